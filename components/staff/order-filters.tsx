import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { LIFECYCLE_STATUSES } from '@/lib/rules/order-lifecycle';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { FilterButtons, SelectFilter, TextFilter } from './filter-fields';

export type OrderFilterValues = Partial<Record<'partner' | 'status' | 'from' | 'to' | 'number' | 'email', string>>;

/** The order list's filters: a GET form, so every filtered list is a URL to share or bookmark. */
export async function OrderFilters({ lang, values, errors = {} }: { lang: Language; values: OrderFilterValues; errors?: Readonly<Record<string, string>> }) {
  const t = await getTranslations('staff.orders');
  const statuses = await getTranslations('orders.status');
  const action = staffPath(lang, 'orders', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <TextFilter name="partner" error={errors.partner} label={t('partner')} value={values.partner} maxLength={40} />
      <SelectFilter name="status" error={errors.status} label={t('status')} value={values.status} anyLabel={t('anyStatus')} options={LIFECYCLE_STATUSES.map((s) => [s, statuses(s)] as const)} />
      <TextFilter name="from" error={errors.from} type="date" label={t('from')} value={values.from} />
      <TextFilter name="to" error={errors.to} type="date" label={t('to')} value={values.to} />
      <TextFilter name="number" error={errors.number} label={t('number')} value={values.number} maxLength={40} />
      <TextFilter name="email" error={errors.email} type="email" label={t('email')} value={values.email} maxLength={254} />
      <FilterButtons action={action} apply={t('apply')} clear={t('clear')} />
    </form>
  );
}
