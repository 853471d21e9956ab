import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { brands, catalogBumps, productVariants, products } from '../db/schema';
import { createTestDatabase } from '../testing/test-db';
import { readCatalogVersion } from './load-catalog';
import { readCatalogChanges } from './load-catalog-changes';

/**
 * The catalogue change log (issue #45 item 4, docs/decisions/0038): one bump per committing
 * transaction, the products it touched under it, `full` for what a product patch cannot follow,
 * and a chain of versions a reader can check for gaps.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const variantsOf = async (productId: number) =>
  (await handle.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId))).map((v) => v.id);

describe('the catalogue change log', () => {
  it('notes every product of a transaction once, under one bump that follows the previous version', async () => {
    const from = await readCatalogVersion(handle.db);
    const [a, b] = await handle.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
    const variantsA = await variantsOf(a!.id);
    await handle.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: sql`${products.priceCents} + 1` }).where(eq(products.id, a!.id));
      for (const id of variantsA) await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` }).where(eq(productVariants.id, id));
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.productId, b!.id));
    });
    const to = await readCatalogVersion(handle.db);
    const bumps = await handle.db.select().from(catalogBumps).where(sql`${catalogBumps.version} > ${from}`);
    expect(bumps).toHaveLength(1);
    expect(String(bumps[0]!.previous)).toBe(from);
    expect(String(bumps[0]!.version)).toBe(to);
    const changes = await readCatalogChanges(handle.db, from);
    expect(changes).toEqual({ version: to, productIds: [a!.id, b!.id].sort((x, y) => x - y) });
  });

  it('chains several bumps; a brand change or a gap makes the reader rebuild', async () => {
    const from = await readCatalogVersion(handle.db);
    const [p] = await handle.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    await handle.db.update(products).set({ priceCents: 999 }).where(eq(products.id, p!.id));
    await handle.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, (await variantsOf(p!.id))[0]!));
    expect((await readCatalogChanges(handle.db, from))?.productIds).toEqual([p!.id]);
    const beforeBrand = await readCatalogVersion(handle.db);
    await handle.db.update(brands).set({ name: sql`${brands.name} || ' x'` }).where(eq(brands.id, 1));
    expect(await readCatalogChanges(handle.db, beforeBrand)).toBeNull();
    expect(await readCatalogChanges(handle.db, from)).toBeNull();
    // A version the log does not know (pruned, or from before the log): a gap.
    expect(await readCatalogChanges(handle.db, '1')).toBeNull();
  });

  it('answers no change at the current version, and notes a rolled back transaction nowhere', async () => {
    const from = await readCatalogVersion(handle.db);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(products).set({ priceCents: 1 }).where(eq(products.id, 1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCatalogVersion(handle.db)).toBe(from);
    expect(await readCatalogChanges(handle.db, from)).toEqual({ version: from, productIds: [] });
  });

  it('prunes bumps older than ten minutes when a bump crosses a minute', async () => {
    const from = await readCatalogVersion(handle.db);
    // Put the version ten minutes ahead: the next bump prunes everything before it.
    await handle.db.execute(sql`UPDATE catalog_state SET version = ((version + 660000) / 60000 + 1) * 60000 - 1 WHERE id = 1`);
    await handle.db.update(products).set({ priceCents: 5 }).where(eq(products.id, 1));
    const left = await handle.db.execute(sql`SELECT count(*)::int AS n FROM catalog_bumps WHERE version <= ${from}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const orphans = await handle.db.execute(sql`SELECT count(*)::int AS n FROM catalog_changes c WHERE NOT EXISTS (SELECT 1 FROM catalog_bumps b WHERE b.tx = c.tx)`);
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
