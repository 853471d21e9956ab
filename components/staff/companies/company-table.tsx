import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { StaffPager } from '@/components/staff/staff-pager';
import { TableScroll } from '@/components/staff/table-scroll';
import type { Language } from '@/lib/contract/enums';
import type { StaffCompanyList } from '@/lib/contract/staff-companies';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { CompanyStatusBadge } from './company-status-badge';

/** One page of companies (pending first): name (to its page), ΑΦΜ, partner, status, members, terms, credit limit and what it owes. */
export async function CompanyTable({ lang, list, search }: { lang: Language; list: StaffCompanyList; search: URLSearchParams }) {
  const t = await getTranslations('staffCompanies');
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.vatNumber')}</th>
              <th scope="col">{t('columns.partner')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col" className="amount">
                {t('columns.members')}
              </th>
              <th scope="col">{t('columns.terms')}</th>
              <th scope="col" className="amount">
                {t('columns.creditLimit')}
              </th>
              <th scope="col" className="amount">
                {t('columns.owed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link href={staffPath(lang, `companies/${c.id}`, routingConfig)}>{c.name}</Link>
                </td>
                <td>{c.vatNumber}</td>
                <td>{c.partner}</td>
                <td>
                  <CompanyStatusBadge status={c.status} />
                </td>
                <td className="amount">{c.members}</td>
                <td>{c.paymentTermsDays === null ? t('noTerms') : t('termsDays', { days: c.paymentTermsDays })}</td>
                <td className="amount">{formatMoney(c.creditLimitCents, lang)}</td>
                <td className="amount">{formatMoney(c.owedCents, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <StaffPager lang={lang} page="companies" list={list} search={search} />
    </>
  );
}
