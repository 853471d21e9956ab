import type { StaffProduct, StaffProductCreate, StaffProductUpdate } from '@/lib/contract/staff-catalog';
import { centsToEuros, eurosToCents } from '@/lib/staff/coupon-form';
import { emptyGrid, gridFieldOf, gridOf, readGrid, type VariantGrid } from './variant-grid';

/**
 * The console's product editor as typed (issue #45 item 1), and the requests it makes. Pure: a
 * refused form keeps exactly what was typed. Both languages side by side: each text field has an
 * `El` and an `En` form field; the list price is typed in euros (comma or point) and sent as
 * cents (the coupon form's money parsing); the partner range is "all" or the ticked partners.
 */
export const LOCALIZED = ['name', 'description', 'technical', 'seoTitle', 'seoDescription'] as const;
export type LocalizedField = (typeof LOCALIZED)[number];
type Both<F extends string> = `${F}El` | `${F}En`;

export const PLAIN = ['code', 'eurl', 'categoryCode', 'brandCode', 'kind', 'taxCategory', 'priceBasis', 'price', 'discountable', 'releaseDate', 'weight', 'partnersMode', 'status', 'expectedVersion'] as const;
export type ProductTextField = (typeof PLAIN)[number] | Both<LocalizedField>;
export type ProductTexts = Record<ProductTextField, string>;

export type ProductFormValues = { texts: ProductTexts; partners: string[]; grid: VariantGrid };
/** A form field with an error: a text field, `partners`, or a grid cell's (`cell.{colour}.{size}.{part}`). */
export type ProductFormState = {
  values: ProductFormValues;
  errors: Record<string, string>;
  notice?: { kind: 'error' | 'success'; text: string };
  /** The code of a new product saved before a later step (its grid, its status) was refused: the next try changes it. */
  created?: string;
};

const TEXT_FIELDS: readonly ProductTextField[] = [...PLAIN, ...LOCALIZED.flatMap((f) => [`${f}El` as const, `${f}En` as const])];
/** The longest text a field keeps (the API's own limits are lower; the description's is 50 000). */
const MAX_TEXT = 60_000;

export const emptyProductValues = (firstCategory = '', firstBrand = ''): ProductFormValues => ({
  texts: {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as ProductTexts),
    categoryCode: firstCategory,
    brandCode: firstBrand,
    kind: 'Product',
    taxCategory: 'Normal',
    priceBasis: 'AfterTaxes',
    discountable: 'on',
    partnersMode: 'all',
    status: 'Draft',
  },
  partners: [],
  grid: emptyGrid(),
});

export function productValuesOf(p: StaffProduct): ProductFormValues {
  const texts = { ...emptyProductValues().texts };
  for (const f of LOCALIZED) {
    const value = p[f];
    texts[`${f}El`] = value?.el ?? '';
    texts[`${f}En`] = value?.en ?? '';
  }
  Object.assign(texts, {
    code: p.code,
    eurl: p.eurl,
    categoryCode: p.categoryCode,
    brandCode: p.brandCode,
    kind: p.kind,
    taxCategory: p.taxCategory,
    priceBasis: p.priceBasis,
    price: centsToEuros(p.priceCents),
    discountable: p.discountable ? 'on' : '',
    releaseDate: p.releaseDate ?? '',
    weight: p.weightGrams === null ? '' : String(p.weightGrams),
    partnersMode: p.partners === null ? 'all' : 'some',
    status: p.status,
    expectedVersion: String(p.version),
  });
  return { texts, partners: p.partners ?? [], grid: gridOf(p.variants) };
}

export function readProductForm(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
  };
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])) as ProductTexts;
  const partners = form
    .getAll('partners')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, 200)
    .map((v) => v.slice(0, 40));
  return { texts, partners, grid: readGrid(form) };
}

const both = (t: ProductTexts, f: LocalizedField) => ({ el: t[`${f}El`], en: t[`${f}En`] });
/** SEO texts: none at all (both empty) is null, the storefront then uses the name and description. */
const optionalBoth = (t: ProductTexts, f: LocalizedField) => (t[`${f}El`].trim() === '' && t[`${f}En`].trim() === '' ? null : both(t, f));

/** Whole grams as typed ("1200", "1 200"); empty is null (not weighed); anything else stays text, so the API names the field. */
function gramsOf(text: string): number | string | null {
  const compact = text.replace(/[\s.]/g, '');
  if (compact === '') return null;
  return /^\d{1,7}$/.test(compact) ? Number(compact) : text;
}

/** The fields create and update share; a price that is not one stays text, so the API names the field. */
function productFields(v: ProductFormValues) {
  const t = v.texts;
  return {
    /** Left empty: the API makes one from the English name (JSON leaves `undefined` out). */
    eurl: t.eurl.trim() ? t.eurl : undefined,
    kind: t.kind,
    categoryCode: t.categoryCode,
    brandCode: t.brandCode,
    name: both(t, 'name'),
    description: both(t, 'description'),
    technical: both(t, 'technical'),
    seoTitle: optionalBoth(t, 'seoTitle'),
    seoDescription: optionalBoth(t, 'seoDescription'),
    priceCents: eurosToCents(t.price),
    priceBasis: t.priceBasis,
    taxCategory: t.taxCategory,
    discountable: t.discountable === 'on',
    releaseDate: t.releaseDate.trim() === '' ? null : t.releaseDate.trim(),
    weightGrams: gramsOf(t.weight),
    partners: t.partnersMode === 'all' ? null : v.partners,
  };
}

export const toProductCreate = (v: ProductFormValues): Record<keyof StaffProductCreate, unknown> => ({ code: v.texts.code, status: v.texts.status, ...productFields(v) });

export const toProductUpdate = (v: ProductFormValues, version: number): Record<keyof StaffProductUpdate, unknown> => ({ ...productFields(v), expectedVersion: version });

/**
 * The form field of an API field key: `name.el` → nameEl, `priceCents` → price, `partners.3` →
 * partners, `variants.N.sku` → that row's grid cell (`sent`: the grid's variants in the order sent).
 */
export function productFieldOf(apiField: string, sent: readonly { color: string; size: string | null }[] = []): string | undefined {
  const localized = /^(\w+)(?:\.(el|en))?$/.exec(apiField);
  if (localized && (LOCALIZED as readonly string[]).includes(localized[1]!)) return `${localized[1]}${localized[2] === 'en' ? 'En' : 'El'}`;
  if (apiField === 'priceCents') return 'price';
  if (apiField === 'weightGrams') return 'weight';
  if (/^partners(?:\.\d+)?$/.test(apiField)) return 'partners';
  if (apiField.startsWith('variants.')) return gridFieldOf(apiField, sent);
  return (PLAIN as readonly string[]).includes(apiField) && apiField !== 'expectedVersion' ? apiField : undefined;
}
