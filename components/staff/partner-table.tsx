import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffPartnerList } from '@/lib/contract/staff-partners';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/** The partners: code (to its settings), name, status, discount, quota, registration code. */
export async function PartnerTable({ lang, list }: { lang: Language; list: StaffPartnerList }) {
  const t = await getTranslations('staff.partners');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <TableScroll label={t('title')}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.discount')}</th>
            <th scope="col">{t('columns.quota')}</th>
            <th scope="col">{t('columns.registrationCode')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((p) => (
            <tr key={p.code}>
              <td>
                <Link href={staffPath(lang, `partners/${p.code}`, routingConfig)} aria-label={t('edit', { name: p.name })}>
                  {p.code}
                </Link>
              </td>
              <td>{p.name}</td>
              <td>{t(`statuses.${p.status}`)}</td>
              <td>{p.discountKind === 'Percentage' ? t('percent', { value: p.discountValue }) : t('perUnit', { amount: format.number(p.discountValue / 100, { style: 'currency', currency: 'EUR' }) })}</td>
              <td>{t('quota', { limit: p.quotaLimit, period: p.quotaPeriod })}</td>
              <td>{p.registrationCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
