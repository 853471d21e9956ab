'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { IntentLink } from '@/components/ui/intent-link';
import type { Language } from '@/lib/contract/enums';
import type { ParsedRow } from '@/lib/quick-order/parse-lines';
import { afterAnswer, blankLine, linesToSend, withReadLines, type EditorLine } from '@/lib/quick-order/rows';
import { buildPath } from '@/lib/routing/paths';
import { QuickOrderImport } from './quick-order-import';
import { QuickOrderLine, SUGGESTIONS_ID } from './quick-order-line';
import { useCodeSuggestions } from './use-code-suggestions';
import { useQuickOrder } from './use-quick-order';

type Report = { lines: number; units: number; kept: number };

/**
 * Quick order (issue #18 item 1): lines typed, pasted or uploaded, then "Add all to the cart" in
 * one request. The lines the shop takes leave the editor; the others stay, each with its reason,
 * for correcting and adding again.
 */
export function QuickOrder({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('quickOrder');
  const [lines, setLines] = useState<EditorLine[]>(() => [blankLine(), blankLine(), blankLine()]);
  const [typed, setTyped] = useState('');
  const [report, setReport] = useState<Report>();
  const [notice, setNotice] = useState<'nothingToAdd' | 'failed'>();
  const send = useQuickOrder(partnerId);
  const suggestions = useCodeSuggestions(typed);

  const onChange = useCallback((key: number, field: 'code' | 'color' | 'size' | 'quantity', value: string) => {
    if (field === 'code') setTyped(value);
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value, problem: undefined } : line)));
  }, []);
  const onRemove = useCallback((key: number) => setLines((current) => (current.length > 1 ? current.filter((line) => line.key !== key) : [blankLine()])), []);
  const onRead = useCallback((rows: ParsedRow[]) => {
    setReport(undefined);
    setLines((current) => withReadLines(current, rows));
  }, []);

  const submit = async () => {
    const { request, lines: marked } = linesToSend(lines);
    setLines(marked);
    setReport(undefined);
    setNotice(undefined);
    if (!request) {
      if (!marked.some((line) => line.problem)) setNotice('nothingToAdd');
      return;
    }
    try {
      const result = await send.mutateAsync(request);
      const kept = afterAnswer(marked, result.lines);
      setLines(kept);
      const added = result.lines.filter((line) => line.status === 'added').length;
      setReport({ lines: added, units: result.addedUnits, kept: kept.filter((line) => line.code.trim() !== '').length });
      if (added > 0) toast.success(t('added', { lines: added, units: result.addedUnits }));
    } catch {
      setNotice('failed'); // nothing was added: the request is one transaction
    }
  };

  return (
    <>
      <QuickOrderImport onRead={onRead} />
      <form
        className="quick-order-form"
        aria-labelledby="quick-order-lines"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="quick-order-lines">{t('lines')}</h2>
        <div className="quick-order-head" aria-hidden="true">
          <span />
          <span>{t('code')}</span>
          <span>{t('color')}</span>
          <span>{t('size')}</span>
          <span>{t('quantity')}</span>
        </div>
        <ol className="quick-order-lines">
          {lines.map((line, index) => (
            <QuickOrderLine key={line.key} line={line} row={index + 1} onChange={onChange} onRemove={onRemove} />
          ))}
        </ol>
        <datalist id={SUGGESTIONS_ID} aria-label={t('suggestions')}>
          {suggestions.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </datalist>
        <div className="quick-order-actions">
          <button type="button" className="button-secondary" onClick={() => setLines((current) => [...current, blankLine()])}>
            {t('addLine')}
          </button>
          <button type="button" className="button-secondary" onClick={() => setLines([blankLine()])}>
            {t('clearLines')}
          </button>
          <button type="submit" className="button-primary" disabled={send.isPending}>
            {send.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
        <div aria-live="polite" className="quick-order-report">
          {notice && (
            <p role="alert" className="form-alert form-alert-error">
              {t(notice)}
            </p>
          )}
          {report && (
            <p role="status" className="form-alert">
              {report.lines > 0 && t('added', { lines: report.lines, units: report.units })} {report.kept > 0 && t('kept', { count: report.kept })}{' '}
              {report.lines > 0 && <IntentLink href={buildPath({ lang, partnerId, path: 'cart' })}>{t('viewCart')}</IntentLink>}
            </p>
          )}
        </div>
      </form>
    </>
  );
}
