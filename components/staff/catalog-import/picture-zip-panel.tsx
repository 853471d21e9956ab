'use client';

import { useState } from 'react';
import type { PictureZipReport } from '@/lib/contract/picture-zip';
import { fill } from './import-report-table';
import { PictureZipTable, type PictureZipTableTexts } from './picture-zip-table';

export type PictureZipTexts = PictureZipTableTexts & {
  legend: string;
  file: string;
  fileHint: string;
  dryRun: string;
  apply: string;
  busy: string;
  hasErrors: string;
  /** With {add}, {unchanged}, {skipped} and {error}. */
  counts: string;
  applied: string;
  errors: Record<string, string>;
};

/**
 * The pictures ZIP in the console's import page (issue #45 item 3, decision 0042): choose a ZIP,
 * check it (every file's product, colour, order and outcome; nothing written), then add the
 * pictures, offered only when no file has an error. A refusal keeps the chosen file, so it can be
 * sent again; choosing another file clears the report.
 */
export function PictureZipPanel({ url, texts }: { url: string; texts: PictureZipTexts }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PictureZipReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(mode: 'dry-run' | 'apply') {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set('file', file, file.name);
      const res = await fetch(`${url}?mode=${mode}`, { method: 'POST', body: form });
      const body = (await res.json().catch(() => ({ error: 'unknown' }))) as PictureZipReport | { error: string };
      if ('entries' in body) setReport(body);
      else setError(body.error);
    } catch {
      setError('unknown');
    } finally {
      setBusy(false);
    }
  }

  const clean = report !== null && !report.applied && report.fileProblems.length === 0 && report.counts.error === 0 && report.counts.add > 0;
  return (
    <section className="catalog-import" data-testid="picture-zip">
      <form onSubmit={(e) => (e.preventDefault(), void send('dry-run'))}>
        <fieldset>
          <legend>{texts.legend}</legend>
          <label htmlFor="picture-zip-file">{texts.file}</label>
          <input
            id="picture-zip-file"
            name="file"
            type="file"
            accept=".zip,application/zip"
            aria-describedby="picture-zip-hint"
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), setReport(null), setError(null))}
          />
          <p id="picture-zip-hint" className="hint">{texts.fileHint}</p>
          <button type="submit" className="btn" disabled={!file || busy}>
            {texts.dryRun}
          </button>
        </fieldset>
      </form>
      {busy && <p role="status">{texts.busy}</p>}
      {error && (
        <div role="alert" className="form-alert form-alert-error" data-testid="zip-error">
          <p>{texts.errors[error] ?? texts.errors.unknown}</p>
        </div>
      )}
      {report && (
        <div data-testid="zip-report">
          <p role="status" data-testid="zip-counts">
            {fill(report.applied ? texts.applied : texts.counts, report.counts)}
          </p>
          {!report.applied && (report.counts.error > 0 || report.fileProblems.length > 0) && <p className="form-alert form-alert-error">{texts.hasErrors}</p>}
          {clean && (
            <button type="button" className="btn" disabled={busy} onClick={() => void send('apply')} data-testid="zip-apply">
              {texts.apply}
            </button>
          )}
          <PictureZipTable report={report} texts={texts} />
        </div>
      )}
    </section>
  );
}
