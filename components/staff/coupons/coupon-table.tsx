import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { StaffCoupon } from '@/lib/contract/coupons';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * A partner's coupons (issue #18 item 4) by code: kind and value, combination policy, active, the
 * dates, the limits and how often each was redeemed; for an Employee, a link to change one.
 */
export async function CouponTable({ lang, code, coupons, canWrite }: { lang: Language; code: string; coupons: StaffCoupon[]; canWrite: boolean }) {
  const t = await getTranslations('staff.coupons');
  const format = await getFormatter();
  if (coupons.length === 0) return <p>{t('empty')}</p>;
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const value = (c: StaffCoupon) =>
    c.kind === 'Percentage' ? t('percent', { value: c.value }) : c.kind === 'FixedAmount' ? format.number(c.value / 100, { style: 'currency', currency: 'EUR' }) : t('kinds.Bogo');
  return (
    <TableScroll label={t('title', { code })}>
      <table className="staff-table">
        <thead>
          <tr>
            {(['code', 'discount', 'policy', 'active', 'dates', 'limits'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
            <th scope="col" className="amount">
              {t('columns.redemptions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.code}>
              <td>
                {canWrite ? (
                  <Link href={staffPath(lang, `partners/${encodeURIComponent(code)}/coupons/${c.code.toLowerCase()}`, routingConfig)} aria-label={t('editOf', { code: c.code })}>
                    {c.code}
                  </Link>
                ) : (
                  c.code
                )}
              </td>
              <td>{value(c)}</td>
              <td>{t(`policies.${c.policy}`)}</td>
              <td>{c.active ? t('yes') : t('no')}</td>
              <td>{t('dates', { start: when(c.startsAt), end: when(c.endsAt) })}</td>
              <td>
                {t('limits', { total: c.maxRedemptions === null ? t('unlimited') : String(c.maxRedemptions), perCustomer: c.perCustomerLimit === null ? t('unlimited') : String(c.perCustomerLimit) })}
                {c.email && <span className="staff-return-comment">{t('boundTo', { email: c.email })}</span>}
              </td>
              <td className="amount">{c.redemptions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
