import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import { PRODUCT_CODE } from '@/lib/rules/catalog/catalog-limits';
import { normalizeHeader } from './columns';
import { csvTable } from './csv-table';
import { pictureUrlProblem, type AllowEntry } from './picture-url-address';

/**
 * The rows of a pictures URL list (issue #45 item 3, decision 0045): a CSV file whose header is
 * `code,colour,url` (any order and case; `color` for `colour`; `colour` may be left out), one
 * picture a row. The colour is one of the shop's named colours as the variant grid names them
 * (`black`, `navy`…); blank: the picture is for every colour. Rows are stored in the file's order,
 * after the product's existing pictures.
 *
 * A file problem stops the whole file (no row is read): not text (file_unreadable), no row
 * (file_empty), more than PICTURE_URLS_MAX_ROWS rows (file_too_many_rows), a header with another
 * column, a column twice or without `code` and `url` (picture_urls_header_invalid). A row's problem
 * names that row: code_required, code_invalid, color_invalid, url_required, the URL's own problem
 * (picture-url-address.ts) or picture_url_duplicate (the same product, colour and URL as an earlier
 * row). Whether the product exists and has the colour is the import's to say (it reads the database).
 */
export const PICTURE_URLS_MAX_ROWS = 200;
/** The list file itself: 200 rows of URLs fit in far less. */
export const PICTURE_URLS_MAX_BYTES = 1024 * 1024;

export type PictureUrlFileProblem = 'file_unreadable' | 'file_empty' | 'file_too_many_rows' | 'picture_urls_header_invalid';
export type PictureUrlRow = { row: number; code: string; color: NamedColor | null; url: string; problem: string | null };
export type PictureUrlList = { fileProblems: PictureUrlFileProblem[]; rows: PictureUrlRow[] };

const COLUMNS: Record<string, 'code' | 'colour' | 'url'> = { code: 'code', colour: 'colour', color: 'colour', url: 'url' };

function columnsOf(header: readonly string[]): Record<'code' | 'colour' | 'url', number> | null {
  const at: Partial<Record<'code' | 'colour' | 'url', number>> = {};
  for (const [i, cell] of header.entries()) {
    const name = COLUMNS[normalizeHeader(cell)];
    if (!name || at[name] !== undefined) return null;
    at[name] = i;
  }
  return at.code === undefined || at.url === undefined ? null : { code: at.code, url: at.url, colour: at.colour ?? -1 };
}

function rowProblem(code: string, colour: string, url: string, allow: readonly AllowEntry[]): string | null {
  if (!code) return 'code_required';
  if (!PRODUCT_CODE.test(code)) return 'code_invalid';
  if (colour && !(NamedColors as readonly string[]).includes(colour)) return 'color_invalid';
  if (!url) return 'url_required';
  return pictureUrlProblem(url, allow);
}

/** A URL list's table of cells (header first) read into rows, each with its first problem. */
export function readPictureUrlTable(table: readonly (readonly string[])[], allow: readonly AllowEntry[]): PictureUrlList {
  const [header = [], ...body] = table;
  const columns = columnsOf(header);
  if (!columns) return { fileProblems: [header.length ? 'picture_urls_header_invalid' : 'file_empty'], rows: [] };
  const lines = body.map((cells, i) => ({ line: i + 2, cells })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (lines.length === 0) return { fileProblems: ['file_empty'], rows: [] };
  if (lines.length > PICTURE_URLS_MAX_ROWS) return { fileProblems: ['file_too_many_rows'], rows: [] };
  const seen = new Set<string>();
  const rows = lines.map(({ line, cells }): PictureUrlRow => {
    const code = (cells[columns.code] ?? '').trim().toUpperCase();
    const colour = (cells[columns.colour] ?? '').trim().toLowerCase();
    const url = (cells[columns.url] ?? '').trim();
    let problem = rowProblem(code, colour, url, allow);
    const color = !problem && colour ? (colour as NamedColor) : null;
    if (!problem) {
      const key = `${code}|${colour}|${new URL(url).href}`;
      if (seen.has(key)) problem = 'picture_url_duplicate';
      seen.add(key);
    }
    return { row: line, code, color, url, problem };
  });
  return { fileProblems: [], rows };
}

/** A URL list file (CSV bytes) read into rows. */
export function readPictureUrlFile(bytes: Uint8Array, allow: readonly AllowEntry[]): PictureUrlList {
  const table = csvTable(bytes);
  return table ? readPictureUrlTable(table, allow) : { fileProblems: ['file_unreadable'], rows: [] };
}
