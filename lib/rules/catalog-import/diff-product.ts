import type { ImportItem, ImportVariant } from '@/lib/contract/catalog-import';
type LocalizedText = { el: string; en: string };

/**
 * What an import would change in a product: the fields whose value differs (before and after) and
 * the variants to add or change. Nothing differs: the item is unchanged and nothing is written (no
 * version bump, no audit row, no price history), which makes the same batch twice idempotent.
 * Variants the item does not list are left as they are (an import never deletes).
 */
export type ProductState = {
  name: LocalizedText;
  description: LocalizedText;
  categoryId: number;
  brandId: number;
  kind: string;
  taxCategory: string;
  priceBasis: string;
  priceCents: number;
  discountable: boolean;
  status: string;
  partnerIds: number[] | null;
  releaseDate: string | null;
  /** Grams; null: not weighed. */
  weightGrams: number | null;
};
export type VariantState = { id: number; sku: string; color: string; size: string | null; stock: number; availability: string };
export type ProductDiff = {
  fields: Partial<Record<keyof ProductState, { before: unknown; after: unknown }>>;
  added: ImportVariant[];
  changed: { id: number; sku: string; before: Omit<VariantState, 'id' | 'sku'>; after: Omit<VariantState, 'id' | 'sku'> }[];
};

const normIds = (ids: number[] | null) => (ids === null ? null : [...ids].sort((a, b) => a - b));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function desiredState(item: ImportItem, ids: { categoryId: number; brandId: number; partnerIds: number[] | null }): ProductState {
  return {
    name: { el: item.name.el, en: item.name.en },
    description: { el: item.description.el, en: item.description.en },
    categoryId: ids.categoryId,
    brandId: ids.brandId,
    kind: item.kind,
    taxCategory: item.taxCategory,
    priceBasis: item.priceBasis,
    priceCents: item.priceCents,
    discountable: item.discountable,
    status: item.status,
    partnerIds: normIds(ids.partnerIds),
    releaseDate: item.releaseDate,
    // Left out of a JSON item: resolved to the stored weight before (plan-import.ts); a new product has none.
    weightGrams: item.weightGrams ?? null,
  };
}

export function diffProduct(before: ProductState | null, after: ProductState, variantsBefore: readonly VariantState[], variants: readonly ImportVariant[]): ProductDiff {
  const fields: ProductDiff['fields'] = {};
  for (const key of Object.keys(after) as (keyof ProductState)[]) {
    const was = before ? (key === 'partnerIds' ? normIds(before.partnerIds) : before[key]) : undefined;
    if (!before || !same({ v: was }, { v: after[key] })) fields[key] = { before: before ? was : null, after: after[key] };
  }
  const bySku = new Map(variantsBefore.map((v) => [v.sku, v]));
  const added: ImportVariant[] = [];
  const changed: ProductDiff['changed'] = [];
  for (const v of variants) {
    const old = bySku.get(v.sku);
    if (!old) {
      added.push(v);
      continue;
    }
    const next = { color: v.color, size: v.size, stock: v.stock, availability: v.availability };
    const prev = { color: old.color, size: old.size, stock: old.stock, availability: old.availability };
    if (!same(prev, next)) changed.push({ id: old.id, sku: v.sku, before: prev, after: next });
  }
  return { fields, added, changed };
}

export const isUnchanged = (diff: ProductDiff): boolean => Object.keys(diff.fields).length === 0 && diff.added.length === 0 && diff.changed.length === 0;

/** The changed field names of a report: product fields, then `variants.<SKU>`. */
export const changedNames = (diff: ProductDiff): string[] => [...Object.keys(diff.fields), ...diff.added.map((v) => `variants.${v.sku}`), ...diff.changed.map((v) => `variants.${v.sku}`)];
