import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StaffProductFilter } from '@/lib/contract/staff-catalog';
import { LOW_STOCK_TOTAL } from '@/lib/rules/catalog/catalog-limits';
import { brands, categories, partners, productVariants, products } from '../../db/schema';
import type { Db } from './catalog-common';

/**
 * The product list's filters as SQL (issue #45 item 1), shared by the list and the bulk edit: part
 * of the code or of either name; a category with the categories under it; brand; status; kind; a
 * partner's range (every-partner products included); the stock band of the variants' total.
 */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The variants' total stock of the product row in scope. */
export const totalStock = sql<number>`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})`.mapWith(Number);
export const variantCount = sql<number>`(select count(*) from ${productVariants} where ${productVariants.productId} = ${products.id})`.mapWith(Number);

/** A category's id and every id under it. */
async function categoryAndBelow(db: Db, code: string): Promise<number[]> {
  const all = await db.select({ id: categories.id, code: categories.code, parentId: categories.parentId }).from(categories);
  const root = all.find((c) => c.code === code);
  if (!root) return [-1];
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

export async function productFilterWhere(db: Db, filter: StaffProductFilter): Promise<SQL | undefined> {
  const where: SQL[] = [];
  if (filter.q) {
    const like = likeEscaped(filter.q);
    where.push(or(ilike(products.code, like), ilike(sql`${products.name}->>'el'`, like), ilike(sql`${products.name}->>'en'`, like))!);
  }
  if (filter.category) where.push(inArray(products.categoryId, await categoryAndBelow(db, filter.category)));
  if (filter.brand) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, filter.brand));
    where.push(eq(products.brandId, brand?.id ?? -1));
  }
  if (filter.status) where.push(eq(products.status, filter.status));
  if (filter.kind) where.push(eq(products.kind, filter.kind));
  if (filter.partner) {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, filter.partner));
    where.push(sql`(${products.partnerIds} is null or ${partner?.id ?? -1} = any(${products.partnerIds}))`);
  }
  if (filter.stock === 'out') where.push(sql`${totalStock} = 0`);
  if (filter.stock === 'in') where.push(sql`${totalStock} > 0`);
  if (filter.stock === 'low') where.push(sql`${totalStock} between 1 and ${LOW_STOCK_TOTAL}`);
  return where.length ? and(...where) : undefined;
}
