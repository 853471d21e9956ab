import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCustomerList } from '@/lib/contract/staff-customers';
import { CustomerActions } from './customer-actions';
import { StaffPager } from './staff-pager';
import { TableScroll } from '@/components/staff/table-scroll';

/** One page of customers: name, email, partner, status, registration, and the row's buttons for a member who may change things. */
export async function CustomerTable({ lang, list, search, canChange, canImpersonate }: { lang: Language; list: StaffCustomerList; search: URLSearchParams; canChange: boolean; canImpersonate: boolean }) {
  const t = await getTranslations('staff.customers');
  const privacy = await getTranslations('staffPrivacy');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.partner')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.registered')}</th>
              {(canChange || canImpersonate) && <th scope="col">{t('columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => {
              const name = `${c.firstName} ${c.lastName}`;
              return (
                <tr key={c.id}>
                  <td>{name}</td>
                  <td>{c.email}</td>
                  <td>{c.partner}</td>
                  <td>{c.deleted ? privacy('deletedBadge') : t(`statuses.${c.status}`)}</td>
                  <td>{format.dateTime(new Date(c.registrationDate), { dateStyle: 'medium' })}</td>
                  {(canChange || canImpersonate) && (
                    <td>
                      <CustomerActions lang={lang} customer={c} back={search.toString()} canChange={canChange} canImpersonate={canImpersonate} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <StaffPager lang={lang} page="customers" list={list} search={search} />
    </>
  );
}
