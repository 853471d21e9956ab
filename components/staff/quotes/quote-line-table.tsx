import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { QuoteLine } from '@/lib/contract/quotations';
import { formatMoney } from '@/lib/i18n/money';
import { TableScroll } from '@/components/staff/table-scroll';

/** A quotation's lines for staff: product, quantity, and per unit the list, requested and quoted prices (gross). */
export async function QuoteLineTable({ lang, lines }: { lang: Language; lines: readonly QuoteLine[] }) {
  const t = await getTranslations('staff.quotes.lineColumns');
  const colors = await getTranslations('catalog.colorNames');
  const quotes = await getTranslations('staff.quotes');
  return (
    <TableScroll label={quotes('columns.lines')}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col" className="amount">{t('quantity')}</th>
            <th scope="col" className="amount">{t('list')}</th>
            <th scope="col" className="amount">{t('requested')}</th>
            <th scope="col" className="amount">{t('quoted')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.variantId}>
              <td>{`${line.code} · ${line.name} · ${colors(line.color)}${line.size ? ` · ${line.size}` : ''}`}</td>
              <td className="amount">{line.quantity}</td>
              <td className="amount">{formatMoney(line.listUnitGross, lang)}</td>
              <td className="amount">{formatMoney(line.requestedUnitGross, lang)}</td>
              <td className="amount">{line.quotedUnitGross === null ? '—' : formatMoney(line.quotedUnitGross, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
