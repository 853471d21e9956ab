import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { QuoteLine, StaffQuoteApproval } from '@/lib/contract/quotations';
import { formatMoney } from '@/lib/i18n/money';
import { TableScroll } from '@/components/staff/table-scroll';

type Props = { lang: Language; approval: StaffQuoteApproval; lines: readonly QuoteLine[]; mayApprove: boolean; action: (form: FormData) => Promise<void> };

/**
 * A SalesPerson's prices below the partner's floor, held for an Employee (issue #44 item 7): each
 * proposed price beside its floor, who proposed them and when, and for an Employee the buttons
 * that approve (the customer is sent the prices) or reject them. Anyone else reads that it waits.
 */
export async function QuoteApproval({ lang, approval, lines, mayApprove, action }: Props) {
  const t = await getTranslations('staff.quotes.approval');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const nameOf = new Map(lines.map((line) => [line.variantId, `${line.code} · ${line.name}${line.size ? ` · ${line.size}` : ''}`]));
  return (
    <section aria-labelledby="quote-approval-title" data-testid="staff-quote-approval">
      <h2 id="quote-approval-title">{t('title')}</h2>
      <p>{t('by', { name: approval.requestedBy.name, date: when(approval.at), until: when(approval.validUntil) })}</p>
      {approval.note && <p className="staff-return-comment">{t('note', { note: approval.note })}</p>}
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col" className="amount">{t('proposed')}</th>
              <th scope="col" className="amount">{t('floor')}</th>
            </tr>
          </thead>
          <tbody>
            {approval.lines.map((line) => (
              <tr key={line.variantId}>
                <td>{nameOf.get(line.variantId) ?? `#${line.variantId}`}</td>
                <td className="amount">
                  {formatMoney(line.quotedUnitGross, lang)}
                  {line.belowFloor && <strong>{` (${t('belowFloor')})`}</strong>}
                </td>
                <td className="amount">{formatMoney(line.floorUnitGross, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {mayApprove ? (
        <form action={action} className="staff-quote-approval-form">
          <button type="submit" name="intent" value="approve" className="button-primary">
            {t('approve')}
          </button>
          <button type="submit" name="intent" value="reject" className="button-secondary">
            {t('reject')}
          </button>
        </form>
      ) : (
        <p role="status">{t('waiting')}</p>
      )}
    </section>
  );
}
