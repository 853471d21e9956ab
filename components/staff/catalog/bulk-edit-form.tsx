'use client';

import { useActionState } from 'react';
import { FormNotice } from '@/components/staff/form-fields';
import { BULK_KINDS, type BulkFormState } from '@/lib/staff/catalog/bulk-edit';
import type { CatalogTexts } from './catalog-texts';

type Action = (state: BulkFormState, form: FormData) => Promise<BulkFormState>;

/**
 * The bulk edit over the list's filtered selection (issue #45 item 1): the change and its value,
 * then a confirmation that names how many products it changes (the Server Action counts them) and
 * sends the change only when that count is confirmed. `hint`: how many the filters select now.
 */
export function BulkEditForm({ action, initial, texts, hint }: { action: Action; initial: BulkFormState; texts: CatalogTexts['bulk']; hint: string }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { values, confirm } = state;
  return (
    <form action={formAction} className="catalog-bulk" key={JSON.stringify(state)} aria-labelledby="bulk-heading" noValidate>
      <h2 id="bulk-heading">{texts.title}</h2>
      <p className="field-hint">{hint}</p>
      <FormNotice notice={state.notice} />
      {Object.entries(values.filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="catalog-bulk-row">
        <div className="catalog-stack">
          <label htmlFor="bulk-kind">{texts.kind}</label>
          <select id="bulk-kind" name="kind" defaultValue={values.kind || 'setPrice'}>
            {BULK_KINDS.map((k) => (
              <option key={k} value={k}>
                {texts.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="catalog-stack">
          <label htmlFor="bulk-value">{texts.value}</label>
          <input id="bulk-value" name="value" defaultValue={values.value} inputMode="decimal" autoComplete="off" aria-describedby="bulk-value-hint" />
        </div>
        {!confirm && (
          <button type="submit" name="step" value="review" className="button-secondary" disabled={pending}>
            {texts.review}
          </button>
        )}
      </div>
      <span id="bulk-value-hint" className="field-hint">
        {texts.valueHint}
      </span>
      {confirm && (
        <div role="alert" className="form-alert">
          <p>{confirm.text}</p>
          <input type="hidden" name="confirmed" value={confirm.count} />
          <div className="staff-form-actions">
            <button type="submit" name="step" value="confirm" className="button-primary" disabled={pending}>
              {confirm.button}
            </button>
            <button type="submit" name="step" value="cancel" className="button-secondary" disabled={pending}>
              {texts.cancel}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
