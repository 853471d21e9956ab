import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_BATCH_MAX } from '@/lib/contract/catalog-import';
import { productPriceHistory, products, productVariants, staffAudit } from '../db/schema';
import { staffToken } from '../staff/testing/route-matrix-context';
import { createTestApi, type TestApi } from '../testing/test-api';
import { importItem, importTaxonomy } from './testing/import-fixtures';

/**
 * The ERP upsert (issue #45 item 3): created / updated / unchanged per item, idempotent (the same
 * batch twice writes nothing the second time), all or nothing with a key per item field, at most
 * 1 000 items, the version bumped so a console editor holding the old one is refused, roles.
 */
jest.setTimeout(120_000);

let t: TestApi;
let employee: string;
let tax: Awaited<ReturnType<typeof importTaxonomy>>;
const upsert = (items: unknown[], token = employee) => t.call('POST', '/staff/catalog/import', { items }, { partner: null, token });
const productOf = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)))[0];
const countOf = async (table: typeof staffAudit | typeof productPriceHistory) => Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

beforeAll(async () => {
  t = await createTestApi();
  employee = await staffToken(t, 'Employee');
  tax = await importTaxonomy(t);
});
afterAll(() => t.close());

describe('the JSON upsert', () => {
  it('creates products with their variants, then the same batch again changes nothing', async () => {
    const batch = [importItem('ERP-1', tax), importItem('ERP-2', tax, { partners: ['hellas'], status: 'Draft', variants: [] })];
    const first = await upsert(batch);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, items: [{ code: 'ERP-1', outcome: 'created', version: 1 }, { code: 'ERP-2', outcome: 'created', version: 1 }] });
    const made = (await productOf('ERP-1'))!;
    expect(made).toMatchObject({ status: 'Published', active: true, sizeKind: 'Footwear', priceCents: 4990, partnerIds: null, eurl: 'shoe-erp-1' });
    expect((await t.db.select().from(productVariants).where(eq(productVariants.productId, made.id))).map((v) => v.sku).sort()).toEqual(['ERP-1-BLK-42', 'ERP-1-RED-40']);
    expect((await productOf('ERP-2'))!.partnerIds).toHaveLength(1);
    expect(await t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, made.id))).toMatchObject([{ priceCents: 4990, source: 'import' }]);

    const [audits, prices] = [await countOf(staffAudit), await countOf(productPriceHistory)];
    const again = await upsert(batch);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, items: [{ outcome: 'unchanged', version: 1, changed: [] }, { outcome: 'unchanged', version: 1 }] });
    expect([await countOf(staffAudit), await countOf(productPriceHistory)]).toEqual([audits, prices]);
    expect((await productOf('ERP-1'))!.version).toBe(1);
  });

  it('updates only what differs: the version bumped, one audit row with the changed fields, a price history row', async () => {
    const res = await upsert([importItem('ERP-1', tax, { priceCents: 3990, variants: [{ sku: 'ERP-1-BLK-42', color: 'black', size: '42', stock: 9, availability: 'Available' }] })]);
    expect(res.body.items).toEqual([{ code: 'ERP-1', outcome: 'updated', version: 2, changed: ['priceCents', 'variants.ERP-1-BLK-42'] }]);
    const made = (await productOf('ERP-1'))!;
    const [audit] = await t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'product'), eq(staffAudit.targetId, made.id), eq(staffAudit.action, 'product.import_update')));
    expect(audit).toMatchObject({ before: { priceCents: 4990, variants: { 'ERP-1-BLK-42': { stock: 5 } } }, after: { priceCents: 3990, variants: { 'ERP-1-BLK-42': { stock: 9 } } } });
    expect((await t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, made.id))).map((r) => r.priceCents)).toEqual([4990, 3990]);
    // the variant the batch left out stays as it was
    expect((await t.db.select().from(productVariants).where(eq(productVariants.sku, 'ERP-1-RED-40')))).toHaveLength(1);
  });

  it('refuses the whole batch for one bad item, naming each problem, and writes nothing', async () => {
    const [audits, count] = [await countOf(staffAudit), (await t.db.select({ n: sql<number>`count(*)` }).from(products))[0]!.n];
    const res = await upsert([
      importItem('ERP-GOOD', tax),
      importItem('ERP-BAD', tax, { category: 'no-such-category', brand: 'nobody', partners: ['nowhere'] }),
      importItem('ERP-1', tax, { priceCents: 1, variants: [{ sku: 'ERP-GOOD-BLK-42', color: 'mauve', size: '42', stock: 1, availability: 'Available' }] }),
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'import_invalid',
      fields: {
        'items.0.variants.0.sku': 'sku_duplicate',
        'items.1.category': 'category_unknown',
        'items.1.brand': 'brand_unknown',
        'items.1.partners': 'partner_unknown',
        'items.2.variants.0.sku': 'sku_duplicate',
        'items.2.variants.0.color': 'color_invalid',
      },
    });
    expect(await productOf('ERP-GOOD')).toBeUndefined();
    expect((await productOf('ERP-1'))!.priceCents).toBe(3990);
    expect([await countOf(staffAudit), (await t.db.select({ n: sql<number>`count(*)` }).from(products))[0]!.n]).toEqual([audits, count]);
  });

  it('refuses a size outside the category, a SKU of another product and a malformed item', async () => {
    const res = await upsert([importItem('ERP-3', tax, { variants: [{ sku: 'ERP-1-RED-40', color: 'red', size: 'XL', stock: 1, availability: 'Available' }] })]);
    expect(res.body.fields).toEqual({ 'items.0.variants.0.size': 'size_invalid', 'items.0.variants.0.sku': 'sku_other_product' });
    const bad = await upsert([importItem('ERP-4', tax, { priceCents: -5 })]);
    expect(bad).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    expect(Object.keys(bad.body.fields)).toEqual(['items.0.priceCents']);
  });

  it('takes a weight, keeps it when an item leaves weightGrams out, clears it with null, and refuses one not in whole grams', async () => {
    expect((await upsert([importItem('ERP-W', tax, { weightGrams: 800 })])).body.items).toMatchObject([{ outcome: 'created' }]);
    expect((await productOf('ERP-W'))!.weightGrams).toBe(800);
    // An ERP that does not know weights changes none of the console's.
    expect((await upsert([importItem('ERP-W', tax)])).body.items).toMatchObject([{ outcome: 'unchanged', version: 1 }]);
    expect((await productOf('ERP-W'))!.weightGrams).toBe(800);
    expect((await upsert([importItem('ERP-W', tax, { weightGrams: null })])).body.items).toEqual([{ code: 'ERP-W', outcome: 'updated', version: 2, changed: ['weightGrams'] }]);
    expect((await productOf('ERP-W'))!.weightGrams).toBeNull();
    for (const weightGrams of [0, 1.5, 1_000_001, '800']) {
      const bad = await upsert([importItem('ERP-W', tax, { weightGrams })]);
      expect(bad).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
      expect(Object.keys(bad.body.fields)).toEqual(['items.0.weightGrams']);
    }
    expect((await productOf('ERP-W'))!).toMatchObject({ weightGrams: null, version: 2 });
  });

  it(`takes ${IMPORT_BATCH_MAX} items in one batch and refuses ${IMPORT_BATCH_MAX + 1}`, async () => {
    const many = Array.from({ length: IMPORT_BATCH_MAX + 1 }, (_, i) => importItem(`BULK-${i}`, tax, { variants: [] }));
    const refused = await upsert(many);
    expect(refused.status).toBe(400);
    expect(await productOf('BULK-0')).toBeUndefined();
    const taken = await upsert(many.slice(0, IMPORT_BATCH_MAX));
    expect(taken.body.created).toBe(IMPORT_BATCH_MAX);
  });

  it('bumps the version, so an editor holding the older one is refused (409 product_changed)', async () => {
    const before = (await productOf('ERP-1'))!;
    await upsert([importItem('ERP-1', tax, { priceCents: 2990 })]);
    const after = (await productOf('ERP-1'))!;
    expect(after.version).toBe(before.version + 1);
    // The console editor's write names the version it read (decision 0033): the old one matches no row now.
    const stale = await t.db.update(products).set({ priceCents: 100, version: sql`${products.version} + 1` }).where(and(eq(products.id, before.id), eq(products.version, before.version))).returning({ id: products.id });
    expect(stale).toHaveLength(0);
    expect((await productOf('ERP-1'))!.priceCents).toBe(2990);
  });

  it('is an Employee\'s: a SalesPerson, an Inspector, a customer or no one is refused', async () => {
    const item = importItem('ERP-ROLE', tax);
    expect(await upsert([item], await staffToken(t, 'SalesPerson'))).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await upsert([item], await staffToken(t, 'Inspector'))).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect((await t.call('POST', '/staff/catalog/import', { items: [item] }, { partner: null })).status).toBe(401);
    expect(await productOf('ERP-ROLE')).toBeUndefined();
  });
});
