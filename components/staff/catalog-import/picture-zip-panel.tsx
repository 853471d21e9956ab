'use client';

import type { PictureZipReport } from '@/lib/contract/picture-zip';
import { FileCheckForm, useFileCheck, type FileCheckTexts } from './file-check';
import { fill } from './import-report-table';
import { PictureZipTable, type PictureZipTableTexts } from './picture-zip-table';

export type PictureZipTexts = PictureZipTableTexts &
  FileCheckTexts & {
    apply: string;
    hasErrors: string;
    /** With {add}, {unchanged}, {skipped} and {error}. */
    counts: string;
    applied: string;
  };

/**
 * The pictures ZIP in the console's import page (issue #45 item 3, decision 0042): choose a ZIP,
 * check it (every file's product, colour, order and outcome; nothing written), then add the
 * pictures, offered only when no file has an error. A refusal keeps the chosen file, so it can be
 * sent again; choosing another file clears the report.
 */
export function PictureZipPanel({ url, texts }: { url: string; texts: PictureZipTexts }) {
  const check = useFileCheck<PictureZipReport>(url, (body) => 'entries' in body);
  const { report, busy } = check;
  const clean = report !== null && !report.applied && report.fileProblems.length === 0 && report.counts.error === 0 && report.counts.add > 0;
  return (
    <section className="catalog-import" data-testid="picture-zip">
      <FileCheckForm id="picture-zip-file" accept=".zip,application/zip" texts={texts} check={check} testId="zip-error" />
      {report && (
        <div data-testid="zip-report">
          <p role="status" data-testid="zip-counts">
            {fill(report.applied ? texts.applied : texts.counts, report.counts)}
          </p>
          {!report.applied && (report.counts.error > 0 || report.fileProblems.length > 0) && <p className="form-alert form-alert-error">{texts.hasErrors}</p>}
          {clean && (
            <button type="button" className="btn" disabled={busy} onClick={() => void check.send('apply')} data-testid="zip-apply">
              {texts.apply}
            </button>
          )}
          <PictureZipTable report={report} texts={texts} />
        </div>
      )}
    </section>
  );
}
