import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffQuoteSummary } from '@/lib/contract/quotations';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/** Quotations of the partners the member sees (issue #18 item 3), newest first; each opens its page. */
export async function QuoteTable({ lang, quotes }: { lang: Language; quotes: StaffQuoteSummary[] }) {
  const t = await getTranslations('staff.quotes');
  const statuses = await getTranslations('quotes.statuses');
  const format = await getFormatter();
  if (quotes.length === 0) return <p>{t('empty')}</p>;
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return (
    <TableScroll label={t('title')}>
      <table className="staff-table">
        <thead>
          <tr>
            {(['asked', 'partner', 'customer', 'status', 'lines'] as const).map((c) => (
              <th key={c} scope="col">
                {t(`columns.${c}`)}
              </th>
            ))}
            <th scope="col" className="amount">{t('columns.requested')}</th>
            <th scope="col" className="amount">{t('columns.quoted')}</th>
            <th scope="col">{t('columns.validUntil')}</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <tr key={q.id} data-testid="staff-quote-row">
              <td>
                <Link href={staffPath(lang, `quotes/${q.id}`, routingConfig)} aria-label={t('open', { date: when(q.createdAt), email: q.customer.email })}>
                  {when(q.createdAt)}
                </Link>
              </td>
              <td>{q.partner}</td>
              <td>{q.customer.email}</td>
              <td>{q.awaitingApproval ? `${statuses(q.status)} · ${t('awaitingApproval')}` : statuses(q.status)}</td>
              <td>{`${q.lineCount} / ${q.unitCount}`}</td>
              <td className="amount">{formatMoney(q.requestedTotal, lang)}</td>
              <td className="amount">{q.quotedTotal === null ? '—' : formatMoney(q.quotedTotal, lang)}</td>
              <td>{when(q.validUntil)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
