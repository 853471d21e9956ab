'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { NamedColor } from '@/lib/contract/enums';
import type { EditorLine } from '@/lib/quick-order/rows';

export const SUGGESTIONS_ID = 'quick-order-codes';
type Field = 'code' | 'color' | 'size' | 'quantity';

/**
 * One line of the quick-order editor: code (with the catalogue's suggestions), colour, size and
 * quantity, and what is wrong with it, as typed or as the shop answered. Memoised: a keystroke
 * re-renders its own line, not all 500.
 */
export const QuickOrderLine = memo(function QuickOrderLine({
  line,
  row,
  onChange,
  onRemove,
}: {
  line: EditorLine;
  row: number;
  onChange: (key: number, field: Field, value: string) => void;
  onRemove: (key: number) => void;
}) {
  const t = useTranslations('quickOrder');
  const tc = useTranslations('catalog');
  const problemId = `quick-order-problem-${line.key}`;
  const problem = problemText(line);
  const input = (field: Field, extra: { list?: string; inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <input
      className={`quick-order-${field}`}
      value={line[field]}
      aria-label={`${t(field)}, ${t('line', { row })}`}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(line.key, field, event.target.value)}
      {...extra}
    />
  );
  return (
    <li className="quick-order-line" data-problem={problem ? '' : undefined}>
      <span className="quick-order-row" aria-hidden="true">
        {row}
      </span>
      {input('code', { list: SUGGESTIONS_ID })}
      {input('color')}
      {input('size')}
      {input('quantity', { inputMode: 'numeric' })}
      <button type="button" className="button-link quick-order-remove" onClick={() => onRemove(line.key)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('removeLine', { row })}</span>
      </button>
      {problem && (
        <p id={problemId} className="field-error quick-order-problem">
          {problem}
        </p>
      )}
    </li>
  );

  function problemText(l: EditorLine): string | undefined {
    if (!l.problem) return undefined;
    if (l.problem.kind === 'line') return t(`lineErrors.${l.problem.error}`);
    const { status, available = 0, colors = [], sizes = [] } = l.problem.result;
    if (status === 'added') return undefined;
    const list = (values: string[]) => (values.length > 0 ? values.join(', ') : t('none'));
    return t(`status.${status}`, { available, colors: list(colors.map((c) => tc(`colorNames.${c as NamedColor}`))), sizes: list(sizes) });
  }
});
