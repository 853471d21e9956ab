import 'server-only';
import type ExcelJS from 'exceljs';
import { checkHeader, normalizeHeader, type Problem } from '@/lib/rules/catalog-import/columns';
import { csvTable } from '@/lib/rules/catalog-import/csv-table';
import type { FileRow } from '@/lib/rules/catalog-import/rows-to-items';

/**
 * A catalogue file's rows: XLSX (its first sheet; told by the ZIP signature) or CSV (UTF-8 with or
 * without BOM, or Windows-1253 Greek; comma, semicolon or tab; quoted fields). Line 1 is the header;
 * a row's line is its line in the sheet (a CSV row with a quoted line break counts as one row).
 */
export const IMPORT_MAX_ROWS = 250_000;
export type ParsedFile = { header: string[]; rows: FileRow[]; problems: Problem[] };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export async function parseImportFile(bytes: Uint8Array): Promise<ParsedFile> {
  const table = isZip(bytes) ? await readXlsx(bytes) : csvTable(bytes);
  if (!table) return { header: [], rows: [], problems: [{ column: '', key: 'file_unreadable' }] };
  const [headerCells = [], ...body] = table;
  const header = headerCells.map(normalizeHeader);
  const problems = headerCells.length ? checkHeader(headerCells) : [{ column: '', key: 'file_empty' }];
  if (body.length > IMPORT_MAX_ROWS) problems.push({ column: '', key: 'file_too_many_rows' });
  if (problems.length) return { header, rows: [], problems };
  const rows = body
    .map((cells, i) => ({ line: i + 2, cells: Object.fromEntries(header.map((name, j) => [name, cells[j] ?? ''])) }))
    .filter((row) => Object.values(row.cells).some((v) => v.trim() !== ''));
  return { header, rows, problems: rows.length ? [] : [{ column: '', key: 'file_empty' }] };
}

async function readXlsx(bytes: Uint8Array): Promise<string[][] | null> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let col = 1; col <= Math.max(row.cellCount, sheet.columnCount); col += 1) cells.push(cellText(row.getCell(col).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * exceljs is loaded when a spreadsheet is read, not with the API: its `tmp` dependency hangs a
 * process 'exit' listener, which in jest kept every API test file's modules alive (the suite's
 * workers grew ~25 MB a file and ran twice as slow; docs/decisions/0040).
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}
