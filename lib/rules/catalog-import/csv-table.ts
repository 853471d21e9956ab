import Papa from 'papaparse';
import { decodeText, detectDelimiter } from './decode-text';

/**
 * A CSV file as a table of cells (the catalogue file, decision 0036; the pictures URL list,
 * decision 0045): UTF-8 with or without a byte-order mark, else Windows-1253 Greek; comma,
 * semicolon or tab, whichever the header line holds most of; quoted fields. Blank lines at the end
 * are dropped. A file holding a NUL is not text (null).
 */
export function csvTable(bytes: Uint8Array): string[][] | null {
  const { text } = decodeText(bytes);
  if (text.includes('\u0000')) return null;
  const result = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  const rows = result.data;
  while (rows.length && rows[rows.length - 1]!.every((c) => c === '')) rows.pop();
  return rows;
}
