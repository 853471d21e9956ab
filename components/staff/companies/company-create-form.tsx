import { getTranslations } from 'next-intl/server';
import { formFields } from '@/components/staff/form-fields';
import type { Language } from '@/lib/contract/enums';
import type { StaffPartnerList } from '@/lib/contract/staff-partners';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

type Field = 'partnerCode' | 'name' | 'vatNumber' | 'taxOffice' | 'activity' | 'adminCustomerId';

/** The new-company form (issue #50): posts to the console's handler, which comes back here on a refusal with `values` as typed and `errors` per field. */
export async function CompanyCreateForm({ lang, partners, values, errors }: { lang: Language; partners: StaffPartnerList['items']; values: Record<string, string>; errors: Record<string, string> }) {
  const t = await getTranslations('staffCompanies');
  const { field, help } = formFields<Field>('company-new', values as Record<Field, string>, errors);
  const chosen = values.partnerCode || (partners.length === 1 ? partners[0]!.code : '');
  return (
    <form className="staff-partner-form" method="post" action={staffPath(lang, 'companies/create', routingConfig)}>
      <label htmlFor="company-new-partnerCode">{t('partner')}</label>
      <select {...field('partnerCode')} defaultValue={chosen} required>
        <option value="">{t('create.choosePartner')}</option>
        {partners.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name} ({p.code})
          </option>
        ))}
      </select>
      {help('partnerCode')}
      <label htmlFor="company-new-name">{t('fields.name')}</label>
      <input {...field('name')} required maxLength={200} autoComplete="off" />
      {help('name')}
      <label htmlFor="company-new-vatNumber">{t('fields.vatNumber')}</label>
      <input {...field('vatNumber')} required maxLength={20} inputMode="numeric" autoComplete="off" />
      {help('vatNumber')}
      <label htmlFor="company-new-taxOffice">{t('fields.taxOffice')}</label>
      <input {...field('taxOffice')} required maxLength={100} autoComplete="off" />
      {help('taxOffice')}
      <label htmlFor="company-new-activity">{t('fields.activity')}</label>
      <input {...field('activity')} required maxLength={100} autoComplete="off" />
      {help('activity')}
      <label htmlFor="company-new-adminCustomerId">{t('create.adminCustomerId')}</label>
      <input {...field('adminCustomerId', t('create.adminHint'))} inputMode="numeric" maxLength={10} autoComplete="off" />
      {help('adminCustomerId', t('create.adminHint'))}
      <button type="submit" className="button-primary">
        {t('create.submit')}
      </button>
    </form>
  );
}
