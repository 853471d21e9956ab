/**
 * The columns of a catalogue file (issue #45 item 3; README "Bringing a real catalogue"): one row
 * per variant; the product's columns are repeated on each of its rows (the export does), or left
 * blank after its first row. The import reads these and only these; the export writes them in this
 * order, so an exported file imports as all unchanged.
 */
export const PRODUCT_COLUMNS = [
  'code', 'name_el', 'name_en', 'description_el', 'description_en', 'category', 'brand', 'kind',
  'tax_category', 'price_basis', 'price', 'discountable', 'status', 'partners', 'release_date', 'weight_grams',
] as const;
export const VARIANT_COLUMNS = ['sku', 'color', 'size', 'stock', 'availability'] as const;
export const IMPORT_COLUMNS = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Columns a file must have (the others may be left out: their defaults apply to a new product). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['code', 'name_el', 'name_en', 'category', 'brand', 'tax_category', 'price_basis', 'price', 'sku', 'color', 'stock'];

export type Problem = { column: string; key: string };

/** A header cell as a column name: trimmed, lower-case, spaces and hyphens as underscores. */
export const normalizeHeader = (cell: string): string => cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The header's problems: a column the import does not know, one given twice, a required one missing. */
export function checkHeader(header: readonly string[]): Problem[] {
  const names = header.map(normalizeHeader);
  const known = new Set<string>(IMPORT_COLUMNS);
  const problems: Problem[] = [];
  names.forEach((name, i) => {
    if (!known.has(name)) problems.push({ column: header[i] ?? name, key: 'unknown_column' });
    else if (names.indexOf(name) !== i) problems.push({ column: name, key: 'column_duplicate' });
  });
  for (const column of REQUIRED_COLUMNS) if (!names.includes(column)) problems.push({ column, key: 'missing_column' });
  return problems;
}
