import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffPrivacyRequestList } from '@/lib/contract/account-privacy';
import type { Language } from '@/lib/contract/enums';
import { StaffPager } from './staff-pager';
import { TableScroll } from './table-scroll';

/**
 * One page of customers' privacy requests (issue #49 item 2): the customer (a deleted account by
 * its number only), partner, kind, status, the refusal's reason, who made it, and when.
 */
export async function PrivacyRequestTable({ lang, list, search }: { lang: Language; list: StaffPrivacyRequestList; search: URLSearchParams }) {
  const t = await getTranslations('staffPrivacy');
  const errors = await getTranslations('errors');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  const reasonText = (reason: string | null) => (reason === null ? '' : /^[a-z_]{1,60}$/.test(reason) && errors.has(reason as never) ? errors(reason as never) : reason);
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              {(['customer', 'partner', 'kind', 'status', 'reason', 'by', 'at'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.customer.deleted ? (
                    t('deletedCustomer', { id: String(r.customer.id) })
                  ) : (
                    <>
                      {r.customer.name}
                      <br />
                      {r.customer.email}
                    </>
                  )}
                </td>
                <td>{r.partner}</td>
                <td>{t(`kinds.${r.kind}`)}</td>
                <td>{t(`statuses.${r.status}`)}</td>
                <td>{reasonText(r.reason)}</td>
                <td>{r.staff ? `${r.staff.name} (${r.staff.email})` : t('byCustomer')}</td>
                <td>{format.dateTime(new Date(r.at), { dateStyle: 'medium', timeStyle: 'short' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <StaffPager lang={lang} page="privacy" list={list} search={search} />
    </>
  );
}
