import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { formFields } from '@/components/staff/form-fields';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { CompanyFormAlert } from './company-form-alert';

type Field = 'amount' | 'reference' | 'note';

/**
 * Record a payment received (issue #50): amount in euros, reference, note. The form carries its own
 * Idempotency-Key, new each time it is shown: pressing Record twice records one payment.
 */
export async function CompanyPaymentForm({ lang, companyId, values, errors, error }: { lang: Language; companyId: number; values: Record<Field, string>; errors: Record<string, string>; error?: string }) {
  const t = await getTranslations('staffCompanies.payment');
  const { field, help } = formFields<Field>('payment', values, errors);
  return (
    <section aria-labelledby="company-payment">
      <h2 id="company-payment">{t('title')}</h2>
      <p className="field-hint">{t('overpay')}</p>
      <CompanyFormAlert error={error} errors={errors} />
      <form className="staff-partner-form" method="post" action={staffPath(lang, `companies/${companyId}/payments`, routingConfig)}>
        <input type="hidden" name="key" value={`console-${randomUUID()}`} />
        <label htmlFor="payment-amount">{t('amount')}</label>
        <input {...field('amount')} required inputMode="decimal" maxLength={16} autoComplete="off" />
        {help('amount')}
        <label htmlFor="payment-reference">{t('reference')}</label>
        <input {...field('reference')} required maxLength={80} autoComplete="off" />
        {help('reference')}
        <label htmlFor="payment-note">{t('note')}</label>
        <input {...field('note')} maxLength={500} autoComplete="off" />
        {help('note')}
        <button type="submit" className="button-primary">
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
