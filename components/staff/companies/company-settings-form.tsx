import { getTranslations } from 'next-intl/server';
import { formFields } from '@/components/staff/form-fields';
import type { Language } from '@/lib/contract/enums';
import type { StaffCompany } from '@/lib/contract/staff-companies';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { centsToEuros, type SettingsValues } from './company-form';
import { CompanyFormAlert } from './company-form-alert';

/** The company's current settings as the form shows them. */
export const settingsOf = (company: StaffCompany, lang: Language): SettingsValues => ({
  name: company.name,
  vatNumber: company.vatNumber,
  taxOffice: company.taxOffice,
  activity: company.activity,
  approvalThreshold: centsToEuros(company.approvalThresholdCents, lang),
  paymentTermsDays: company.paymentTermsDays === null ? '' : String(company.paymentTermsDays),
  creditLimit: centsToEuros(company.creditLimitCents, lang),
});

/**
 * The company's invoice details and its terms and credit (issue #50), one form sent with the
 * version it showed (another change meanwhile: 409 company_changed, the form kept as typed).
 */
export async function CompanySettingsForm({ lang, company, values, errors, error }: { lang: Language; company: StaffCompany; values: SettingsValues; errors: Record<string, string>; error?: string }) {
  const t = await getTranslations('staffCompanies');
  const { field, help } = formFields<keyof SettingsValues>('company', values, errors);
  const input = (name: keyof SettingsValues, label: string, extra: Record<string, unknown> = {}) => (
    <>
      <label htmlFor={`company-${name}`}>{label}</label>
      <input {...field(name)} autoComplete="off" {...extra} />
      {help(name)}
    </>
  );
  return (
    <section aria-labelledby="company-settings">
      <h2 id="company-settings">{t('detail.settings')}</h2>
      <CompanyFormAlert error={error} errors={errors} />
      <form className="staff-partner-form" method="post" action={staffPath(lang, `companies/${company.id}/update`, routingConfig)}>
        <input type="hidden" name="expectedVersion" value={company.version} />
        <fieldset>
          <legend>{t('detail.invoice')}</legend>
          {input('name', t('fields.name'), { required: true, maxLength: 200 })}
          {input('vatNumber', t('fields.vatNumber'), { required: true, maxLength: 20, inputMode: 'numeric' })}
          {input('taxOffice', t('fields.taxOffice'), { required: true, maxLength: 100 })}
          {input('activity', t('fields.activity'), { required: true, maxLength: 100 })}
        </fieldset>
        <fieldset>
          <legend>{t('detail.terms')}</legend>
          {input('paymentTermsDays', t('fields.paymentTermsDays'), { inputMode: 'numeric', maxLength: 3 })}
          {input('creditLimit', t('fields.creditLimit'), { inputMode: 'decimal', maxLength: 16 })}
          {input('approvalThreshold', t('fields.approvalThreshold'), { inputMode: 'decimal', maxLength: 16 })}
        </fieldset>
        <button type="submit" className="button-primary">
          {t('detail.save')}
        </button>
      </form>
    </section>
  );
}
