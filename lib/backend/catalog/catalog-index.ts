import type { ProductTaxCategory } from '@/lib/rules/pricing';
import { fillContext, fillProduct, fillVariants, soldByProduct, variantsByProduct, compareProducts } from './catalog-index-fill';
import { STATUS_PREFERENCE, TAX_CATEGORIES, type CatalogIndex, type CatalogRows } from './catalog-index-types';

/**
 * The in-memory catalogue index (DESIGN §9; its shape in catalog-index-types.ts): built whole from
 * the database's rows here, patched per changed product in catalog-index-patch.ts (issue #45).
 */
export { NO_VALUE, STATUS_PREFERENCE } from './catalog-index-types';
export type { BrandEntry, CatalogIndex, CatalogRows, CategoryEntry, ProductRow, VariantRow } from './catalog-index-types';

export const taxCategoryOf = (index: CatalogIndex, i: number): ProductTaxCategory => TAX_CATEGORIES[index.taxCategory[i]!]!;
export const isVisibleTo = (index: CatalogIndex, i: number, partnerId: number): boolean => {
  const ids = index.partnerIds[i]!;
  return ids === null || ids.includes(partnerId);
};

/** An index of `n` product slots and `m` variant slots, every array zeroed (`variantStart` too). */
export function allocateIndex(base: Pick<CatalogIndex, 'version' | 'buildMs' | 'categories' | 'brands' | 'categoryByCode' | 'brandByCode' | 'partnerDiscounts'>, n: number, m: number): CatalogIndex {
  return {
    ...base,
    count: n,
    colorValues: [],
    sizeValues: [],
    statusValues: [],
    id: new Int32Array(n),
    code: new Array<string>(n),
    eurl: new Array<string>(n),
    name: { el: new Array<string>(n), en: new Array<string>(n) },
    search: new Array<string>(n),
    imagePath: new Array<string>(n),
    sizeKind: new Uint8Array(n),
    category: new Uint16Array(n),
    brand: new Uint16Array(n),
    partnerIds: new Array<readonly number[] | null>(n),
    priceCents: new Int32Array(n),
    priceGross: new Uint8Array(n),
    taxCategory: new Uint8Array(n),
    discountable: new Uint8Array(n),
    createdMs: new Float64Array(n),
    releaseDay: new Float64Array(n),
    colorMask: new Int32Array(n),
    sizeMask: new Int32Array(n),
    statusMask: new Int32Array(n),
    stock: new Int32Array(n),
    sold: new Int32Array(n),
    bestStatus: new Uint8Array(n).fill(STATUS_PREFERENCE.indexOf('NotAvailable')),
    variantStart: new Int32Array(n + 1),
    variantId: new Int32Array(m),
    variantSku: new Array<string>(m),
    variantColor: new Uint8Array(m),
    variantSize: new Uint8Array(m),
    variantStatus: new Uint8Array(m),
    variantStock: new Int32Array(m),
    byId: new Map(),
    byCode: new Map(),
    byEurl: new Map(),
    memo: new Map(),
  };
}

/** The id, code and URL lookups over every slot (a later slot wins a shared code, as ever). */
export function fillLookups(index: CatalogIndex): void {
  for (let i = 0; i < index.count; i++) {
    index.byId.set(index.id[i]!, i);
    index.byCode.set(index.code[i]!, i);
    index.byEurl.set(index.eurl[i]!, i);
  }
}

export function buildCatalogIndex(rows: CatalogRows, buildMs = 0): CatalogIndex {
  const products = [...rows.products].sort(compareProducts);
  const variants = variantsByProduct(rows.variants);
  let m = 0;
  for (const p of products) m += variants.get(p.id)?.length ?? 0;
  const index = allocateIndex(
    {
      version: rows.version,
      buildMs,
      categories: rows.categories,
      brands: rows.brands,
      categoryByCode: new Map(rows.categories.map((c, i) => [c.code, i])),
      brandByCode: new Map(rows.brands.map((b, i) => [b.code, i])),
      partnerDiscounts: new Map(rows.partners.map((p) => [p.id, p.discount])),
    },
    products.length,
    m,
  );
  const ctx = fillContext(rows);
  const sold = soldByProduct(rows.sold);
  let j = 0;
  products.forEach((p, i) => {
    fillProduct(index, i, p, ctx);
    index.variantStart[i] = j;
    j = fillVariants(index, i, variants.get(p.id) ?? [], j, ctx);
    index.sold[i] = sold.get(p.id) ?? 0;
  });
  index.variantStart[products.length] = j;
  index.colorValues = ctx.colors.values;
  index.sizeValues = ctx.sizes.values;
  index.statusValues = ctx.statuses.values;
  fillLookups(index);
  return index;
}
