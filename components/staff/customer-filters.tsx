import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { CustomerStatuses } from '@/lib/contract/staff-customers';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { FilterButtons, SelectFilter, TextFilter } from './filter-fields';

export type CustomerFilterValues = Partial<Record<'q' | 'partner' | 'status', string>>;

/** The customer list's filters: a GET form, like the orders'. */
export async function CustomerFilters({ lang, values, errors = {} }: { lang: Language; values: CustomerFilterValues; errors?: Readonly<Record<string, string>> }) {
  const t = await getTranslations('staff.customers');
  const action = staffPath(lang, 'customers', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <TextFilter name="q" error={errors.q} type="search" label={t('search')} value={values.q} maxLength={100} />
      <TextFilter name="partner" error={errors.partner} label={t('partner')} value={values.partner} maxLength={40} />
      <SelectFilter name="status" error={errors.status} label={t('status')} value={values.status} anyLabel={t('anyStatus')} options={CustomerStatuses.map((s) => [s, t(`statuses.${s}`)] as const)} />
      <FilterButtons action={action} apply={t('apply')} clear={t('clear')} />
    </form>
  );
}
