'use client';

import { useActionState } from 'react';
import { FormNotice, formFields } from '@/components/staff/form-fields';
import type { TaxonomyFormState } from '@/lib/staff/catalog/taxonomy-form';

/** A field of a category or brand form: a text (with a hint, read-only once set) or a choice. */
export type TaxonomyField<K extends string> = { name: K; label: string; hint?: string; readOnly?: boolean; lang?: 'el' | 'en'; options?: readonly (readonly [string, string])[] };

type Action<V> = (state: TaxonomyFormState<V>, form: FormData) => Promise<TaxonomyFormState<V>>;

/**
 * A category's or a brand's form (issue #45 item 1): a Server Action answers the form's next state,
 * so what was typed stays after a refusal (a stale version, a code taken, a parent that would make
 * a cycle…); it works before (and without) JavaScript. The version read travels in a hidden field.
 */
export function TaxonomyForm<V extends Record<string, string> & { expectedVersion: string }>({ action, initial, fields, submit, id }: { action: Action<V>; initial: TaxonomyFormState<V>; fields: readonly TaxonomyField<Extract<keyof V, string>>[]; submit: string; id: string }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { field, help } = formFields<Extract<keyof V, string>>(id, state.values, state.errors as Partial<Record<Extract<keyof V, string>, string>>);
  return (
    <form action={formAction} className="catalog-taxonomy-form" key={JSON.stringify(state.values)} noValidate>
      <FormNotice notice={state.notice} />
      <input type="hidden" name="expectedVersion" value={state.values.expectedVersion} />
      {fields.map((f) => (
        <div key={f.name} className="catalog-field">
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          {f.options ? (
            <select {...field(f.name, f.hint)}>
              {f.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          ) : (
            <input {...field(f.name, f.hint)} readOnly={f.readOnly} lang={f.lang} autoComplete="off" />
          )}
          {help(f.name, f.hint)}
        </div>
      ))}
      <button type="submit" className="button-primary" disabled={pending}>
        {submit}
      </button>
    </form>
  );
}
