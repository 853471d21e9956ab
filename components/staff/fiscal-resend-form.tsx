import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffFiscalDocument } from '@/lib/contract/staff-fiscal';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { formFields } from './form-fields';

type BuyerField = 'vatNumber' | 'street' | 'postalCode' | 'city';

/** What the correction form came back with: the typed values and each field's translated error. */
export type FiscalFormState = { values: Partial<Record<BuyerField, string>>; errors: Partial<Record<BuyerField, string>> };

/**
 * A refused document's actions (decision 0070): Resend as it is, and for an invoice a correction of
 * its buyer (ΑΦΜ and billing address, prefilled with what is sent now) that resends it. After a
 * refusal the correction opens again with what was typed and the field errors.
 */
export async function FiscalResendForm({ lang, doc, filter, state }: { lang: Language; doc: StaffFiscalDocument; filter?: string; state?: FiscalFormState }) {
  const t = await getTranslations('staff.fiscal');
  const action = staffPath(lang, `fiscal/${doc.id}/resend`, routingConfig);
  const hidden = (
    <>
      <input type="hidden" name="label" value={doc.label} />
      {filter && <input type="hidden" name="filter" value={filter} />}
    </>
  );
  const values = { vatNumber: state?.values.vatNumber ?? doc.buyer?.vatNumber ?? '', street: state?.values.street ?? doc.buyer?.street ?? '', postalCode: state?.values.postalCode ?? doc.buyer?.postalCode ?? '', city: state?.values.city ?? doc.buyer?.city ?? '' };
  const { field, help } = formFields<BuyerField>(`fiscal-${doc.id}`, values, state?.errors ?? {});
  return (
    <div className="staff-fiscal-actions">
      <form method="post" action={action}>
        {hidden}
        <button type="submit" className="button-primary" aria-label={t('resendOf', { label: doc.label })}>
          {t('resend')}
        </button>
      </form>
      {doc.buyer && (
        <details open={state !== undefined}>
          <summary>{t('correct')}</summary>
          <form method="post" action={action} className="staff-fiscal-buyer">
            {hidden}
            <input type="hidden" name="correct" value="1" />
            {(['vatNumber', 'street', 'postalCode', 'city'] as const).map((name) => (
              <p key={name} className="field">
                <label htmlFor={`fiscal-${doc.id}-${name}`}>{t(`buyer.${name}`)}</label>
                <input {...field(name)} required autoComplete="off" />
                {help(name)}
              </p>
            ))}
            <button type="submit" className="button-primary" aria-label={t('correctAndResendOf', { label: doc.label })}>
              {t('correctAndResend')}
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
