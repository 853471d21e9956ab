'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import type { QuoteLine } from '@/lib/contract/quotations';

/** A quote's lines: the price the customer had when asking and the quoted one, per unit, and the quoted line total. */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const t = useTranslations('quotes');
  const colors = useTranslations('catalog.colorNames');
  const money = useMoney();
  return (
    <table className="quote-lines">
      <thead>
        <tr>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col" className="amount">{t('columns.quantity')}</th>
          <th scope="col" className="amount">{t('columns.requested')}</th>
          <th scope="col" className="amount">{t('columns.quoted')}</th>
          <th scope="col" className="amount">{t('columns.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const unit = line.quotedUnitGross ?? line.requestedUnitGross;
          return (
            <tr key={line.variantId} data-testid="quote-line">
              <td data-label={t('columns.product')}>
                <span>
                  {line.name} · {line.code} · {colors(line.color)}
                  {line.size ? ` · ${line.size}` : ''}
                </span>
              </td>
              <td data-label={t('columns.quantity')} className="amount">{line.quantity}</td>
              <td data-label={t('columns.requested')} className="amount">{money(line.requestedUnitGross)}</td>
              <td data-label={t('columns.quoted')} className="amount" data-testid="quote-line-price">
                {line.quotedUnitGross === null ? t('notQuoted') : money(line.quotedUnitGross)}
              </td>
              <td data-label={t('columns.lineTotal')} className="amount">{money(unit * line.quantity)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
