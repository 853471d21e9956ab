import type { CatalogIndex } from '../catalog/catalog-index';
import { PRODUCT_COLUMNS, VARIANT_COLUMNS } from '../catalog/catalog-index-fill';

/**
 * Every array of a catalogue index as plain values, for comparing a patched index with a full
 * build (issue #45 item 4): per product and per variant column, the slot order, the lookups, the
 * value tables. Colours, sizes and states are compared as the values they stand for (an unknown
 * value's position in its table depends on the order it was met in). NaN compares equal to NaN.
 */
export function indexSnapshot(index: CatalogIndex) {
  const valueOf = (table: readonly string[]) => (position: number) => (position === 255 ? null : table[position]);
  const decoded: Record<string, (position: number) => unknown> = {
    variantColor: valueOf(index.colorValues),
    variantSize: valueOf(index.sizeValues),
    variantStatus: valueOf(index.statusValues),
  };
  const columns: Record<string, unknown[]> = {};
  const named = (c: (typeof PRODUCT_COLUMNS)[number]) => Object.entries(index).find(([, value]) => value === c.get(index))?.[0] ?? (c.get(index) === index.name.el ? 'name.el' : 'name.en');
  for (const c of PRODUCT_COLUMNS) columns[named(c)] = Array.from(c.get(index) as ArrayLike<unknown>, (v) => (Number.isNaN(v) ? 'NaN' : v));
  for (const c of VARIANT_COLUMNS) {
    const name = named(c);
    const decode = decoded[name];
    columns[name] = Array.from(c.get(index) as ArrayLike<unknown>, (v) => (decode ? decode(v as number) : v));
  }
  return {
    version: index.version,
    count: index.count,
    columns,
    variantStart: Array.from(index.variantStart),
    byId: [...index.byId].sort((a, b) => a[0] - b[0]),
    byCode: [...index.byCode].sort(),
    byEurl: [...index.byEurl].sort(),
    categories: index.categories,
    brands: index.brands,
    partnerDiscounts: [...index.partnerDiscounts],
  };
}
