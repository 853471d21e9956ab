import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { LIFECYCLE_STATUSES } from '@/lib/rules/order-lifecycle';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { StatusOptions } from './status-options';

export type OrderFilterValues = Partial<Record<'partner' | 'status' | 'from' | 'to' | 'number' | 'email', string>>;

/** The order list's filters: a GET form, so every filtered list is a URL to share or bookmark. */
export async function OrderFilters({ lang, values }: { lang: Language; values: OrderFilterValues }) {
  const t = await getTranslations('staff.orders');
  const action = staffPath(lang, 'orders', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <label>
        {t('partner')}
        <input name="partner" defaultValue={values.partner ?? ''} maxLength={40} />
      </label>
      <label>
        {t('status')}
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">{t('anyStatus')}</option>
          <StatusOptions statuses={LIFECYCLE_STATUSES} />
        </select>
      </label>
      <label>
        {t('from')}
        <input name="from" type="date" defaultValue={values.from ?? ''} />
      </label>
      <label>
        {t('to')}
        <input name="to" type="date" defaultValue={values.to ?? ''} />
      </label>
      <label>
        {t('number')}
        <input name="number" defaultValue={values.number ?? ''} maxLength={40} />
      </label>
      <label>
        {t('email')}
        <input name="email" type="email" defaultValue={values.email ?? ''} maxLength={254} />
      </label>
      <button type="submit" className="button-primary">
        {t('apply')}
      </button>
      <Link className="button-secondary" href={action}>
        {t('clear')}
      </Link>
    </form>
  );
}
