'use client';

import { useActionState } from 'react';
import { FormNotice, formFields } from '@/components/staff/form-fields';
import type { QuoteFormField, QuoteFormState } from '@/lib/staff/quote-form';

/** Every text of the form, translated on the server (the console sends no message catalogue to the browser). */
export type QuoteFormLabels = {
  lines: { variantId: number; price: string; hint: string }[];
  validUntil: string;
  validUntilHint: string;
  note: string;
  revise: string;
  revising: string;
  decline: string;
};

type Action = (state: QuoteFormState, form: FormData) => Promise<QuoteFormState>;

/**
 * Revise a quotation (issue #18 item 3): a price per line in euros, the validity and a note; or
 * decline it with the note. A Server Action answers the form's next state, so what was typed stays
 * after a refusal; it works without JavaScript.
 */
export function QuoteForm({ action, initial, labels }: { action: Action; initial: QuoteFormState; labels: QuoteFormLabels }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const flat: Record<QuoteFormField, string> = { validUntil: state.values.validUntil, note: state.values.note };
  for (const [id, price] of Object.entries(state.values.prices)) flat[`price-${Number(id)}`] = price;
  const { field, help } = formFields<QuoteFormField>('quote', flat, state.errors);
  return (
    <form action={formAction} className="staff-partner-form" key={JSON.stringify(state.values)} noValidate>
      <FormNotice notice={state.notice} />
      {labels.lines.map((line) => {
        const name = `price-${line.variantId}` as const;
        return (
          <div key={name} className="staff-quote-price">
            <label htmlFor={`quote-${name}`}>{line.price}</label>
            <input {...field(name, line.hint)} inputMode="decimal" />
            {help(name, line.hint)}
          </div>
        );
      })}
      <label htmlFor="quote-validUntil">{labels.validUntil}</label>
      <input {...field('validUntil', labels.validUntilHint)} type="datetime-local" />
      {help('validUntil', labels.validUntilHint)}
      <label htmlFor="quote-note">{labels.note}</label>
      <textarea {...field('note')} rows={3} maxLength={1000} />
      {help('note')}
      <div className="staff-form-actions">
        <button type="submit" name="intent" value="revise" className="button-primary" disabled={pending}>
          {pending ? labels.revising : labels.revise}
        </button>
        <button type="submit" name="intent" value="decline" className="button-secondary" disabled={pending}>
          {labels.decline}
        </button>
      </div>
    </form>
  );
}
