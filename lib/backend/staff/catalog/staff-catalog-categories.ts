import { count, eq } from 'drizzle-orm';
import type { SizeKind } from '@/lib/contract/enums';
import type { StaffCategory, StaffCategoryCreate, StaffCategoryTree, StaffCategoryUpdate } from '@/lib/contract/staff-catalog';
import { changedFields } from '@/lib/rules/catalog/bulk-change';
import { treeOrder, wouldCycle } from '@/lib/rules/catalog/category-tree';
import type { ApiDeps } from '../../context';
import { categories, products } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, assertVersion, audit, invalid, type Db } from './catalog-common';

/**
 * Categories (issue #45 item 1, decision 0033): a tree with names in both languages, a size kind
 * (a product's sizes follow its category's) and a position among its siblings. An Employee's;
 * every change audited with the fields before and after, and the version bumped.
 */
type Row = typeof categories.$inferSelect;

async function tree(db: Db): Promise<StaffCategory[]> {
  const rows = await db.select().from(categories);
  const counts = new Map((await db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId)).map((r) => [r.id, r.n]));
  const codeOf = new Map(rows.map((r) => [r.id, r.code]));
  return treeOrder(rows).map((r) => ({
    code: r.code,
    parentCode: r.parentId === null ? null : (codeOf.get(r.parentId) ?? null),
    depth: r.depth,
    name: r.name,
    sizeKind: r.sizeKind,
    position: r.position,
    productCount: counts.get(r.id) ?? 0,
    version: r.version,
  }));
}

const one = async (db: Db, code: string) => (await tree(db)).find((c) => c.code === code)!;

export async function listStaffCategories(deps: Pick<ApiDeps, 'db'>): Promise<StaffCategoryTree> {
  return { items: await tree(deps.db) };
}

async function byCode(db: Db, code: string, lock = false): Promise<Row | undefined> {
  const query = db.select().from(categories).where(eq(categories.code, code.trim().toLowerCase()));
  return (lock ? await query.for('update') : await query)[0];
}

async function parentIdOf(db: Db, parentCode: string | null): Promise<number | null> {
  if (parentCode === null) return null;
  const parent = await byCode(db, parentCode);
  if (!parent) throw invalid({ parentCode: 'category_not_found' });
  return parent.id;
}

const audited = (r: { parentCode: string | null; name: Row['name']; sizeKind: SizeKind; position: number }) => ({ parentCode: r.parentCode, name: r.name, sizeKind: r.sizeKind, position: r.position });

export async function createStaffCategory(deps: ApiDeps, staff: StaffPrincipal, request: StaffCategoryCreate): Promise<StaffCategory> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    if (await byCode(tx, request.code)) throw invalid({ code: 'category_code_taken' });
    const parentId = await parentIdOf(tx, request.parentCode);
    const [row] = await tx.insert(categories).values({ code: request.code, parentId, name: request.name, sizeKind: request.sizeKind, position: request.position, version: 1 }).returning();
    await audit(tx, deps, staff, [{ action: 'category.create', targetKind: 'category', targetId: row!.id, before: null, after: { code: request.code, ...audited(request) } }]);
    return one(tx, request.code);
  });
}

export async function updateStaffCategory(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffCategoryUpdate): Promise<StaffCategory> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await byCode(tx, code, true);
    if (!row) throw notFound('category_not_found');
    assertVersion('category', row.version, request.expectedVersion);
    const parentId = await parentIdOf(tx, request.parentCode);
    const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    if (wouldCycle(row.id, parentId, new Map(all.map((c) => [c.id, c.parentId])))) throw invalid({ parentCode: 'category_parent_cycle' });
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row.id));
    if (request.sizeKind !== row.sizeKind && n > 0) throw invalid({ sizeKind: 'category_size_kind_locked' });
    const before = await one(tx, row.code);
    const change = changedFields(audited(before), audited(request));
    if (Object.keys(change.after).length === 0) return before;
    await tx.update(categories).set({ parentId, name: request.name, sizeKind: request.sizeKind, position: request.position, version: row.version + 1 }).where(eq(categories.id, row.id));
    await audit(tx, deps, staff, [{ action: 'category.update', targetKind: 'category', targetId: row.id, before: change.before, after: change.after }]);
    return one(tx, row.code);
  });
}

/** DELETE: only a category without products and without categories under it (409 category_in_use). */
export async function deleteStaffCategory(deps: ApiDeps, staff: StaffPrincipal, code: string): Promise<void> {
  assertCatalogWriter(staff);
  await deps.db.transaction(async (tx) => {
    const row = await byCode(tx, code, true);
    if (!row) throw notFound('category_not_found');
    const [{ n: productCount } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row.id));
    const [{ n: children } = { n: 0 }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
    if (productCount || children) throw new ApiError(409, 'category_in_use', { ...(productCount ? { products: 'category_in_use' } : {}), ...(children ? { children: 'category_in_use' } : {}) });
    await tx.delete(categories).where(eq(categories.id, row.id));
    await audit(tx, deps, staff, [{ action: 'category.delete', targetKind: 'category', targetId: row.id, before: { code: row.code, name: row.name, sizeKind: row.sizeKind, version: row.version }, after: null }]);
  });
}
