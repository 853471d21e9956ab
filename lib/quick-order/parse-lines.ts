import Papa from 'papaparse';
import { CART_LINE_QUANTITY_MAX, QUICK_ORDER_CELL_MAX, QUICK_ORDER_MAX_LINES } from '@/lib/contract/limits';

/**
 * Quick order (issue #18 item 1): the lines a shopper pastes from a spreadsheet or uploads as a
 * CSV, read into rows of product code, colour, size and quantity. Pure, for the browser (the
 * editor shows what it read) and the tests; the API checks every line again.
 *
 * What it takes: tab (a spreadsheet's copy), semicolon (a Greek-locale CSV) or comma separated
 * cells, quoted or not, with or without a header row (`code,color,size,quantity`, in English or
 * Greek, in any order), a UTF-8 byte-order mark, Windows line ends. Without a header a row of four
 * cells is code, colour, size, quantity; of three, code, size, quantity; of two, code, quantity;
 * of one, a code (quantity 1). Blank rows are skipped.
 */
export { QUICK_ORDER_MAX_LINES };

export type QuickOrderRow = { row: number; code: string; color: string; size: string; quantity: string };
export type QuickOrderLineError = 'code_missing' | 'quantity_invalid' | 'cell_too_long' | 'cells_too_many';
export type ParsedRow = QuickOrderRow & { error?: QuickOrderLineError };
export type ParseResult =
  | { ok: true; rows: ParsedRow[] }
  | { ok: false; error: 'not_text' | 'empty' | 'too_many_lines' | 'columns_unknown'; lines?: number; columns?: string[] };

type Column = 'code' | 'color' | 'size' | 'quantity';
const HEADER_NAMES: Record<string, Column> = {
  code: 'code', sku: 'code', product: 'code', 'product code': 'code', κωδικος: 'code', 'κωδικος προϊοντος': 'code',
  color: 'color', colour: 'color', χρωμα: 'color',
  size: 'size', μεγεθος: 'size',
  quantity: 'quantity', qty: 'quantity', ποσοτητα: 'quantity', τεμαχια: 'quantity',
};
const BY_COUNT: Record<number, Column[]> = {
  1: ['code'],
  2: ['code', 'quantity'],
  3: ['code', 'size', 'quantity'],
  4: ['code', 'color', 'size', 'quantity'],
};

/** Lower case, no accents, single spaces: how names and codes are compared. */
export const normalizeKey = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Text with NUL or other control characters (not tab or line ends), or undecodable bytes, is not a list of lines. */
const looksBinary = (text: string): boolean => /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(text);

function headerColumns(cells: string[]): { columns: Column[] } | { unknown: string[] } | undefined {
  const keys = cells.map((cell) => HEADER_NAMES[normalizeKey(cell)]);
  const known = keys.filter(Boolean).length;
  if (known === 0) return undefined; // no header: the first row is a line
  const unknown = cells.filter((cell, i) => !keys[i] && cell.trim() !== '');
  if (unknown.length > 0 || !keys.includes('code')) return { unknown: unknown.length > 0 ? unknown : cells };
  return { columns: keys as Column[] };
}

function quantityError(quantity: string): boolean {
  if (!/^\d{1,3}$/.test(quantity)) return true;
  const n = Number(quantity);
  return n < 1 || n > CART_LINE_QUANTITY_MAX;
}

export function parseOrderLines(input: string): ParseResult {
  const text = input.replace(/^\uFEFF/, '');
  if (looksBinary(text)) return { ok: false, error: 'not_text' };
  const lineCount = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
  if (lineCount === 0) return { ok: false, error: 'empty' };
  // A header row does not count against the limit.
  if (lineCount > QUICK_ORDER_MAX_LINES + 1) return { ok: false, error: 'too_many_lines', lines: lineCount };
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: ['\t', ';', ','], skipEmptyLines: 'greedy' });
  const table = parsed.data.map((cells) => cells.map((cell) => cell.trim()));
  if (table.length === 0) return { ok: false, error: 'empty' };

  const header = headerColumns(table[0]!);
  if (header && 'unknown' in header) return { ok: false, error: 'columns_unknown', columns: header.unknown };
  const body = header ? table.slice(1) : table;
  if (body.length > QUICK_ORDER_MAX_LINES) return { ok: false, error: 'too_many_lines', lines: body.length };
  if (body.length === 0) return { ok: false, error: 'empty' };

  // Without a header every row is read the same way: by the widest row (a CSV keeps its empty cells).
  const width = Math.min(4, Math.max(...body.map((cells) => cells.findLastIndex((cell) => cell !== '') + 1)));
  const columns = header?.columns ?? BY_COUNT[Math.max(1, width)]!;
  const rows = body.map((cells, index): ParsedRow => {
    const row = index + 1;
    const value = (name: Column) => cells[columns.indexOf(name)] ?? '';
    const line: QuickOrderRow = { row, code: value('code'), color: value('color'), size: value('size'), quantity: columns.includes('quantity') ? value('quantity') : '1' };
    if (cells.slice(columns.length).some((cell) => cell !== '')) return { ...line, error: 'cells_too_many' };
    const error = lineError(line);
    return error ? { ...line, error } : line;
  });
  return { ok: true, rows };
}

/** What is wrong with a line as typed, before the shop is asked. */
export function lineError(line: Omit<QuickOrderRow, 'row'>): QuickOrderLineError | undefined {
  if ([line.code, line.color, line.size].some((cell) => cell.length > QUICK_ORDER_CELL_MAX)) return 'cell_too_long';
  if (line.code.trim() === '') return 'code_missing';
  if (quantityError(line.quantity.trim())) return 'quantity_invalid';
  return undefined;
}
