'use client';

import { useActionState } from 'react';
import { ISSUER_FIELDS, type IssuerField, type PartnerFormState, type PartnerFormValues } from '@/lib/staff/partner-form';

/** Every text of the form, translated on the server (the console sends no message catalogue to the browser). */
export type PartnerFormLabels = {
  discountKind: string;
  kinds: Record<'Percentage' | 'FixedAmount', string>;
  discountValue: string;
  discountValueHint: string;
  quotaLimit: string;
  quotaPeriod: string;
  periods: Record<'month' | 'quarter' | 'year', string>;
  freeDeliveryThreshold: string;
  freeDeliveryThresholdHint: string;
  /** The loyalty rates' group and fields (issue #18 item 5). */
  loyalty: string;
  loyaltyPointsPerEuro: string;
  loyaltyRegisterPoints: string;
  loyaltyBirthdayPoints: string;
  loyaltyCentsPerPoint: string;
  loyaltyCentsPerPointHint: string;
  /** The quote floor margin (issue #44 item 7). */
  quoteFloorMarginPercent: string;
  quoteFloorMarginPercentHint: string;
  registrationCode: string;
  registrationCodeHint: string;
  contentEl: string;
  contentEn: string;
  contentHint: string;
  /** The partner's own issuer of invoices and receipts (decision 0074): its group, hint and fields. */
  issuer: string;
  issuerHint: string;
  issuerFields: Record<IssuerField, string>;
  save: string;
  saving: string;
};

type Action = (state: PartnerFormState, form: FormData) => Promise<PartnerFormState>;

/**
 * A partner's settings (issue #17 item 3): a form whose Server Action answers its next state, so
 * what was typed stays after a refusal, and which works before (and without) JavaScript.
 */
export function PartnerForm({ action, initial, labels }: { action: Action; initial: PartnerFormState; labels: PartnerFormLabels }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { values, errors, notice } = state;
  const field = (name: keyof PartnerFormValues, hint?: string) => ({
    id: `partner-${name}`,
    name,
    defaultValue: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ? `partner-${name}-hint` : '', errors[name] ? `partner-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const help = (name: keyof PartnerFormValues, hint?: string) => (
    <>
      {hint && (
        <span id={`partner-${name}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`partner-${name}-error`} className="field-error">
          {errors[name]}
        </span>
      )}
    </>
  );
  // A new key per answer: the uncontrolled fields take the answer's values (saved, or as typed).
  return (
    <form action={formAction} className="staff-partner-form" key={JSON.stringify(state.values) + state.fingerprint}>
      {notice && (
        <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`form-alert form-alert-${notice.kind}`}>
          <p>{notice.text}</p>
        </div>
      )}
      <label htmlFor="partner-discountKind">{labels.discountKind}</label>
      <select {...field('discountKind')}>
        {(['Percentage', 'FixedAmount'] as const).map((k) => (
          <option key={k} value={k}>
            {labels.kinds[k]}
          </option>
        ))}
      </select>
      <label htmlFor="partner-discountValue">{labels.discountValue}</label>
      <input {...field('discountValue', labels.discountValueHint)} inputMode="numeric" />
      {help('discountValue', labels.discountValueHint)}
      <label htmlFor="partner-quotaLimit">{labels.quotaLimit}</label>
      <input {...field('quotaLimit')} inputMode="numeric" />
      {help('quotaLimit')}
      <label htmlFor="partner-quotaPeriod">{labels.quotaPeriod}</label>
      <select {...field('quotaPeriod')}>
        {(['month', 'quarter', 'year'] as const).map((p) => (
          <option key={p} value={p}>
            {labels.periods[p]}
          </option>
        ))}
      </select>
      <label htmlFor="partner-freeDeliveryThreshold">{labels.freeDeliveryThreshold}</label>
      <input {...field('freeDeliveryThreshold', labels.freeDeliveryThresholdHint)} inputMode="numeric" />
      {help('freeDeliveryThreshold', labels.freeDeliveryThresholdHint)}
      <fieldset className="staff-partner-loyalty">
        <legend>{labels.loyalty}</legend>
        {(['loyaltyPointsPerEuro', 'loyaltyRegisterPoints', 'loyaltyBirthdayPoints', 'loyaltyCentsPerPoint'] as const).map((name) => {
          const hint = name === 'loyaltyCentsPerPoint' ? labels.loyaltyCentsPerPointHint : undefined;
          return (
            <div key={name} className="staff-partner-field">
              <label htmlFor={`partner-${name}`}>{labels[name]}</label>
              <input {...field(name, hint)} inputMode="numeric" />
              {help(name, hint)}
            </div>
          );
        })}
      </fieldset>
      <label htmlFor="partner-quoteFloorMarginPercent">{labels.quoteFloorMarginPercent}</label>
      <input {...field('quoteFloorMarginPercent', labels.quoteFloorMarginPercentHint)} inputMode="numeric" />
      {help('quoteFloorMarginPercent', labels.quoteFloorMarginPercentHint)}
      <label htmlFor="partner-registrationCode">{labels.registrationCode}</label>
      <input {...field('registrationCode', labels.registrationCodeHint)} autoCapitalize="characters" />
      {help('registrationCode', labels.registrationCodeHint)}
      <fieldset className="staff-partner-loyalty" aria-describedby="partner-issuer-hint">
        <legend>{labels.issuer}</legend>
        <p id="partner-issuer-hint" className="field-hint">
          {labels.issuerHint}
        </p>
        {ISSUER_FIELDS.map((name) => (
          <div key={name} className="staff-partner-field">
            <label htmlFor={`partner-${name}`}>{labels.issuerFields[name]}</label>
            <input {...field(name)} autoComplete="off" />
            {help(name)}
          </div>
        ))}
      </fieldset>
      <label htmlFor="partner-contentEl">{labels.contentEl}</label>
      <textarea {...field('contentEl', labels.contentHint)} rows={8} />
      {help('contentEl', labels.contentHint)}
      <label htmlFor="partner-contentEn">{labels.contentEn}</label>
      <textarea {...field('contentEn', labels.contentHint)} rows={8} />
      {help('contentEn', labels.contentHint)}
      <button type="submit" className="button-primary" disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
