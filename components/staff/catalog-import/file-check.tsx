'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { errorValues, fillTemplate } from '@/lib/i18n/fill-template';

/** The texts of a file's form: its fieldset, the file field and its hint, the check button, the busy note and the translated error keys. */
export type FileCheckTexts = { legend: string; file: string; fileHint: string; dryRun: string; busy: string; errors: Record<string, string> };

/**
 * A file sent for a dry run, then applied (issue #45 item 3): the catalogue file and the pictures
 * ZIP of the console's import page. `isReport` tells a report from an error body (`{ error }`).
 * Choosing another file clears the report and the error; a refusal keeps the chosen file.
 */
export function useFileCheck<R>(url: string, isReport: (body: object) => boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The refusal's numbers for its message (import_file_partial: how many of the file's products were written).
  const [values, setValues] = useState<Record<string, number | string>>({});
  const [busy, setBusy] = useState(false);

  async function send(mode: 'dry-run' | 'apply') {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set('file', file, file.name);
      const res = await fetch(`${url}?mode=${mode}`, { method: 'POST', body: form });
      const body = (await res.json().catch(() => ({ error: 'unknown' }))) as object;
      if (isReport(body)) setReport(body as R);
      else {
        setError((body as { error?: string }).error ?? 'unknown');
        setValues(errorValues(body));
      }
    } catch {
      setError('unknown');
    } finally {
      setBusy(false);
    }
  }

  const choose = (chosen: File | null) => (setFile(chosen), setReport(null), setError(null));
  return { file, report, error, values, busy, send, choose };
}

type Check = ReturnType<typeof useFileCheck>;

/** The form that chooses and checks the file, the busy note and the refusal's message (`id` names the field, `testId` the message). */
export function FileCheckForm({ id, accept, texts, check, testId }: { id: string; accept: string; texts: FileCheckTexts; check: Pick<Check, 'file' | 'error' | 'values' | 'busy' | 'send' | 'choose'>; testId: string }) {
  // A file chosen before the page's script ran (a slow phone; the field works without it) fired
  // its change before React listened: taken from the field once hydrated, so the button wakes up.
  const input = useRef<HTMLInputElement>(null);
  const takeChosen = useEffectEvent(() => {
    const chosen = input.current?.files?.[0];
    if (chosen && !check.file) check.choose(chosen);
  });
  useEffect(() => takeChosen(), []);
  return (
    <>
      <form onSubmit={(e) => (e.preventDefault(), void check.send('dry-run'))}>
        <fieldset>
          <legend>{texts.legend}</legend>
          <label htmlFor={id}>{texts.file}</label>
          <input ref={input} id={id} name="file" type="file" accept={accept} aria-describedby={`${id}-hint`} onChange={(e) => check.choose(e.target.files?.[0] ?? null)} />
          <p id={`${id}-hint`} className="hint">{texts.fileHint}</p>
          <button type="submit" className="btn" disabled={!check.file || check.busy}>
            {texts.dryRun}
          </button>
        </fieldset>
      </form>
      {check.busy && <p role="status">{texts.busy}</p>}
      {check.error && (
        <div role="alert" className="form-alert form-alert-error" data-testid={testId}>
          <p>{fillTemplate(texts.errors[check.error] ?? texts.errors.unknown ?? '', check.values)}</p>
        </div>
      )}
    </>
  );
}
