import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { AuditTargetKinds } from '@/lib/contract/staff-audit';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { FilterButtons, SelectFilter, TextFilter } from './filter-fields';

export type AuditFilterValues = Partial<Record<'partner' | 'staff' | 'kind' | 'from' | 'to', string>>;

/** The audit log's filters: a GET form, like the other lists'. */
export async function AuditFilters({ lang, values, errors = {} }: { lang: Language; values: AuditFilterValues; errors?: Readonly<Record<string, string>> }) {
  const t = await getTranslations('staff.audit');
  const action = staffPath(lang, 'audit', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <SelectFilter name="kind" error={errors.kind} label={t('kind')} value={values.kind} anyLabel={t('anyKind')} options={AuditTargetKinds.map((k) => [k, t(`kinds.${k}`)] as const)} />
      <TextFilter name="partner" error={errors.partner} label={t('partner')} value={values.partner} maxLength={40} />
      <TextFilter name="staff" error={errors.staff} type="email" label={t('staff')} value={values.staff} maxLength={254} />
      <TextFilter name="from" error={errors.from} type="date" label={t('from')} value={values.from} />
      <TextFilter name="to" error={errors.to} type="date" label={t('to')} value={values.to} />
      <FilterButtons action={action} apply={t('apply')} clear={t('clear')} />
    </form>
  );
}
