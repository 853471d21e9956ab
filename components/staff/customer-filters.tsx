import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { CustomerStatuses } from '@/lib/contract/staff-customers';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

export type CustomerFilterValues = Partial<Record<'q' | 'partner' | 'status', string>>;

/** The customer list's filters: a GET form, like the orders'. */
export async function CustomerFilters({ lang, values }: { lang: Language; values: CustomerFilterValues }) {
  const t = await getTranslations('staff.customers');
  const action = staffPath(lang, 'customers', routingConfig);
  return (
    <form method="get" action={action} className="staff-filters" aria-label={t('filters')}>
      <label>
        {t('search')}
        <input name="q" type="search" defaultValue={values.q ?? ''} maxLength={100} />
      </label>
      <label>
        {t('partner')}
        <input name="partner" defaultValue={values.partner ?? ''} maxLength={40} />
      </label>
      <label>
        {t('status')}
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">{t('anyStatus')}</option>
          {CustomerStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
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
