import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCustomerList } from '@/lib/contract/staff-customers';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { StaffPager } from './staff-pager';

/**
 * One page of customers: name, email, partner, status, registration; for a sales person, "Shop as"
 * on active accounts (a plain form posting to the console, which starts the impersonation).
 */
export async function CustomerTable({ lang, list, search, canImpersonate }: { lang: Language; list: StaffCustomerList; search: URLSearchParams; canImpersonate: boolean }) {
  const t = await getTranslations('staff.customers');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.partner')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.registered')}</th>
              {canImpersonate && <th scope="col">{t('columns.actions')}</th>}
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
                  <td>{t(`statuses.${c.status}`)}</td>
                  <td>{format.dateTime(new Date(c.registrationDate), { dateStyle: 'medium' })}</td>
                  {canImpersonate && (
                    <td>
                      {c.status === 'active' && (
                        <form method="post" action={staffPath(lang, `customers/${c.id}/impersonate`, routingConfig)}>
                          <button type="submit" className="button-secondary" aria-label={t('shopAsLabel', { name })}>
                            {t('shopAs')}
                          </button>
                        </form>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <StaffPager lang={lang} page="customers" list={list} search={search} />
    </>
  );
}
