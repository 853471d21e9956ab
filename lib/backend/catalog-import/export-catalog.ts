import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import type { CatalogExportQuery } from '@/lib/contract/catalog-import';
import { formatPartners, formatPrice } from '@/lib/rules/catalog-import/cell-values';
import { IMPORT_COLUMNS, type ImportColumn } from '@/lib/rules/catalog-import/columns';
import { escapeFormula } from '@/lib/rules/catalog-import/formula-escape';
import type { ApiDeps } from '../context';
import { loadExcel } from './parse-file';
import { brands, categories, partners, productVariants, products } from '../db/schema';

/**
 * The catalogue as a file in the import's columns (one row per variant, a product without variants
 * as one row), so an exported file imports as all unchanged. CSV in UTF-8 with a BOM (Excel then
 * reads Greek right); XLSX with prices, weights and stock as numbers. Text that a spreadsheet would run as a
 * formula is escaped (formula-escape.ts).
 */
type Cell = string | number | boolean | null;
export type ExportRow = Record<ImportColumn, Cell>;

export async function exportRows(deps: Pick<ApiDeps, 'db'>, query: Omit<CatalogExportQuery, 'format'>): Promise<ExportRow[]> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(categories.code, query.category));
  if (query.brand) where.push(eq(brands.code, query.brand));
  if (query.status) where.push(eq(products.status, query.status));
  const rows = await deps.db
    .select({ p: products, category: categories.code, brand: brands.code })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...where))
    .orderBy(asc(products.code));
  const ids = rows.map((r) => r.p.id);
  const variants = ids.length ? await deps.db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.id)) : [];
  const partnerCode = new Map((await deps.db.select({ id: partners.id, code: partners.code }).from(partners)).map((p) => [p.id, p.code]));
  const byProduct = new Map<number, typeof variants>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return rows.flatMap(({ p, category, brand }): ExportRow[] => {
    const product = {
      code: p.code, name_el: p.name.el, name_en: p.name.en, description_el: p.description.el, description_en: p.description.en,
      category, brand, kind: p.kind, tax_category: p.taxCategory, price_basis: p.priceBasis, price: p.priceCents / 100,
      discountable: p.discountable ? 'yes' : 'no', status: p.status,
      partners: formatPartners(p.partnerIds === null ? null : p.partnerIds.map((id) => partnerCode.get(id) ?? String(id))), release_date: p.releaseDate ?? '',
      weight_grams: p.weightGrams ?? '',
    };
    const own = byProduct.get(p.id) ?? [];
    if (!own.length) return [{ ...product, sku: '', color: '', size: '', stock: '', availability: '' }];
    return own.map((v) => ({ ...product, sku: v.sku, color: v.color, size: v.size ?? '', stock: v.stock, availability: v.availability }));
  });
}

export function toCsv(rows: readonly ExportRow[]): string {
  const data = rows.map((row) => IMPORT_COLUMNS.map((c) => {
    const value = c === 'price' && typeof row.price === 'number' ? formatPrice(Math.round(row.price * 100)) : row[c];
    return escapeFormula(value === null ? '' : String(value));
  }));
  return `\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}

export async function toXlsx(rows: readonly ExportRow[]): Promise<Uint8Array> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: c.startsWith('description') ? 40 : 16, ...(c === 'price' ? { style: { numFmt: '0.00' } } : {}) }));
  for (const row of rows) sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, escapeFormula(row[c])])));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
