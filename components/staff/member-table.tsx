import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { ManagedStaffMemberList } from '@/lib/contract/staff-members';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/** Every staff account (issue #44 item 3): name (to the account's page), email, role, partners, status, last login, two-factor. */
export async function MemberTable({ lang, list }: { lang: Language; list: ManagedStaffMemberList }) {
  const t = await getTranslations('staff.members');
  const roles = await getTranslations('staff.roles');
  const format = await getFormatter();
  return (
    <TableScroll label={t('title')}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.role')}</th>
            <th scope="col">{t('columns.partners')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.lastLogin')}</th>
            <th scope="col">{t('columns.twoFactor')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((m) => (
            <tr key={m.id} data-member={m.email}>
              <td>
                <Link href={staffPath(lang, `members/${m.id}`, routingConfig)}>{m.name}</Link>
              </td>
              <td>{m.email}</td>
              <td>{roles(m.role)}</td>
              <td>{m.role === 'SalesPerson' ? m.partners.join(', ') : t('allPartners')}</td>
              <td>{t(`statuses.${m.status}`)}</td>
              <td>{m.lastLoginAt ? format.dateTime(new Date(m.lastLoginAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' }) : t('never')}</td>
              <td>{m.twoFactor ? t('on') : t('off')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
