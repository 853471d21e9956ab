'use client';

import { useActionState, useState } from 'react';
import { FormNotice, formFields } from '@/components/staff/form-fields';
import type { ProductFormState, ProductTextField } from '@/lib/staff/catalog/product-form';
import type { CatalogTexts } from './catalog-texts';
import { ProductDetails, ProductPartners, ProductStatus, type EditorOptions } from './product-details';
import { ProductTextColumns } from './product-texts';
import { VariantGridEditor } from './variant-grid-editor';

type Action = (state: ProductFormState, form: FormData) => Promise<ProductFormState>;

/**
 * The product editor (issue #45 item 1): both languages side by side, the details, the partner
 * range, the colour × size grid and the status, saved at once by a Server Action that answers the
 * form's next state, so what was typed stays after any refusal (a stale version included). A new
 * product types its code; a saved one keeps it. `readOnly` (a SalesPerson, an Inspector): the same
 * page with every control disabled and no save button.
 */
export function ProductEditor({ action, initial, texts, options, isNew, readOnly, preview }: { action: Action; initial: ProductFormState; texts: CatalogTexts; options: EditorOptions; isNew: boolean; readOnly: boolean; preview?: { el: string; en: string } }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const fields = formFields<ProductTextField>('product', state.values.texts, state.errors);
  const e = texts.editor;
  const [categoryCode, setCategoryCode] = useState(state.values.texts.categoryCode);
  const sizeKind = options.categories.find((c) => c.code === categoryCode)?.sizeKind ?? 'None';
  // A new key per answer: the uncontrolled fields take the answer's values (as typed).
  return (
    <form action={formAction} className="catalog-editor" key={JSON.stringify(state.values)} noValidate>
      <FormNotice notice={state.notice} />
      <fieldset disabled={readOnly} className="catalog-all">
        <input type="hidden" name="expectedVersion" value={state.values.texts.expectedVersion} />
        <section className="catalog-section" aria-labelledby="product-texts-heading">
          <h2 id="product-texts-heading">{e.sections.texts}</h2>
          <div className="catalog-details">
            <div className="catalog-field">
              <label htmlFor="product-code">{e.code}</label>
              <input {...fields.field('code', isNew ? e.codeHint : undefined)} readOnly={!isNew} autoCapitalize="characters" spellCheck={false} />
              {fields.help('code', isNew ? e.codeHint : undefined)}
            </div>
            <div className="catalog-field">
              <label htmlFor="product-eurl">{e.eurl}</label>
              <input {...fields.field('eurl', e.eurlHint)} autoCapitalize="none" spellCheck={false} />
              {fields.help('eurl', e.eurlHint)}
            </div>
          </div>
          <ProductTextColumns fields={fields} texts={texts} preview={preview} />
        </section>
        <section className="catalog-section" aria-labelledby="product-details-heading">
          <h2 id="product-details-heading">{e.sections.details}</h2>
          <ProductDetails fields={fields} texts={texts} options={options} onCategory={setCategoryCode} />
        </section>
        <ProductPartners texts={texts} options={options} chosen={state.values.partners} mode={state.values.texts.partnersMode} error={state.errors.partners} />
        <VariantGridEditor initial={state.values.grid} sizeKind={sizeKind} texts={texts} errors={state.errors} readOnly={readOnly} />
        <ProductStatus texts={texts} status={state.values.texts.status} />
        {!readOnly && (
          <button type="submit" className="button-primary" disabled={pending}>
            {pending ? e.saving : e.save}
          </button>
        )}
      </fieldset>
    </form>
  );
}
