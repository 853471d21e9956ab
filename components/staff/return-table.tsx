import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffReturnList } from '@/lib/contract/staff-returns';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * One page of the returns queue: number, order (to the order), partner, email, asked on, reason,
 * units, status, and a button per allowed next status (plain forms: the console works without
 * JavaScript). A read-only member sees no buttons.
 */
export async function ReturnTable({ lang, list, filter, canChange }: { lang: Language; list: StaffReturnList; filter?: string; canChange: boolean }) {
  const t = await getTranslations('staff.returns');
  const reasons = await getTranslations('returns.reasons');
  const statuses = await getTranslations('returns.requestStatus');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.number')}</th>
              <th scope="col">{t('columns.order')}</th>
              <th scope="col">{t('columns.partner')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.asked')}</th>
              <th scope="col">{t('columns.reason')}</th>
              <th scope="col" className="amount">
                {t('columns.units')}
              </th>
              <th scope="col">{t('columns.status')}</th>
              {canChange && <th scope="col">{t('columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id} data-testid="return-row">
                <td>{r.number}</td>
                <td>
                  <Link href={staffPath(lang, `orders/${r.orderId}`, routingConfig)}>{r.orderNumber}</Link>
                </td>
                <td>{r.partner}</td>
                <td>{r.email}</td>
                <td>{format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  {reasons(r.reason)}
                  {r.comment && <span className="staff-return-comment">{r.comment}</span>}
                </td>
                <td className="amount">{r.units}</td>
                <td>{statuses(r.status)}</td>
                {canChange && (
                  <td className="staff-return-actions">
                    {r.nextStatuses.map((next) => (
                      <form key={next} method="post" action={staffPath(lang, `returns/${r.id}/status`, routingConfig)}>
                        <input type="hidden" name="status" value={next} />
                        <input type="hidden" name="expectedStatus" value={r.status} />
                        <input type="hidden" name="number" value={r.number} />
                        {filter && <input type="hidden" name="filter" value={filter} />}
                        <button type="submit" className={next === 'Rejected' ? 'button-secondary' : 'button-primary'} aria-label={t(`actionOf.${next}`, { number: r.number })}>
                          {t(`action.${next}`)}
                        </button>
                      </form>
                    ))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
