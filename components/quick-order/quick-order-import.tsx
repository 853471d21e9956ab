'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { QUICK_ORDER_MAX_LINES } from '@/lib/contract/limits';
import type { ParsedRow, ParseResult } from '@/lib/quick-order/parse-lines';

/** Largest CSV file read (500 lines of code, colour, size, quantity fit in a few kB). */
const FILE_MAX_MB = 1;

type FileError = Extract<ParseResult, { ok: false }>['error'] | 'too_large';

/**
 * Lines pasted from a spreadsheet or uploaded as a CSV file (lib/quick-order/parse-lines.ts,
 * loaded with the first use). What it reads goes to the editor; a paste or file it cannot read
 * says why and changes nothing.
 */
export function QuickOrderImport({ onRead }: { onRead: (rows: ParsedRow[]) => void }) {
  const t = useTranslations('quickOrder');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<{ key: FileError; params?: Record<string, string | number> }>();
  const [read, setRead] = useState<number>();

  const readText = async (input: string) => {
    const { parseOrderLines } = await import('@/lib/quick-order/parse-lines');
    const result = parseOrderLines(input);
    setRead(undefined);
    if (!result.ok) {
      setError({ key: result.error, params: { lines: result.lines ?? 0, max: QUICK_ORDER_MAX_LINES, columns: (result.columns ?? []).join(', ') } });
      return false;
    }
    setError(undefined);
    setRead(result.rows.length);
    onRead(result.rows);
    return true;
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again reads again
    if (!file) return;
    if (file.size > FILE_MAX_MB * 1024 * 1024) {
      setRead(undefined);
      setError({ key: 'too_large', params: { max: FILE_MAX_MB } });
      return;
    }
    await readText(await file.text());
  };

  return (
    <div className="quick-order-import">
      <label htmlFor={`${id}-text`}>
        {t('import.paste')}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('import.pasteHint')}
      </p>
      <textarea id={`${id}-text`} rows={5} value={text} aria-describedby={`${id}-hint`} onChange={(event) => setText(event.target.value)} spellCheck={false} />
      <button type="button" className="button-secondary" onClick={async () => (await readText(text)) && setText('')}>
        {t('import.read')}
      </button>
      <label htmlFor={`${id}-file`}>{t('import.file')}</label>
      <p id={`${id}-file-hint`} className="field-hint">
        {t('import.fileHint', { max: QUICK_ORDER_MAX_LINES })}
      </p>
      <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" aria-describedby={`${id}-file-hint`} onChange={(event) => void onFile(event)} />
      <div aria-live="polite">
        {error && (
          <p role="alert" className="form-alert form-alert-error">
            {t(`fileErrors.${error.key}`, error.params)}
          </p>
        )}
        {read !== undefined && <p className="quick-order-read">{t('import.readCount', { count: read })}</p>}
      </div>
    </div>
  );
}
