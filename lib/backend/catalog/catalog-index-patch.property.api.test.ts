import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { NamedColors, StockAvailability } from '@/lib/contract/enums';
import type { DatabaseHandle } from '../db/client';
import { bundleParts, partners, productVariants, products } from '../db/schema';
import { indexSnapshot } from '../testing/catalog-index-compare';
import { createTestDatabase } from '../testing/test-db';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index';
import { createCatalogService, type CatalogService } from './catalog-service';
import { loadCatalogRows } from './load-catalog';
import { priceTable } from './partner-prices';

/**
 * The incremental index update (issue #45 item 4, docs/decisions/0038) as a property: after every
 * step of a random sequence of catalogue edits — price, name, code (the slot order moves), a
 * variant added, removed or restocked, availability, status (draft, published, archived), partner
 * range, a new product — the index the service patched equals a full build from the database,
 * array by array, and so do the partner price tables it carried over. PGlite here; `node scripts/test-pg.mjs` runs the same file on PostgreSQL.
 */
const RUNS = Number(process.env.CATALOG_PATCH_RUNS ?? 12);
const STEPS = 8;

let handle: DatabaseHandle;
let service: CatalogService;
let partnerIds: number[];
let made = 0;
beforeAll(async () => {
  handle = await createTestDatabase();
  service = createCatalogService(handle.db, () => new Date(), { checkIntervalMs: 0 });
  await service.sync();
  partnerIds = (await handle.db.select({ id: partners.id }).from(partners)).map((p) => p.id);
});
afterAll(async () => {
  await handle.close();
});

const pick = fc.nat({ max: 10_000 });
const editArb = fc.oneof(
  fc.record({ kind: fc.constant('price' as const), at: pick, cents: fc.integer({ min: 0, max: 500_000 }) }),
  fc.record({ kind: fc.constant('name' as const), at: pick, name: fc.constantFrom('Μπότα δερμάτινη', 'Leather boot', 'Σακίδιο', 'Rain jacket') }),
  fc.record({ kind: fc.constant('code' as const), at: pick, code: fc.constantFrom('A', 'M', 'P000100', 'Z') }),
  fc.record({ kind: fc.constant('addVariant' as const), at: pick, color: fc.constantFrom(...NamedColors), stock: fc.nat(20) }),
  fc.record({ kind: fc.constant('removeVariant' as const), at: pick }),
  fc.record({ kind: fc.constant('stock' as const), at: pick, stock: fc.nat(50) }),
  fc.record({ kind: fc.constant('availability' as const), at: pick, availability: fc.constantFrom(...StockAvailability) }),
  fc.record({ kind: fc.constant('status' as const), at: pick, status: fc.constantFrom('Draft' as const, 'Published' as const, 'Archived' as const) }),
  fc.record({ kind: fc.constant('range' as const), at: pick, range: fc.constantFrom('all', 'one', 'two') }),
  fc.record({ kind: fc.constant('newProduct' as const), at: pick, code: fc.constantFrom('A', 'P000150', 'Z'), variants: fc.nat(3) }),
  fc.record({ kind: fc.constant('several' as const), at: pick, cents: fc.integer({ min: 1, max: 9_999 }) }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

async function productAt(at: number): Promise<{ id: number; code: string }> {
  const rows = await handle.db.select({ id: products.id, code: products.code }).from(products).orderBy(products.id);
  return rows[at % rows.length]!;
}
async function variantAt(at: number): Promise<number | undefined> {
  const rows = await handle.db.select({ id: productVariants.id }).from(productVariants).orderBy(productVariants.id);
  return rows.length ? rows[at % rows.length]!.id : undefined;
}

async function apply(edit: Edit): Promise<void> {
  const db = handle.db;
  const p = await productAt(edit.at);
  const unique = `${Date.now().toString(36)}${made++}`;
  switch (edit.kind) {
    case 'price':
      return void (await db.update(products).set({ priceCents: edit.cents }).where(eq(products.id, p.id)));
    case 'name':
      return void (await db.update(products).set({ name: { el: edit.name, en: `${edit.name} ${unique}` } }).where(eq(products.id, p.id)));
    case 'code':
      return void (await db.update(products).set({ code: `${edit.code}${unique}` }).where(eq(products.id, p.id)));
    case 'addVariant':
      return void (await db.insert(productVariants).values({ productId: p.id, sku: `SKU-${unique}`, color: edit.color, size: null, stock: edit.stock, availability: 'Available' }));
    case 'removeVariant': {
      // Only a variant nothing refers to (carts and orders keep theirs): the latest one a test added.
      const [v] = await db.select({ id: productVariants.id }).from(productVariants).where(sql`${productVariants.sku} LIKE 'SKU-%'`).orderBy(productVariants.id).limit(1);
      if (v) await db.delete(productVariants).where(eq(productVariants.id, v.id));
      return;
    }
    case 'stock': {
      const id = await variantAt(edit.at);
      if (id !== undefined) await db.update(productVariants).set({ stock: edit.stock }).where(eq(productVariants.id, id));
      return;
    }
    case 'availability': {
      const id = await variantAt(edit.at);
      if (id !== undefined) await db.update(productVariants).set({ availability: edit.availability }).where(eq(productVariants.id, id));
      return;
    }
    case 'status':
      return void (await db.update(products).set({ status: edit.status }).where(eq(products.id, p.id)));
    case 'range': {
      const range = edit.range === 'all' ? null : edit.range === 'one' ? partnerIds.slice(0, 1) : partnerIds.slice(0, 2);
      return void (await db.update(products).set({ partnerIds: range }).where(eq(products.id, p.id)));
    }
    case 'newProduct':
      return void (await db.transaction(async (tx) => {
        const [source] = await tx.select().from(products).where(eq(products.id, p.id));
        const { id: _id, active: _active, ...copy } = source!;
        const [row] = await tx.insert(products).values({ ...copy, code: `${edit.code}${unique}`, eurl: `new-${unique}`, status: 'Published' }).returning({ id: products.id });
        for (let k = 0; k < edit.variants; k++) {
          await tx.insert(productVariants).values({ productId: row!.id, sku: `SKU-${unique}-${k}`, color: NamedColors[k]!, size: null, stock: k, availability: 'Limited' });
        }
      }));
    case 'several':
      // One transaction over many products: one bump, many changes.
      return void (await db.update(products).set({ priceCents: sql`${products.priceCents} + ${edit.cents}` }).where(sql`${products.id} % 7 = ${edit.at % 7}`));
  }
}

/** Every partner's price table of an index (computed, or carried over by a patch), as plain arrays. */
const priceTables = (index: CatalogIndex) =>
  [null, ...index.partnerDiscounts.values()].map((d) => Object.entries(priceTable(index, d)).map(([k, v]) => [k, typeof v === 'string' ? v : Array.from(v)]));

async function expectPatchedEqualsBuild(): Promise<void> {
  const before = service.lastUpdate?.version;
  priceTables(await service.current()); // computed on the index before the edit: the patch carries them over
  const patched = await service.sync();
  // An edit that changed nothing (no variant to remove) bumps nothing.
  if (patched.version !== before) expect(service.lastUpdate?.kind).toBe('incremental');
  const built = buildCatalogIndex(await loadCatalogRows(handle.db));
  expect(built.version).toBe(patched.version);
  expect(indexSnapshot(patched)).toEqual(indexSnapshot(built));
  expect(priceTables(patched)).toEqual(priceTables(built));
}

describe('the incremental index update', () => {
  it('equals a full build from the database after every step of random edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(editArb, { minLength: 1, maxLength: STEPS }), async (edits) => {
        for (const edit of edits) {
          await apply(edit);
          await expectPatchedEqualsBuild();
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it("follows a bundle's part: a part's stock changes the bundle's slot too", async () => {
    const [part] = await handle.db.select({ variant: bundleParts.partVariantId, bundle: bundleParts.bundleProductId }).from(bundleParts).limit(1);
    if (!part) {
      // No bundle in this seed: make one of two variants.
      const [a, b] = await handle.db.select({ id: productVariants.id }).from(productVariants).orderBy(productVariants.id).limit(2);
      const bundle = await productAt(3);
      await handle.db.insert(bundleParts).values([{ bundleProductId: bundle.id, partVariantId: a!.id, quantity: 1 }, { bundleProductId: bundle.id, partVariantId: b!.id, quantity: 2 }]);
      await expectPatchedEqualsBuild();
    }
    const [row] = await handle.db.select({ variant: bundleParts.partVariantId }).from(bundleParts).limit(1);
    for (const stock of [0, 7, 30]) {
      await handle.db.update(productVariants).set({ stock }).where(eq(productVariants.id, row!.variant));
      await expectPatchedEqualsBuild();
    }
  });

  it('rebuilds whole when the log cannot tell: a category renamed', async () => {
    await handle.db.execute(sql`UPDATE categories SET name = jsonb_set(name, '{en}', '"Renamed"') WHERE id = (SELECT min(id) FROM categories)`);
    const index = await service.sync();
    expect(service.lastUpdate).toMatchObject({ kind: 'full', version: index.version });
    expect(indexSnapshot(index)).toEqual(indexSnapshot(buildCatalogIndex(await loadCatalogRows(handle.db))));
  });
});
