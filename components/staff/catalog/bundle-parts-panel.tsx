'use client';

import { useState } from 'react';
import { FormNotice } from '@/components/staff/form-fields';
import type { Language } from '@/lib/contract/enums';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import type { PartRow, PartsFormState } from '@/lib/staff/catalog/composition-form';
import { AnsweredForm } from './answered-form';
import { fill, type CompositionTexts } from './composition-texts';

type Action = (state: PartsFormState, form: FormData) => Promise<PartsFormState>;

/**
 * A Bundle's parts in the product editor (issue #45, decision 0046): a row per part (its variant's
 * SKU, units per bundle), rows added and removed here, saved as a whole list with the version the
 * page was read at. The parts as saved and the stock they make are listed above; a refusal keeps
 * the rows as typed, with each message next to its field.
 */
export function BundlePartsPanel({ action, initial, saved, texts, readOnly, lang }: { action: Action; initial: PartsFormState; saved: StaffProductComposition; texts: CompositionTexts; readOnly: boolean; lang: Language }) {
  return (
    <AnsweredForm action={action} initial={initial}>
      {(state, formAction, pending) => <PartsForm state={state} formAction={formAction} pending={pending} saved={saved} texts={texts} readOnly={readOnly} lang={lang} />}
    </AnsweredForm>
  );
}

function PartsForm({ state, formAction, pending, saved, texts, readOnly, lang }: { state: PartsFormState; formAction: (form: FormData) => void; pending: boolean; saved: StaffProductComposition; texts: CompositionTexts; readOnly: boolean; lang: Language }) {
  const [rows, setRows] = useState<PartRow[]>(state.rows);
  const p = texts.parts;
  const set = (i: number, change: Partial<PartRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const error = (name: string) =>
    state.errors[name] ? (
      <span id={`${name}-error`} className="field-error">
        {state.errors[name]}
      </span>
    ) : null;
  const described = (name: string) => (state.errors[name] ? `${name}-error` : undefined);
  return (
    <form action={formAction} className="catalog-section" aria-labelledby="bundle-parts-heading" noValidate>
      <h2 id="bundle-parts-heading">{p.heading}</h2>
      <p className="field-hint">{p.hint}</p>
      <p role="status" data-testid="bundle-stock">
        {fill(p.stock, { made: saved.bundleStock ?? 0 })}
      </p>
      {saved.parts.length > 0 && (
        <ul className="catalog-history">
          {saved.parts.map((part) => (
            <li key={part.variantId}>{fill(p.current, { name: part.name[lang], sku: part.sku, quantity: part.quantity, stock: part.stock })}</li>
          ))}
        </ul>
      )}
      <FormNotice notice={state.notice} />
      <fieldset disabled={readOnly} className="catalog-group">
        <legend>{p.heading}</legend>
        <input type="hidden" name="expectedVersion" value={state.version} />
        {error('parts')}
        {rows.length === 0 && <p>{p.empty}</p>}
        {rows.map((row, i) => (
          <div key={i} className="catalog-adder">
            <div className="catalog-stack">
              <label htmlFor={`part-sku-${i}`}>{`${p.sku} (${fill(p.row, { n: i + 1 })})`}</label>
              <input id={`part-sku-${i}`} name="partSku" value={row.sku} onChange={(e) => set(i, { sku: e.target.value })} autoCapitalize="characters" spellCheck={false} aria-invalid={state.errors[`partSku.${i}`] ? true : undefined} aria-describedby={described(`partSku.${i}`)} />
              {error(`partSku.${i}`)}
            </div>
            <div className="catalog-stack">
              <label htmlFor={`part-quantity-${i}`}>{`${p.quantity} (${fill(p.row, { n: i + 1 })})`}</label>
              <input id={`part-quantity-${i}`} name="partQuantity" value={row.quantity} onChange={(e) => set(i, { quantity: e.target.value })} inputMode="numeric" aria-invalid={state.errors[`partQuantity.${i}`] ? true : undefined} aria-describedby={described(`partQuantity.${i}`)} />
              {error(`partQuantity.${i}`)}
            </div>
            {!readOnly && (
              <button type="button" className="button-secondary" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                {fill(p.remove, { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <div className="catalog-adders">
            <button type="button" className="button-secondary" onClick={() => setRows([...rows, { sku: '', quantity: '1' }])}>
              {p.add}
            </button>
            <button type="submit" className="button-primary" disabled={pending}>
              {pending ? p.saving : p.save}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
