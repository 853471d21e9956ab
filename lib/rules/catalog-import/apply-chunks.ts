import type { Problem } from './columns';
import type { ItemRows } from './rows-to-items';

/**
 * How a checked catalogue file is written (decision 0043): in chunks of a few dozen products, one
 * transaction each, so that on PGlite's single connection the shop's queries wait at most one
 * chunk's write. The ranges cover `total` items in order, each at most `size` long.
 */
export function chunkRanges(total: number, size: number): { start: number; end: number }[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const ranges: { start: number; end: number }[] = [];
  for (let start = 0; start < total; start += size) ranges.push({ start, end: Math.min(total, start + size) });
  return ranges;
}

const ITEM_FIELD_COLUMN: Record<string, string> = { code: 'code', category: 'category', brand: 'brand', partners: 'partners' };

/**
 * The file cell of an item's problem path (`category`, `variants.2.size`): a product field is on
 * the item's first line, a variant's field on that variant's line (its SKU column when the path
 * names the variant alone).
 */
export function problemCell(rows: ItemRows, path: string, key: string): { line: number; problem: Problem } {
  const [head, index, field] = path.split('.');
  if (head === 'variants') return { line: rows.variants[Number(index)] ?? rows.first, problem: { column: field ?? 'sku', key } };
  return { line: rows.first, problem: { column: ITEM_FIELD_COLUMN[head ?? ''] ?? head ?? '', key } };
}

/**
 * The refusal of a chunk that failed while a file was applied, as `rows.<line>.<column>` keys: the
 * batch writer's `items.<i>.<path>` keys, `i` counted from the chunk's first item `start`.
 */
export function chunkProblemFields(fields: Readonly<Record<string, string>>, rowsOfItems: readonly ItemRows[], start: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, key] of Object.entries(fields)) {
    const match = /^items\.(\d+)\.(.+)$/.exec(name);
    const rows = match && rowsOfItems[start + Number(match[1])];
    if (!match || !rows) continue;
    const { line, problem } = problemCell(rows, match[2]!, key);
    out[`rows.${line}.${problem.column}`] = problem.key;
  }
  return out;
}
