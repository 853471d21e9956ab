import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { NamedColor, ProductKind, StockAvailability } from '@/lib/contract/enums';
import type { StaffProduct, StaffProductList, StaffProductListQuery } from '@/lib/contract/staff-catalog';
import { PRICE_HISTORY_SHOWN } from '@/lib/rules/catalog/catalog-limits';
import type { ApiDeps } from '../../context';
import { brands, categories, partners, productPriceHistory, productVariants, products, staffMembers } from '../../db/schema';
import { productByCode, type Db, type ProductRow } from './catalog-common';
import { productFilterWhere, totalStock, variantCount } from './catalog-filter';
import { variantsInUse } from './product-usage';

/**
 * The catalogue as staff read it (issue #45 item 1): the product list (by code, paged) and one
 * product with everything the editor shows. Any staff member reads.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listStaffProducts(deps: Pick<ApiDeps, 'db'>, query: StaffProductListQuery): Promise<StaffProductList> {
  const where = await productFilterWhere(deps.db, query);
  const rows = await deps.db
    .select({
      code: products.code,
      name: products.name,
      categoryCode: categories.code,
      categoryName: categories.name,
      brandCode: brands.code,
      brandName: brands.name,
      status: products.status,
      kind: products.kind,
      priceCents: products.priceCents,
      priceBasis: products.priceBasis,
      totalStock,
      variantCount,
      version: products.version,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(asc(products.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await deps.db.select({ n: count() }).from(products).where(where);
  return {
    items: rows.map((r) => ({
      code: r.code,
      name: r.name,
      category: { code: r.categoryCode, name: r.categoryName },
      brand: { code: r.brandCode, name: r.brandName },
      status: r.status,
      kind: r.kind as ProductKind,
      priceCents: r.priceCents,
      priceBasis: r.priceBasis,
      totalStock: r.totalStock,
      variantCount: r.variantCount,
      version: r.version,
      updatedAt: iso(r.updatedAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Everything the editor shows of a product row (read in the caller's transaction after a change). */
export async function toStaffProduct(db: Db, row: ProductRow): Promise<StaffProduct> {
  const [category] = await db.select({ code: categories.code }).from(categories).where(eq(categories.id, row.categoryId));
  const [brand] = await db.select({ code: brands.code }).from(brands).where(eq(brands.id, row.brandId));
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, row.id)).orderBy(asc(productVariants.id));
  const held = await variantsInUse(db, variants.map((v) => v.id));
  const partnerRows = row.partnerIds?.length ? await db.select({ id: partners.id, code: partners.code }).from(partners).where(inArray(partners.id, row.partnerIds)) : [];
  const history = await db
    .select({ priceCents: productPriceHistory.priceCents, priceBasis: productPriceHistory.priceBasis, source: productPriceHistory.source, staffEmail: staffMembers.email, validFrom: productPriceHistory.validFrom })
    .from(productPriceHistory)
    .leftJoin(staffMembers, eq(staffMembers.id, productPriceHistory.staffId))
    .where(eq(productPriceHistory.productId, row.id))
    .orderBy(desc(productPriceHistory.validFrom), desc(productPriceHistory.id))
    .limit(PRICE_HISTORY_SHOWN);
  const codeOf = new Map(partnerRows.map((p) => [p.id, p.code]));
  return {
    id: row.id,
    code: row.code,
    eurl: row.eurl,
    kind: row.kind as ProductKind,
    status: row.status,
    categoryCode: category?.code ?? '',
    brandCode: brand?.code ?? '',
    sizeKind: row.sizeKind,
    name: row.name,
    description: row.description,
    technical: row.technical,
    seoTitle: row.seoTitle ?? null,
    seoDescription: row.seoDescription ?? null,
    priceCents: row.priceCents,
    priceBasis: row.priceBasis,
    taxCategory: row.taxCategory,
    discountable: row.discountable,
    releaseDate: row.releaseDate ?? null,
    weightGrams: row.weightGrams ?? null,
    partners: row.partnerIds ? row.partnerIds.map((id) => codeOf.get(id) ?? String(id)) : null,
    imagePath: row.imagePath,
    variants: variants.map((v) => ({ id: v.id, sku: v.sku, color: v.color as NamedColor, size: v.size, stock: v.stock, availability: v.availability as StockAvailability, inUse: held.has(v.id) })),
    priceHistory: history.map((h) => ({ ...h, staffEmail: h.staffEmail ?? null, validFrom: h.validFrom.toISOString() })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
  };
}

export async function getStaffProduct(deps: Pick<ApiDeps, 'db'>, code: string): Promise<StaffProduct> {
  return toStaffProduct(deps.db, await productByCode(deps.db, code));
}
