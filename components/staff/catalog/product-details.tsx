import type { formFields } from '@/components/staff/form-fields';
import { ProductKind } from '@/lib/contract/enums';
import { ProductStatuses, ProductTaxCategories } from '@/lib/contract/staff-catalog';
import type { ProductTexts } from '@/lib/staff/catalog/product-form';
import type { CatalogTexts } from './catalog-texts';

type Fields = ReturnType<typeof formFields<keyof ProductTexts>>;
export type EditorOptions = {
  categories: { code: string; label: string; sizeKind: 'None' | 'Footwear' | 'Clothing' }[];
  brands: { code: string; name: string }[];
  partners: { code: string; name: string }[];
};

/** A select of the form with its label and error. */
function Select({ fields, name, label, options, onChange }: { fields: Fields; name: keyof ProductTexts; label: string; options: readonly (readonly [string, string])[]; onChange?: (value: string) => void }) {
  return (
    <div className="catalog-field">
      <label htmlFor={`product-${name}`}>{label}</label>
      <select {...fields.field(name)} onChange={onChange ? (event) => onChange(event.target.value) : undefined}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {fields.help(name)}
    </div>
  );
}

/** The product's details: category (its size kind sets the grid's sizes), brand, kind, VAT, price basis, list price, discount, release date. */
export function ProductDetails({ fields, texts, options, onCategory }: { fields: Fields; texts: CatalogTexts; options: EditorOptions; onCategory: (code: string) => void }) {
  const e = texts.editor;
  return (
    <div className="catalog-details">
      <Select fields={fields} name="categoryCode" label={e.category} options={options.categories.map((c) => [c.code, c.label])} onChange={onCategory} />
      <Select fields={fields} name="brandCode" label={e.brand} options={options.brands.map((b) => [b.code, b.name])} />
      <Select fields={fields} name="kind" label={e.kind} options={ProductKind.map((k) => [k, texts.kinds[k]])} />
      <Select fields={fields} name="taxCategory" label={e.taxCategory} options={ProductTaxCategories.map((c) => [c, e.taxCategories[c]])} />
      <Select fields={fields} name="priceBasis" label={e.priceBasis} options={(['AfterTaxes', 'BeforeTaxes'] as const).map((b) => [b, e.priceBases[b]])} />
      <div className="catalog-field">
        <label htmlFor="product-price">{e.price}</label>
        <input {...fields.field('price', e.priceHint)} inputMode="decimal" autoComplete="off" />
        {fields.help('price', e.priceHint)}
      </div>
      <div className="catalog-field">
        <label htmlFor="product-weight">{e.weight}</label>
        <input {...fields.field('weight', e.weightHint)} inputMode="numeric" autoComplete="off" />
        {fields.help('weight', e.weightHint)}
      </div>
      <div className="catalog-field">
        <label htmlFor="product-releaseDate">{e.releaseDate}</label>
        <input {...fields.field('releaseDate')} type="date" />
        {fields.help('releaseDate')}
      </div>
      <label className="staff-checkbox catalog-field">
        <input type="checkbox" {...fields.checkbox('discountable')} /> {e.discountable}
      </label>
    </div>
  );
}

/** The partners whose range holds the product: every partner, or the ticked ones. */
export function ProductPartners({ texts, options, chosen, mode, error }: { texts: CatalogTexts; options: EditorOptions; chosen: readonly string[]; mode: string; error?: string }) {
  const e = texts.editor;
  return (
    <fieldset className="catalog-group" aria-describedby={error ? 'product-partners-error' : undefined}>
      <legend>{e.sections.partners}</legend>
      <label className="staff-checkbox">
        <input type="radio" name="partnersMode" value="all" defaultChecked={mode === 'all'} /> {e.partnersAll}
      </label>
      <label className="staff-checkbox">
        <input type="radio" name="partnersMode" value="some" defaultChecked={mode === 'some'} /> {e.partnersSome}
      </label>
      <div className="catalog-partners">
        {options.partners.map((p) => (
          <label key={p.code} className="staff-checkbox">
            <input type="checkbox" name="partners" value={p.code} defaultChecked={chosen.includes(p.code)} /> {p.name} ({p.code})
          </label>
        ))}
      </div>
      {error && (
        <span id="product-partners-error" className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** Draft, published or archived, as a row of buttons (radios): only a published product is sold. */
export function ProductStatus({ texts, status }: { texts: CatalogTexts; status: string }) {
  return (
    <fieldset className="catalog-group" aria-describedby="product-status-hint">
      <legend>{texts.editor.sections.status}</legend>
      <div className="catalog-status">
        {ProductStatuses.map((s) => (
          <label key={s}>
            <input type="radio" name="status" value={s} defaultChecked={status === s} />
            <span>{texts.statuses[s]}</span>
          </label>
        ))}
      </div>
      <span id="product-status-hint" className="field-hint">
        {texts.editor.statusHint}
      </span>
    </fieldset>
  );
}
