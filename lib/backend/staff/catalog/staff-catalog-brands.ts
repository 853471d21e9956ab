import { asc, count, eq } from 'drizzle-orm';
import type { StaffBrand, StaffBrandCreate, StaffBrandList, StaffBrandUpdate } from '@/lib/contract/staff-catalog';
import type { ApiDeps } from '../../context';
import { brands, products } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, assertVersion, audit, invalid, type Db } from './catalog-common';

/** Brands (issue #45 item 1, decision 0033): a code and a name; an Employee's, audited, versioned. */
async function brandList(db: Db, code?: string): Promise<StaffBrand[]> {
  const query = db
    .select({ code: brands.code, name: brands.name, version: brands.version, productCount: count(products.id) })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.code));
  return code === undefined ? query : query.where(eq(brands.code, code));
}

export async function listStaffBrands(deps: Pick<ApiDeps, 'db'>): Promise<StaffBrandList> {
  return { items: await brandList(deps.db) };
}

async function byCode(db: Db, code: string, lock = false) {
  const query = db.select().from(brands).where(eq(brands.code, code.trim().toLowerCase()));
  return (lock ? await query.for('update') : await query)[0];
}

export async function createStaffBrand(deps: ApiDeps, staff: StaffPrincipal, request: StaffBrandCreate): Promise<StaffBrand> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    if (await byCode(tx, request.code)) throw invalid({ code: 'brand_code_taken' });
    const [row] = await tx.insert(brands).values({ code: request.code, name: request.name, version: 1 }).returning();
    await audit(tx, deps, staff, [{ action: 'brand.create', targetKind: 'brand', targetId: row!.id, before: null, after: { code: row!.code, name: row!.name } }]);
    return (await brandList(tx, row!.code))[0]!;
  });
}

export async function updateStaffBrand(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffBrandUpdate): Promise<StaffBrand> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await byCode(tx, code, true);
    if (!row) throw notFound('brand_not_found');
    assertVersion('brand', row.version, request.expectedVersion);
    if (row.name !== request.name) {
      await tx.update(brands).set({ name: request.name, version: row.version + 1 }).where(eq(brands.id, row.id));
      await audit(tx, deps, staff, [{ action: 'brand.update', targetKind: 'brand', targetId: row.id, before: { name: row.name }, after: { name: request.name } }]);
    }
    return (await brandList(tx, row.code))[0]!;
  });
}

/** DELETE: only a brand without products (409 brand_in_use). */
export async function deleteStaffBrand(deps: ApiDeps, staff: StaffPrincipal, code: string): Promise<void> {
  assertCatalogWriter(staff);
  await deps.db.transaction(async (tx) => {
    const row = await byCode(tx, code, true);
    if (!row) throw notFound('brand_not_found');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, row.id));
    if (n) throw new ApiError(409, 'brand_in_use', { products: 'brand_in_use' });
    await tx.delete(brands).where(eq(brands.id, row.id));
    await audit(tx, deps, staff, [{ action: 'brand.delete', targetKind: 'brand', targetId: row.id, before: { code: row.code, name: row.name, version: row.version }, after: null }]);
  });
}
