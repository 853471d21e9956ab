import { getTranslations } from 'next-intl/server';
import { FilterButtons, SelectFilter, TextFilter } from '@/components/staff/filter-fields';
import type { Language } from '@/lib/contract/enums';
import { CompanyStatuses } from '@/lib/contract/staff-companies';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

export type CompanyFilterValues = Partial<Record<'q' | 'partner' | 'status', string>>;

/** The company list's filters: a GET form, like the customers'. */
export async function CompanyFilters({ lang, values, errors = {} }: { lang: Language; values: CompanyFilterValues; errors?: Readonly<Record<string, string>> }) {
  const t = await getTranslations('staffCompanies');
  const action = staffPath(lang, 'companies', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <TextFilter name="q" error={errors.q} type="search" label={t('search')} value={values.q} maxLength={100} />
      <TextFilter name="partner" error={errors.partner} label={t('partner')} value={values.partner} maxLength={40} />
      <SelectFilter name="status" error={errors.status} label={t('status')} value={values.status} anyLabel={t('anyStatus')} options={CompanyStatuses.map((s) => [s, t(`statuses.${s}`)] as const)} />
      <FilterButtons action={action} apply={t('apply')} clear={t('clear')} />
    </form>
  );
}
