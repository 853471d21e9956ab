'use client';

import type { ImportFileReport } from '@/lib/contract/catalog-import';
import { FileCheckForm, useFileCheck } from './file-check';
import { fill, ImportReportTable, type ReportTexts } from './import-report-table';

export type ImportTexts = ReportTexts & {
  legend: string;
  file: string;
  fileHint: string;
  dryRun: string;
  apply: string;
  busy: string;
  applied: string;
  hasErrors: string;
  /** With {create}, {update}, {unchanged} and {error}. */
  counts: string;
  errors: Record<string, string>;
};

/**
 * The console's import (issue #45 item 3): choose a CSV or XLSX file, dry-run it (every row's
 * outcome and problems, nothing written), then apply the same file, offered only when no row has
 * an error. Changing the file clears the report (file-check.tsx, shared with the pictures ZIP).
 */
export function ImportPanel({ fileUrl, texts }: { fileUrl: string; texts: ImportTexts }) {
  const check = useFileCheck<ImportFileReport>(fileUrl, (body) => 'rows' in body);
  const { report, busy } = check;
  const clean = report !== null && !report.applied && report.fileProblems.length === 0 && report.counts.error === 0 && report.rows.length > 0;
  return (
    <section className="catalog-import">
      <FileCheckForm id="import-file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" texts={texts} check={check} testId="import-error" />
      {report && (
        <div data-testid="import-report">
          <p role="status" data-testid="import-counts">
            {report.applied ? fill(texts.applied, report.counts) : fill(texts.counts, report.counts)}
          </p>
          {!report.applied && (report.counts.error > 0 || report.fileProblems.length > 0) && <p className="form-alert form-alert-error">{texts.hasErrors}</p>}
          {clean && (
            <button type="button" className="btn" disabled={busy} onClick={() => void check.send('apply')} data-testid="import-apply">
              {texts.apply}
            </button>
          )}
          <ImportReportTable report={report} texts={texts} />
        </div>
      )}
    </section>
  );
}
