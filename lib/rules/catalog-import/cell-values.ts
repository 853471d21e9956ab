import { NamedColors, PriceBasis, ProductKind, StockAvailability } from '@/lib/contract/enums';
import { ImportStatuses, ImportTaxCategories } from '@/lib/contract/catalog-import';
import { PRODUCT_CODE, SKU_FORMAT } from '@/lib/rules/catalog/catalog-limits';
import { PRODUCT_WEIGHT_MAX_GRAMS } from '@/lib/rules/parcel-weight';

/**
 * A file cell as the value the import stores, or the problem key that names why it cannot be.
 * Money in a file is in euros with a dot or a comma before the cents ("12.50", "12,50"); the JSON
 * API takes cents. Enumerations are matched without regard to case.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; key: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(key: string): Parsed<T> => ({ ok: false, key });

export function parsePrice(cell: string): Parsed<number> {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(cell.trim().replace(/\s*€$/, ''));
  if (!m) return bad('price_invalid');
  return ok(Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')));
}

/** Cents as the file writes them: "12.50". */
export const formatPrice = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function parseStock(cell: string): Parsed<number> {
  const value = cell.trim();
  return /^\d{1,7}$/.test(value) ? ok(Number(value)) : bad('stock_invalid');
}

function oneOf<T extends string>(values: readonly T[], key: string, fallback?: T) {
  return (cell: string): Parsed<T> => {
    const value = cell.trim();
    if (!value && fallback !== undefined) return ok(fallback);
    const found = values.find((v) => v.toLowerCase() === value.toLowerCase());
    return found ? ok(found) : bad(key);
  };
}

export const parseKind = oneOf(ProductKind, 'kind_invalid', 'Product');
export const parseTaxCategory = oneOf(ImportTaxCategories, 'tax_category_invalid');
export const parsePriceBasis = oneOf(PriceBasis, 'price_basis_invalid');
export const parseStatus = oneOf(ImportStatuses, 'status_invalid', 'Published');
export const parseColor = oneOf(NamedColors, 'color_invalid');

/** Blank: Available when there is stock, Exhausted when not (as the stock API does). */
export function parseAvailability(cell: string, stock: number): Parsed<(typeof StockAvailability)[number]> {
  if (!cell.trim()) return ok(stock > 0 ? 'Available' : 'Exhausted');
  return oneOf(StockAvailability, 'availability_invalid')(cell);
}

const TRUE = ['yes', 'true', '1', 'ναι', 'y'];
const FALSE = ['no', 'false', '0', 'όχι', 'οχι', 'n'];
export function parseBoolean(cell: string): Parsed<boolean> {
  const value = cell.trim().toLowerCase();
  if (!value || TRUE.includes(value)) return ok(true);
  return FALSE.includes(value) ? ok(false) : bad('discountable_invalid');
}

/** Blank or "*": every partner (null); else partner codes separated by "|". */
export function parsePartners(cell: string): Parsed<string[] | null> {
  const value = cell.trim();
  if (!value || value === '*') return ok(null);
  const codes = [...new Set(value.split('|').map((c) => c.trim().toLowerCase()).filter(Boolean))];
  return codes.length && codes.every((c) => /^[a-z0-9-]{1,64}$/.test(c)) ? ok(codes.sort()) : bad('partners_invalid');
}
export const formatPartners = (codes: readonly string[] | null): string => (codes === null ? '*' : [...codes].sort().join('|'));

export function parseDate(cell: string): Parsed<string | null> {
  const value = cell.trim();
  if (!value) return ok(null);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return bad('release_date_invalid');
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? bad('release_date_invalid') : ok(value);
}

/** One unit's weight in whole grams, 1 g to 1 000 kg ("1500"); blank: not weighed (null). No decimals, units or separators. */
export function parseWeight(cell: string): Parsed<number | null> {
  const value = cell.trim();
  if (!value) return ok(null);
  if (!/^\d{1,7}$/.test(value)) return bad('weight_grams_invalid');
  const grams = Number(value);
  return grams >= 1 && grams <= PRODUCT_WEIGHT_MAX_GRAMS ? ok(grams) : bad('weight_grams_invalid');
}

/** A product code or SKU (upper-cased, lib/rules/catalog/catalog-limits.ts), or a category or brand code as given. */
export function parseCode(cell: string, key: 'code' | 'sku' | 'category' | 'brand'): Parsed<string> {
  const value = key === 'code' || key === 'sku' ? cell.trim().toUpperCase() : cell.trim();
  if (!value) return bad(`${key}_required`);
  const format = key === 'code' ? PRODUCT_CODE : key === 'sku' ? SKU_FORMAT : /^[A-Za-z0-9._-]{1,64}$/;
  return format.test(value) ? ok(value) : bad(`${key}_invalid`);
}
