import { ClothingSizes, FootwearSizes, NamedColors, StockAvailability, type SizeKind } from '@/lib/contract/enums';
import type { StaffVariant } from '@/lib/contract/staff-catalog';

/**
 * A product's variants as the editor's colour × size grid (issue #45 item 1). Pure. Rows are
 * colours, columns the sizes of the category's size kind (none: one column, the variant has no
 * size); each cell has a SKU, a stock and an availability. A cell with neither SKU nor stock is
 * no variant; one with a stock but no SKU gets the shop's SKU (`CODE-COLOUR-SIZE`, as the seed's).
 * A variant's cell also keeps the stock it was read at (`seen`, a hidden field), sent as
 * `expectedStock`: the API refuses the grid when an order moved that stock since (decision 0041).
 * Form fields: `gridColor` and `gridSize` (repeated), and `cell.{colour}.{size}.{sku|stock|availability|seen}`.
 */
export type GridCell = { sku: string; stock: string; availability: string; seen?: string };
export type VariantGrid = { colors: string[]; sizes: string[]; cells: Record<string, GridCell> };
export type CellPart = keyof GridCell;
export type VariantInput = { sku: unknown; color: string; size: string | null; stock: unknown; availability: string; expectedStock?: number };

export const emptyGrid = (): VariantGrid => ({ colors: [], sizes: [], cells: {} });

/** The sizes of a size kind, in the order the storefront shows them. */
export const sizesOfKind = (kind: SizeKind): readonly string[] => (kind === 'Clothing' ? ClothingSizes : kind === 'Footwear' ? FootwearSizes : []);

const SIZE_ORDER: readonly string[] = [...ClothingSizes, ...FootwearSizes];
const bySizeOrder = (a: string, b: string) => SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b);

export const cellKey = (color: string, size: string | null) => `${color}.${size ?? ''}`;
export const cellField = (color: string, size: string | null, part: CellPart) => `cell.${cellKey(color, size)}.${part}`;
/** The grid's columns: its sizes, or the one column of a product without sizes. */
export const columnsOf = (grid: VariantGrid): (string | null)[] => (grid.sizes.length ? grid.sizes : [null]);

export function gridOf(variants: readonly StaffVariant[]): VariantGrid {
  const colors = NamedColors.filter((c) => variants.some((v) => v.color === c));
  const sizes = [...new Set(variants.flatMap((v) => (v.size ? [v.size] : [])))].sort(bySizeOrder);
  const cells = Object.fromEntries(variants.map((v) => [cellKey(v.color, v.size), { sku: v.sku, stock: String(v.stock), availability: v.availability, seen: String(v.stock) }]));
  return { colors, sizes, cells };
}

export function readGrid(form: FormData): VariantGrid {
  const list = (name: string, allowed: readonly string[]) => [...new Set(form.getAll(name).filter((v): v is string => typeof v === 'string' && allowed.includes(v)))];
  const colors = list('gridColor', NamedColors);
  const sizes = list('gridSize', SIZE_ORDER).sort(bySizeOrder);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  const cells: Record<string, GridCell> = {};
  for (const color of colors) {
    for (const size of sizes.length ? sizes : [null]) {
      const seen = text(cellField(color, size, 'seen'), 20);
      cells[cellKey(color, size)] = { sku: text(cellField(color, size, 'sku'), 80), stock: text(cellField(color, size, 'stock'), 20), availability: text(cellField(color, size, 'availability'), 20), ...(seen ? { seen } : {}) };
    }
  }
  return { colors, sizes, cells };
}

/** The shop's SKU of a variant: the product code, the colour and the size, in capitals. */
export const suggestedSku = (code: string, color: string, size: string | null): string => [code.trim(), color, size].filter(Boolean).join('-').toUpperCase();

/**
 * The variants the grid says the product should have, in the grid's order (the API's row numbers
 * of its field keys count in this order). Text that is not a number stays text, so the API names it.
 */
export function toVariantInputs(grid: VariantGrid, code: string): VariantInput[] {
  const inputs: VariantInput[] = [];
  for (const color of grid.colors) {
    for (const size of columnsOf(grid)) {
      const cell = grid.cells[cellKey(color, size)];
      if (!cell || (cell.sku.trim() === '' && cell.stock.trim() === '')) continue;
      const stock = cell.stock.trim();
      inputs.push({
        sku: cell.sku.trim() || suggestedSku(code, color, size),
        color,
        size,
        stock: stock === '' ? 0 : /^\d{1,9}$/.test(stock) ? Number(stock) : stock,
        availability: (StockAvailability as readonly string[]).includes(cell.availability) ? cell.availability : 'Available',
        ...(cell.seen && /^\d{1,9}$/.test(cell.seen) ? { expectedStock: Number(cell.seen) } : {}),
      });
    }
  }
  return inputs;
}

/** Whether the grid asks for exactly the variants the product has (then nothing is sent). */
export function sameVariants(inputs: readonly VariantInput[], variants: readonly StaffVariant[]): boolean {
  const line = (v: { sku: unknown; color: string; size: string | null; stock: unknown; availability: string }) => [String(v.sku).toUpperCase(), v.color, v.size ?? '', String(v.stock), v.availability].join('|');
  const current = new Set(variants.map(line));
  return inputs.length === variants.length && inputs.every((input) => current.has(line(input)));
}

/** The grid cell of an API field key `variants.N.{sku|stock|availability|color|size}` (colour and size problems show at the SKU). */
export function gridFieldOf(apiField: string, sent: readonly { color: string; size: string | null }[]): string | undefined {
  const m = /^variants\.(\d+)\.(\w+)$/.exec(apiField);
  const row = m ? sent[Number(m[1])] : undefined;
  if (!m || !row) return undefined;
  const part: CellPart = m[2] === 'stock' || m[2] === 'expectedStock' ? 'stock' : m[2] === 'availability' ? m[2] : 'sku';
  return cellField(row.color, row.size, part);
}

/**
 * After a 409 stock_changed: the cells the API named take the stock now as the stock read
 * (`params['variants.N.stock'].current`), so that the editor, told the number, saves what they
 * typed knowingly on the next try. What was typed stays.
 */
export function withStockNow(grid: VariantGrid, params: Record<string, Record<string, string | number>> | undefined, sent: readonly { color: string; size: string | null }[]): VariantGrid {
  const cells = { ...grid.cells };
  for (const [field, values] of Object.entries(params ?? {})) {
    const m = /^variants\.(\d+)\.stock$/.exec(field);
    const row = m ? sent[Number(m[1])] : undefined;
    const key = row && cellKey(row.color, row.size);
    if (key && cells[key] && typeof values.current === 'number') cells[key] = { ...cells[key], seen: String(values.current) };
  }
  return { ...grid, cells };
}
