'use client';

import type { ReactNode } from 'react';
import { FileCheckForm, useFileCheck, type FileCheckTexts } from './file-check';
import { fill } from './import-report-table';

export type FileReportTexts = FileCheckTexts & {
  apply: string;
  hasErrors: string;
  /** The dry run's counts, with a {name} per count. */
  counts: string;
  /** The apply's counts, with a {name} per count. */
  applied: string;
};

type Report = { fileProblems: readonly unknown[]; counts: Readonly<Record<string, number>> & { error: number }; applied: boolean };

/**
 * A pictures file of the console's import page, checked then applied (issue #45 item 3: the ZIP,
 * decision 0042, and the URL list, decision 0045): choose the file, check it (the report's counts
 * and table; nothing written), then apply it, offered only when `ready` says the dry run allows it.
 * A refusal keeps the chosen file, so it can be sent again; choosing another file clears the
 * report. `name` prefixes the test ids (`{name}-report`, `-counts`, `-apply`, `-error`).
 */
export function FileReportPanel<R extends Report>(props: {
  name: string;
  id: string;
  accept: string;
  url: string;
  texts: FileReportTexts;
  isReport: (body: object) => boolean;
  ready: (report: R) => boolean;
  table: (report: R) => ReactNode;
}) {
  const { name, texts } = props;
  const check = useFileCheck<R>(props.url, props.isReport);
  const { report, busy } = check;
  const clean = report !== null && !report.applied && report.fileProblems.length === 0 && report.counts.error === 0 && props.ready(report);
  return (
    <section className="catalog-import" data-testid={`picture-${name}`}>
      <FileCheckForm id={props.id} accept={props.accept} texts={texts} check={check} testId={`${name}-error`} />
      {report && (
        <div data-testid={`${name}-report`}>
          <p role="status" data-testid={`${name}-counts`}>
            {fill(report.applied ? texts.applied : texts.counts, report.counts)}
          </p>
          {!report.applied && (report.counts.error > 0 || report.fileProblems.length > 0) && <p className="form-alert form-alert-error">{texts.hasErrors}</p>}
          {clean && (
            <button type="button" className="btn" disabled={busy} onClick={() => void check.send('apply')} data-testid={`${name}-apply`}>
              {texts.apply}
            </button>
          )}
          {props.table(report)}
        </div>
      )}
    </section>
  );
}
