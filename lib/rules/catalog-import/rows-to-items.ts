import type { ImportItem, ImportVariant } from '@/lib/contract/catalog-import';
import { PRODUCT_COLUMNS, type Problem, type ProductColumn } from './columns';
import {
  parseAvailability, parseBoolean, parseCode, parseColor, parseDate, parseKind, parsePartners, parsePrice, parsePriceBasis,
  parseStatus, parseStock, parseTaxCategory, parseWeight, type Parsed,
} from './cell-values';
import { unescapeFormula } from './formula-escape';

/**
 * A file's rows (one per variant) as import items, one per product code, with every row's problems
 * by its line. A product's columns come from its first row; a later row leaves them blank or
 * repeats them (another value is product_mismatch). A row with no SKU, colour and stock names the
 * product alone. A SKU on two rows is sku_duplicate on both.
 */
export type FileRow = { line: number; cells: Readonly<Record<string, string>> };
export type ItemRows = { first: number; variants: number[] };
export type RowsResult = { items: ImportItem[]; rows: ItemRows[]; problems: Map<number, Problem[]> };

const MAX_TEXT = { name: 200, description: 20_000 };

function text(cell: string, column: string, max: number, required: boolean, problems: Problem[]): string {
  const value = cell.trim();
  if (required && !value) problems.push({ column, key: 'name_required' });
  if (value.length > max) problems.push({ column, key: 'text_too_long' });
  return value;
}

function take<T>(result: Parsed<T>, column: string, problems: Problem[], fallback: T): T {
  if (result.ok) return result.value;
  problems.push({ column, key: result.key });
  return fallback;
}

function productOf(cell: (c: ProductColumn) => string, problems: Problem[]): Omit<ImportItem, 'variants'> {
  return {
    code: take(parseCode(cell('code'), 'code'), 'code', problems, ''),
    name: { el: text(cell('name_el'), 'name_el', MAX_TEXT.name, true, problems), en: text(cell('name_en'), 'name_en', MAX_TEXT.name, true, problems) },
    description: { el: text(cell('description_el'), 'description_el', MAX_TEXT.description, false, problems), en: text(cell('description_en'), 'description_en', MAX_TEXT.description, false, problems) },
    category: take(parseCode(cell('category'), 'category'), 'category', problems, ''),
    brand: take(parseCode(cell('brand'), 'brand'), 'brand', problems, ''),
    kind: take(parseKind(cell('kind')), 'kind', problems, 'Product'),
    taxCategory: take(parseTaxCategory(cell('tax_category')), 'tax_category', problems, 'Normal'),
    priceBasis: take(parsePriceBasis(cell('price_basis')), 'price_basis', problems, 'AfterTaxes'),
    priceCents: take(parsePrice(cell('price')), 'price', problems, 0),
    discountable: take(parseBoolean(cell('discountable')), 'discountable', problems, true),
    status: take(parseStatus(cell('status')), 'status', problems, 'Published'),
    partners: take(parsePartners(cell('partners')), 'partners', problems, null),
    releaseDate: take(parseDate(cell('release_date')), 'release_date', problems, null),
    weightGrams: take(parseWeight(cell('weight_grams')), 'weight_grams', problems, null),
  };
}

function variantOf(cells: Readonly<Record<string, string>>, problems: Problem[]): ImportVariant | null {
  const get = (c: string) => cells[c] ?? '';
  if (!get('sku').trim() && !get('color').trim() && !get('stock').trim() && !get('size').trim()) return null;
  const stock = take(parseStock(get('stock')), 'stock', problems, 0);
  const size = get('size').trim().toUpperCase();
  return {
    sku: take(parseCode(get('sku'), 'sku'), 'sku', problems, ''),
    color: take(parseColor(get('color')), 'color', problems, 'black'),
    size: size || null,
    stock,
    availability: take(parseAvailability(get('availability'), stock), 'availability', problems, 'Available'),
  };
}

export function rowsToItems(fileRows: readonly FileRow[]): RowsResult {
  const problems = new Map<number, Problem[]>();
  const byCode = new Map<string, { item: ImportItem; rows: ItemRows; cells: Readonly<Record<string, string>> }>();
  const skuLines = new Map<string, number[]>();
  for (const row of fileRows) {
    const rowProblems: Problem[] = [];
    const cells = Object.fromEntries(Object.entries(row.cells).map(([k, v]) => [k, unescapeFormula(v)]));
    const code = (cells.code ?? '').trim().toUpperCase();
    const known = byCode.get(code);
    if (!known) {
      const product = productOf((c) => cells[c] ?? '', rowProblems);
      const entry = { item: { ...product, variants: [] as ImportVariant[] }, rows: { first: row.line, variants: [] as number[] }, cells };
      if (code) byCode.set(code, entry);
      addVariant(entry, cells, row.line, rowProblems, skuLines);
    } else {
      for (const column of PRODUCT_COLUMNS) {
        const value = (cells[column] ?? '').trim();
        if (value && value !== (known.cells[column] ?? '').trim()) rowProblems.push({ column, key: 'product_mismatch' });
      }
      addVariant(known, cells, row.line, rowProblems, skuLines);
    }
    if (rowProblems.length) problems.set(row.line, rowProblems);
  }
  for (const [, lines] of skuLines) {
    if (lines.length < 2) continue;
    for (const line of lines) problems.set(line, [...(problems.get(line) ?? []), { column: 'sku', key: 'sku_duplicate' }]);
  }
  const entries = [...byCode.values()];
  return { items: entries.map((e) => e.item), rows: entries.map((e) => e.rows), problems };
}

function addVariant(
  entry: { item: ImportItem; rows: ItemRows },
  cells: Readonly<Record<string, string>>,
  line: number,
  problems: Problem[],
  skuLines: Map<string, number[]>,
): void {
  const variant = variantOf(cells, problems);
  if (!variant) return;
  entry.item.variants.push(variant);
  entry.rows.variants.push(line);
  if (variant.sku) skuLines.set(variant.sku, [...(skuLines.get(variant.sku) ?? []), line]);
}
