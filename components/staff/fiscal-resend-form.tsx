import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffFiscalDocument } from '@/lib/contract/staff-fiscal';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { formFields } from './form-fields';

type BuyerField = 'vatNumber' | 'street' | 'postalCode' | 'city' | 'name';

/** What the correction form came back with: the typed values and each field's translated error. */
export type FiscalFormState = { values: Partial<Record<BuyerField, string>>; errors: Partial<Record<BuyerField, string>> };

/**
 * A document's actions for an Employee. A refused one (decision 0070): Resend as it is, and for an
 * invoice a correction of its buyer (VAT number and billing address, prefilled with what is sent
 * now) that resends it. A transmitted sales invoice (`reissue`, decision 0080): the same correction
 * as a new invoice that replaces it, the old one cancelled at myDATA. The company's name is
 * optional (kept while the VAT number stays). After a refusal the correction opens again with what was typed and the field errors.
 */
export async function FiscalResendForm({ lang, doc, filter, state, reissue = false }: { lang: Language; doc: StaffFiscalDocument; filter?: string; state?: FiscalFormState; reissue?: boolean }) {
  const t = await getTranslations('staff.fiscal');
  const action = staffPath(lang, `fiscal/${doc.id}/${reissue ? 'correct' : 'resend'}`, routingConfig);
  const hidden = (
    <>
      <input type="hidden" name="label" value={doc.label} />
      {filter && <input type="hidden" name="filter" value={filter} />}
    </>
  );
  const buyer = doc.buyer;
  const values = {
    vatNumber: state?.values.vatNumber ?? buyer?.vatNumber ?? '',
    street: state?.values.street ?? buyer?.street ?? '',
    postalCode: state?.values.postalCode ?? buyer?.postalCode ?? '',
    city: state?.values.city ?? buyer?.city ?? '',
    name: state?.values.name ?? buyer?.name ?? '',
  };
  const { field, help } = formFields<BuyerField>(`fiscal-${doc.id}`, values, state?.errors ?? {});
  const fields: BuyerField[] = ['vatNumber', 'name', 'street', 'postalCode', 'city'];
  return (
    <div className="staff-fiscal-actions">
      {!reissue && (
        <form method="post" action={action}>
          {hidden}
          <button type="submit" className="button-primary" aria-label={t('resendOf', { label: doc.label })}>
            {t('resend')}
          </button>
        </form>
      )}
      {buyer && (
        <details open={state !== undefined}>
          <summary>{t(reissue ? 'reissue' : 'correct')}</summary>
          <form method="post" action={action} className="staff-fiscal-buyer">
            {hidden}
            <input type="hidden" name="correct" value="1" />
            {reissue && <p className="field-hint">{t('reissueHint')}</p>}
            {fields.map((name) => (
              <p key={name} className="field">
                <label htmlFor={`fiscal-${doc.id}-${name}`}>{t(`buyer.${name}`)}</label>
                <input {...field(name)} required={name !== 'name'} autoComplete="off" />
                {help(name)}
              </p>
            ))}
            <button type="submit" className="button-primary" aria-label={t(reissue ? 'reissueOf' : 'correctAndResendOf', { label: doc.label })}>
              {t(reissue ? 'reissueSubmit' : 'correctAndResend')}
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
