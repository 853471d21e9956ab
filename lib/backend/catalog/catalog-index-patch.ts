import { allocateIndex, fillLookups } from './catalog-index';
import { compareProducts, copySlots, fillContext, fillProduct, fillVariants, PRODUCT_COLUMNS, soldByProduct, variantsByProduct, VARIANT_COLUMNS } from './catalog-index-fill';
import type { CatalogIndex, CatalogRows, ProductRow } from './catalog-index-types';
import { discountKey, fillPriceSlot, type PriceTable } from './partner-prices';

/**
 * The incremental update of the catalogue index (issue #45 item 4, docs/decisions/0038): a new
 * index made from the previous one and the rows of the products changed since it (the change
 * log, load-catalog-changes.ts), without loading the catalogue again.
 *
 * The products that did not change keep their order, so the new slot order is a merge of the
 * old slots (minus the changed ones) with the changed products' rows (minus the archived or
 * deleted ones), by code. Unchanged slots are copied in runs (one memcpy per typed array per run),
 * changed ones filled by the same functions as a build (catalog-index-fill.ts): every array of a
 * patched index equals a full build's of the same data (catalog-index-patch.property.api.test.ts).
 * The previous index is never written: readers holding it keep a consistent one. The memo
 * (partner prices, sort orders) starts empty as after a build; with no product changed it is kept.
 */
export type CatalogPatch = { version: string; productIds: readonly number[] } & Pick<CatalogRows, 'products' | 'variants' | 'sold'>;

type Segment = { from: number; to: number } | ProductRow;

/** The new slot order: runs of kept old slots and the changed products' rows, merged by code. */
function mergePlan(old: CatalogIndex, changed: ReadonlySet<number>, rows: readonly ProductRow[]): { plan: Segment[]; count: number; variants: number } {
  const plan: Segment[] = [];
  let count = 0;
  let variants = 0;
  let r = 0;
  let run = -1;
  const closeRun = (end: number) => {
    if (run < 0) return;
    plan.push({ from: run, to: end });
    variants += old.variantStart[end]! - old.variantStart[run]!;
    count += end - run;
    run = -1;
  };
  for (let s = 0; s < old.count; s++) {
    if (changed.has(old.id[s]!)) {
      closeRun(s);
      continue;
    }
    const slot = { code: old.code[s]!, id: old.id[s]! };
    if (r < rows.length && compareProducts(rows[r]!, slot) < 0) {
      closeRun(s);
      while (r < rows.length && compareProducts(rows[r]!, slot) < 0) plan.push(rows[r++]!);
    }
    if (run < 0) run = s;
  }
  closeRun(old.count);
  while (r < rows.length) plan.push(rows[r++]!);
  return { plan, count: count + rows.length, variants };
}

export function patchCatalogIndex(old: CatalogIndex, patch: CatalogPatch, buildMs = 0): CatalogIndex {
  if (patch.productIds.length === 0) return { ...old, version: patch.version, buildMs };
  const changed = new Set(patch.productIds);
  const rows = patch.products.filter((p) => changed.has(p.id)).sort(compareProducts);
  const variants = variantsByProduct(patch.variants);
  const sold = soldByProduct(patch.sold);
  const { plan, count, variants: keptVariants } = mergePlan(old, changed, rows);
  let m = keptVariants;
  for (const p of rows) m += variants.get(p.id)?.length ?? 0;

  const { categories, brands, categoryByCode, brandByCode, partnerDiscounts } = old;
  const index = allocateIndex({ version: patch.version, buildMs, categories, brands, categoryByCode, brandByCode, partnerDiscounts }, count, m);
  const ctx = fillContext(old, old);
  let i = 0;
  let j = 0;
  for (const segment of plan) {
    if ('from' in segment) {
      const n = segment.to - segment.from;
      const vFrom = old.variantStart[segment.from]!;
      const vCount = old.variantStart[segment.to]! - vFrom;
      for (const c of PRODUCT_COLUMNS) copySlots(c.get(index), i, c.get(old), segment.from, n);
      for (const c of VARIANT_COLUMNS) copySlots(c.get(index), j, c.get(old), vFrom, vCount);
      for (let k = 0; k < n; k++) index.variantStart[i + k] = old.variantStart[segment.from + k]! - vFrom + j;
      i += n;
      j += vCount;
    } else {
      fillProduct(index, i, segment, ctx);
      index.variantStart[i] = j;
      j = fillVariants(index, i, variants.get(segment.id) ?? [], j, ctx);
      index.sold[i] = sold.get(segment.id) ?? 0;
      i++;
    }
  }
  index.variantStart[count] = j;
  index.colorValues = ctx.colors.values;
  index.sizeValues = ctx.sizes.values;
  index.statusValues = ctx.statuses.values;
  fillLookups(index);
  carryPriceTables(old, index, plan);
  return index;
}

/**
 * The partner price tables the previous index had computed, carried over: unchanged slots copied,
 * changed ones computed (so the first request after a patch does not price every product again).
 */
function carryPriceTables(old: CatalogIndex, index: CatalogIndex, plan: readonly Segment[]): void {
  const discounts = new Map([[discountKey(null), null], ...[...old.partnerDiscounts.values()].map((d) => [discountKey(d), d] as const)]);
  for (const [key, value] of old.memo) {
    if (!key.startsWith('prices:')) continue;
    const previous = value as PriceTable;
    const discount = discounts.get(previous.key);
    if (discount === undefined) continue;
    const n = index.count;
    const table: PriceTable = { key: previous.key, listGross: new Int32Array(n), gross: new Int32Array(n), net: new Int32Array(n), vat: new Int32Array(n), discount: new Int32Array(n) };
    const arrays = ['listGross', 'gross', 'net', 'vat', 'discount'] as const;
    let i = 0;
    for (const segment of plan) {
      if ('from' in segment) {
        for (const a of arrays) copySlots(table[a], i, previous[a], segment.from, segment.to - segment.from);
        i += segment.to - segment.from;
      } else {
        fillPriceSlot(table, index, i++, discount);
      }
    }
    index.memo.set(key, table);
  }
}
