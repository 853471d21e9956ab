import type { ImportItem } from '@/lib/contract/catalog-import';
import { NamedColors, type SizeKind } from '@/lib/contract/enums';
import { sizeProblem } from '@/lib/rules/catalog/variant-grid';

/**
 * What an item names must exist: its category, brand and partners by code; each variant's colour is
 * one of the shop's, its size one of its category's size kind (none for None), and its SKU is not
 * another product's. A problem's path is the item's field (`category`, `variants.2.size`).
 */
export type References = {
  categories: ReadonlyMap<string, { id: number; sizeKind: SizeKind }>;
  brands: ReadonlyMap<string, number>;
  partners: ReadonlyMap<string, number>;
  /** The product code each known SKU belongs to. */
  skuOwner: ReadonlyMap<string, string>;
};
export type PathProblem = { path: string; key: string };

export function checkReferences(item: ImportItem, refs: References): PathProblem[] {
  const problems: PathProblem[] = [];
  const category = refs.categories.get(item.category);
  if (!category) problems.push({ path: 'category', key: 'category_unknown' });
  if (!refs.brands.has(item.brand)) problems.push({ path: 'brand', key: 'brand_unknown' });
  if (item.partners?.some((code) => !refs.partners.has(code))) problems.push({ path: 'partners', key: 'partner_unknown' });
  const seen = new Set<string>();
  item.variants.forEach((v, i) => {
    if (!(NamedColors as readonly string[]).includes(v.color)) problems.push({ path: `variants.${i}.color`, key: 'color_invalid' });
    if (category && sizeProblem(category.sizeKind, v.size)) problems.push({ path: `variants.${i}.size`, key: 'size_invalid' });
    const owner = refs.skuOwner.get(v.sku);
    if (owner !== undefined && owner !== item.code) problems.push({ path: `variants.${i}.sku`, key: 'sku_other_product' });
    const pair = `${v.color}/${v.size ?? ''}`;
    if (seen.has(pair)) problems.push({ path: `variants.${i}.size`, key: 'variant_duplicate' });
    seen.add(pair);
  });
  return problems;
}

/** Paths of SKUs and product codes given more than once in a batch (`3.code`, `4.variants.0.sku`). */
export function duplicatesInBatch(items: readonly ImportItem[]): PathProblem[] {
  const count = (keys: string[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const codes = count(items.map((i) => i.code));
  const skus = count(items.flatMap((i) => i.variants.map((v) => v.sku)));
  return items.flatMap((item, i) => [
    ...((codes.get(item.code) ?? 0) > 1 ? [{ path: `${i}.code`, key: 'code_duplicate' }] : []),
    ...item.variants.flatMap((v, j) => ((skus.get(v.sku) ?? 0) > 1 ? [{ path: `${i}.variants.${j}.sku`, key: 'sku_duplicate' }] : [])),
  ]);
}
