import { getTranslations } from 'next-intl/server';
import { PrivacyRequestKinds, PrivacyRequestStatuses } from '@/lib/contract/account-privacy';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { FilterButtons, SelectFilter, TextFilter } from './filter-fields';

export type PrivacyFilterValues = Partial<Record<'partner' | 'kind' | 'status', string>>;

/** The privacy requests' filters (issue #49 item 2): a GET form, like the customers'. */
export async function PrivacyFilters({ lang, values, errors = {} }: { lang: Language; values: PrivacyFilterValues; errors?: Readonly<Record<string, string>> }) {
  const t = await getTranslations('staffPrivacy');
  const action = staffPath(lang, 'privacy', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters.label')}>
      <TextFilter name="partner" error={errors.partner} label={t('filters.partner')} value={values.partner} maxLength={40} />
      <SelectFilter name="kind" error={errors.kind} label={t('filters.kind')} value={values.kind} anyLabel={t('filters.all')} options={PrivacyRequestKinds.map((k) => [k, t(`kinds.${k}`)] as const)} />
      <SelectFilter name="status" error={errors.status} label={t('filters.status')} value={values.status} anyLabel={t('filters.all')} options={PrivacyRequestStatuses.map((s) => [s, t(`statuses.${s}`)] as const)} />
      <FilterButtons action={action} apply={t('filters.apply')} clear={t('filters.clear')} />
    </form>
  );
}
