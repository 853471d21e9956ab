import type { SizeKind, StockAvailability } from '@/lib/contract/enums';
import { ClothingSizes, FootwearSizes } from '@/lib/contract/enums';

/**
 * A product's colour × size grid as staff set it (issue #45 item 1, decision 0033): the full list
 * of variants it should have, compared with the variants it has, by SKU. A variant left out is
 * deleted, unless a cart, an order, an order list, a quote or a bundle holds it: then it stays,
 * with stock 0 and NotAvailable (`retire`), so that what was sold still names it. A retired
 * variant's colour and size stay taken: a new SKU for the same colour and size is refused
 * (`variant_duplicate`; keep the old SKU instead).
 */
export type GridVariant = { sku: string; color: string; size: string | null; stock: number; availability: StockAvailability };
export type CurrentVariant = GridVariant & { id: number; inUse: boolean };

export type GridPlan = {
  add: GridVariant[];
  change: { id: number; before: GridVariant; after: GridVariant }[];
  remove: CurrentVariant[];
  retire: { id: number; before: GridVariant; after: GridVariant }[];
};

/** The sizes a size kind allows (None: no size at all). */
export function sizesOf(kind: SizeKind): readonly string[] {
  return kind === 'Clothing' ? ClothingSizes : kind === 'Footwear' ? FootwearSizes : [];
}

/** The problem of a size under a size kind, or undefined. */
export function sizeProblem(kind: SizeKind, size: string | null): 'size_required' | 'size_not_in_kind' | undefined {
  if (kind === 'None') return size === null ? undefined : 'size_not_in_kind';
  if (size === null) return 'size_required';
  return sizesOf(kind).includes(size) ? undefined : 'size_not_in_kind';
}

const cellOf = (v: { color: string; size: string | null }) => `${v.color}\u0000${v.size ?? ''}`;
const same = (a: GridVariant, b: GridVariant) => a.sku === b.sku && a.color === b.color && a.size === b.size && a.stock === b.stock && a.availability === b.availability;
const pick = ({ sku, color, size, stock, availability }: GridVariant): GridVariant => ({ sku, color, size, stock, availability });

/** Field keys per row (`variants.N.sku` …) for what the grid itself gets wrong; empty when it is well-formed. */
export function gridProblems(kind: SizeKind, desired: readonly GridVariant[], current: readonly CurrentVariant[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const skus = new Set<string>();
  const cells = new Set<string>();
  const wanted = new Set(desired.map((v) => v.sku));
  // Retired variants (in use, left out) keep their cell.
  for (const v of current) if (v.inUse && !wanted.has(v.sku)) cells.add(cellOf(v));
  desired.forEach((v, i) => {
    const size = sizeProblem(kind, v.size);
    if (size) problems[`variants.${i}.size`] = size;
    if (skus.has(v.sku)) problems[`variants.${i}.sku`] = 'sku_duplicate';
    else if (cells.has(cellOf(v))) problems[`variants.${i}.color`] = 'variant_duplicate';
    skus.add(v.sku);
    cells.add(cellOf(v));
  });
  return problems;
}

/** What to write: new variants, changed ones, ones to delete, and in-use ones to retire. Call on a grid without problems. */
export function planGrid(desired: readonly GridVariant[], current: readonly CurrentVariant[]): GridPlan {
  const bySku = new Map(current.map((v) => [v.sku, v]));
  const wanted = new Set(desired.map((v) => v.sku));
  const plan: GridPlan = { add: [], change: [], remove: [], retire: [] };
  for (const v of desired) {
    const found = bySku.get(v.sku);
    if (!found) plan.add.push(pick(v));
    else if (!same(found, v)) plan.change.push({ id: found.id, before: pick(found), after: pick(v) });
  }
  for (const v of current) {
    if (wanted.has(v.sku)) continue;
    if (!v.inUse) plan.remove.push(v);
    else if (v.stock !== 0 || v.availability !== 'NotAvailable') plan.retire.push({ id: v.id, before: pick(v), after: { ...pick(v), stock: 0, availability: 'NotAvailable' } });
  }
  return plan;
}

/** Whether a plan changes anything. */
export const gridChanges = (plan: GridPlan) => plan.add.length + plan.change.length + plan.remove.length + plan.retire.length > 0;

/** A grid row as sent: the stock it sets and, for a variant that exists, the stock the editor read (`expectedStock`). */
export type GridStockRow = { sku: string; stock: number; expectedStock?: number };
export type GridStockCheck = {
  /** 400: a stock change of an existing variant that does not name the stock it was read at (`variants.N.expectedStock`). */
  unnamed: Record<string, string>;
  /** 409: rows whose stock an order moved since it was read (`variants.N.stock`: stock_changed)… */
  moved: Record<string, string>;
  /** …each with the stock now (`params['variants.N.stock'].current`). */
  now: Record<string, { current: number }>;
};

/**
 * Stock is compare-and-set in the grid (decision 0041): orders move a variant's stock at any time,
 * so a row that changes an existing variant's stock must name the stock it was read at, and a row
 * that names one is refused when the stock now differs (whatever it sets). A row that leaves the
 * stock as it is now, and a new variant, need none.
 */
export function gridStockCheck(desired: readonly GridStockRow[], current: readonly Pick<CurrentVariant, 'sku' | 'stock'>[]): GridStockCheck {
  const stockNow = new Map(current.map((v) => [v.sku, v.stock]));
  const check: GridStockCheck = { unnamed: {}, moved: {}, now: {} };
  desired.forEach((row, i) => {
    const now = stockNow.get(row.sku);
    if (now === undefined) return;
    if (row.expectedStock === undefined) {
      if (row.stock !== now) check.unnamed[`variants.${i}.expectedStock`] = 'expected_stock_required';
    } else if (row.expectedStock !== now) {
      check.moved[`variants.${i}.stock`] = 'stock_changed';
      check.now[`variants.${i}.stock`] = { current: now };
    }
  });
  return check;
}
