'use client';

import { useState } from 'react';
import type { ImportFileReport } from '@/lib/contract/catalog-import';
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

type Answer = { status: number; body: ImportFileReport | { error: string } };

/**
 * The console's import (issue #45 item 3): choose a CSV or XLSX file, dry-run it (every row's
 * outcome and problems, nothing written), then apply the same file, offered only when no row has
 * an error. Changing the file clears the report.
 */
export function ImportPanel({ fileUrl, texts }: { fileUrl: string; texts: ImportTexts }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportFileReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(mode: 'dry-run' | 'apply') {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set('file', file, file.name);
      const res = await fetch(`${fileUrl}?mode=${mode}`, { method: 'POST', body: form });
      const answer: Answer = { status: res.status, body: await res.json().catch(() => ({ error: 'unknown' })) };
      if ('rows' in answer.body) setReport(answer.body);
      else setError(answer.body.error);
    } catch {
      setError('unknown');
    } finally {
      setBusy(false);
    }
  }

  const clean = report !== null && !report.applied && report.fileProblems.length === 0 && report.counts.error === 0 && report.rows.length > 0;
  return (
    <section className="catalog-import">
      <form onSubmit={(e) => (e.preventDefault(), void send('dry-run'))}>
        <fieldset>
          <legend>{texts.legend}</legend>
          <label htmlFor="import-file">{texts.file}</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="import-file-hint"
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), setReport(null), setError(null))}
          />
          <p id="import-file-hint" className="hint">{texts.fileHint}</p>
          <button type="submit" className="btn" disabled={!file || busy}>
            {texts.dryRun}
          </button>
        </fieldset>
      </form>
      {busy && <p role="status">{texts.busy}</p>}
      {error && (
        <div role="alert" className="form-alert form-alert-error" data-testid="import-error">
          <p>{texts.errors[error] ?? texts.errors.unknown}</p>
        </div>
      )}
      {report && (
        <div data-testid="import-report">
          <p role="status" data-testid="import-counts">
            {report.applied ? fill(texts.applied, report.counts) : fill(texts.counts, report.counts)}
          </p>
          {!report.applied && (report.counts.error > 0 || report.fileProblems.length > 0) && <p className="form-alert form-alert-error">{texts.hasErrors}</p>}
          {clean && (
            <button type="button" className="btn" disabled={busy} onClick={() => void send('apply')} data-testid="import-apply">
              {texts.apply}
            </button>
          )}
          <ImportReportTable report={report} texts={texts} />
        </div>
      )}
    </section>
  );
}
