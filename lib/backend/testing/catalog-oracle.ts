import { eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import { unitPrice, type PartnerDiscount, type ProductTaxCategory } from '@/lib/rules/pricing';
import type { Database } from '../db/client';
import { brands, categories, partners, productVariants, products } from '../db/schema';

/**
 * A brute-force model of the catalogue for API tests: every product and variant read straight
 * from the database, and the list semantics written the obvious (slow) way, independently of the
 * in-memory index. Tests compare the API's answers with it.
 */
export type OracleVariant = { id: number; color: string; size: string | null; availability: string; stock: number };
export type OracleProduct = {
  id: number;
  code: string;
  eurl: string;
  name: { el: string; en: string };
  category: string;
  brand: string;
  /** Category names in both languages and the brand name (the text search looks at them too). */
  categoryName: { el: string; en: string };
  brandName: string;
  priceCents: number;
  priceBasis: 'BeforeTaxes' | 'AfterTaxes';
  taxCategory: ProductTaxCategory;
  discountable: boolean;
  /** The partners whose range holds it; null: every partner. */
  partnerIds: number[] | null;
  active: boolean;
  createdAt: number;
  releaseDate: string | null;
  variants: OracleVariant[];
};
export type OracleQuery = {
  q?: string;
  category?: string[];
  brand?: string[];
  color?: string[];
  size?: string[];
  status?: string[];
  priceMin?: number;
  priceMax?: number;
};
export type Facet = 'category' | 'brand' | 'color' | 'size' | 'status' | 'price';

/** Accent-, case- and punctuation-insensitive text, written independently of the index's version. */
export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('el')
    .replaceAll('ς', 'σ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

export async function loadOracle(db: Database) {
  const rows = await db
    .select({ p: products, category: categories.code, brand: brands.code, categoryName: categories.name, brandName: brands.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId));
  const variants = await db.select().from(productVariants);
  const partnerRows = await db.select().from(partners);
  const discounts = new Map(partnerRows.map((p) => [p.code, { id: p.id, discount: { kind: p.promotionKind, value: p.promotionValue } as PartnerDiscount }]));
  const byProduct = new Map<number, OracleVariant[]>();
  for (const v of variants.sort((a, b) => a.id - b.id)) {
    const list = byProduct.get(v.productId) ?? [];
    list.push({ id: v.id, color: v.color, size: v.size, availability: v.availability, stock: v.stock });
    byProduct.set(v.productId, list);
  }
  const all: OracleProduct[] = rows
    .map(({ p, category, brand, categoryName, brandName }) => ({
      id: p.id,
      code: p.code,
      eurl: p.eurl,
      name: p.name,
      category,
      brand,
      categoryName,
      brandName,
      priceCents: p.priceCents,
      priceBasis: p.priceBasis,
      taxCategory: p.taxCategory,
      discountable: p.discountable,
      partnerIds: p.partnerIds,
      active: p.active === true,
      createdAt: p.createdAt.getTime(),
      releaseDate: p.releaseDate,
      variants: byProduct.get(p.id) ?? [],
    }))
    .sort((a, b) => (a.code < b.code ? -1 : 1));

  const partner = (code: string) => {
    const found = discounts.get(code);
    if (!found) throw new Error(`no partner ${code}`);
    return found;
  };
  const price = (p: OracleProduct, partnerCode: string) => unitPrice({ ...p, discount: partner(partnerCode).discount });
  const visible = (partnerCode: string) => all.filter((p) => p.active && (p.partnerIds === null || p.partnerIds.includes(partner(partnerCode).id)));

  const variantOk = (v: OracleVariant, q: OracleQuery, skip?: Facet) =>
    (skip === 'color' || !q.color?.length || q.color.includes(v.color)) &&
    (skip === 'size' || !q.size?.length || (v.size !== null && q.size.includes(v.size))) &&
    (skip === 'status' || !q.status?.length || q.status.includes(v.availability));

  /**
   * Whether a product passes the query, leaving out one facet's own filter. The text search is
   * modelled without stemming (each word a substring of the names in both languages, the category
   * and brand names or the code): tests give it words that stemming does not widen, and test word
   * families on their own. `lang` is kept for callers: the search no longer depends on it.
   */
  function matches(p: OracleProduct, q: OracleQuery, partnerCode: string, _lang: Language, skip?: Facet): boolean {
    const words = fold(q.q ?? '').split(' ').filter(Boolean);
    const text = [p.name.el, p.name.en, p.categoryName.el, p.categoryName.en, p.brandName, p.code].map(fold).join(' ');
    if (!words.every((w) => text.includes(w))) return false;
    if (skip !== 'category' && q.category?.length && !q.category.includes(p.category)) return false;
    if (skip !== 'brand' && q.brand?.length && !q.brand.includes(p.brand)) return false;
    const gross = price(p, partnerCode).grossCents;
    if (skip !== 'price' && ((q.priceMin !== undefined && gross < q.priceMin) || (q.priceMax !== undefined && gross > q.priceMax))) return false;
    const variantFilters = [q.color, q.size, q.status].some((f) => f?.length);
    return !variantFilters || p.variants.some((v) => variantOk(v, q, skip));
  }

  /** Matching products in code order (the Default sort). */
  const list = (q: OracleQuery, partnerCode = 'acme', lang: Language = 'el') => visible(partnerCode).filter((p) => matches(p, q, partnerCode, lang));

  /** The count of one facet value, with every other filter applied. */
  function facetCount(facet: 'category' | 'brand' | 'color' | 'size' | 'status', value: string, q: OracleQuery, partnerCode = 'acme', lang: Language = 'el'): number {
    return visible(partnerCode).filter((p) => {
      if (!matches(p, q, partnerCode, lang, facet)) return false;
      if (facet === 'category' || facet === 'brand') return p[facet] === value;
      return p.variants.some((v) => variantOk(v, q, facet) && (facet === 'color' ? v.color === value : facet === 'size' ? v.size === value : v.availability === value));
    }).length;
  }

  return { all, partner, price, visible, matches, list, facetCount };
}

export type Oracle = Awaited<ReturnType<typeof loadOracle>>;
