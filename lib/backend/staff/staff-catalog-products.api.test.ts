import { and, desc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { StaffProduct, StaffProductList } from '@/lib/contract/staff-catalog';
import { productPriceHistory, products, staffAudit } from '../db/schema';
import { syncCatalog } from '../catalog/catalog-service';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { catalogKit } from './catalog/testing/catalog-test-kit';

/**
 * Products through the operations API (issue #45 item 1): created, published for one partner and
 * found by that partner's customers only; changed with a version check; refused with field keys;
 * deleted only when nothing holds them, archived otherwise (gone from the storefront, kept on the
 * order); audited with the changed fields; read by every role, changed by an Employee only.
 */
jest.setTimeout(120_000);

const s = orderSuite();
const k = catalogKit(() => s.t);
beforeAll(() => k.login());

const search = async (token: string, partner: string, word: string) => {
  const res = await s.t.call('GET', `/Products?q=${encodeURIComponent(word)}`, undefined, { token, partner });
  expect(res.status).toBe(200);
  return res.body.items as { id: number; code: string }[];
};
const latestAudit = async (id: number, action: string) =>
  (await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'product'), eq(staffAudit.targetId, id), eq(staffAudit.action, action))).orderBy(desc(staffAudit.id)).limit(1))[0];

describe('a product created, published for one partner', () => {
  it("is found by that partner's customer and not by another partner's", async () => {
    const made = await k.create({ partners: ['acme'], status: 'Draft' });
    expect(made).toMatchObject({ status: 'Draft', version: 1, partners: ['acme'], sizeKind: 'Clothing', imagePath: `/api/images/products/${made.code}.svg` });
    expect(made.eurl).toBe(`tee-${made.word}`);
    // rich text is sanitised on write
    expect(made.description.el).not.toMatch(/script|alert/);
    expect(made.description.en).not.toMatch(/onclick/);
    expect(made.description.en).toContain('<b>cotton</b>');
    expect(made.priceHistory).toEqual([expect.objectContaining({ priceCents: 2490, source: 'api', staffEmail: 'employee@shop.test' })]);
    const withGrid = await k.variants(made, [
      { sku: `${made.code}-BLACK-M`, color: 'black', size: 'M', stock: 5, availability: 'Available' },
      { sku: `${made.code}-RED-L`, color: 'red', size: 'L', stock: 2, availability: 'Limited' },
    ]);
    expect(withGrid.version).toBe(2);
    const acme = await freshCustomer(s.t, 'acme');
    const hellas = await freshCustomer(s.t, 'hellas');
    expect(await search(acme.token, 'acme', made.word)).toEqual([]); // a draft is not sold
    const published = await k.publish(withGrid);
    expect(published).toMatchObject({ status: 'Published', version: 3 });
    await syncCatalog(s.t.deps);
    expect((await search(acme.token, 'acme', made.word)).map((p) => p.code)).toEqual([made.code]);
    expect(await search(hellas.token, 'hellas', made.word)).toEqual([]);
    expect(await latestAudit(made.id, 'product.publish')).toMatchObject({ before: { status: 'Draft' }, after: { status: 'Published' } });
  });
});

describe('changing a product', () => {
  it('refuses a stale version with 409 product_changed naming the current one', async () => {
    const made = await k.create();
    const { code: _c, ...fields } = k.body(made.code, made.word, { priceCents: 2590 });
    const first = await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, expectedVersion: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, priceCents: 100, expectedVersion: 1 });
    expect(stale).toMatchObject({ status: 409, body: { error: 'product_changed', params: { expectedVersion: { current: 2 } } } });
    const [row] = await s.t.db.select().from(products).where(eq(products.id, made.id));
    expect(row).toMatchObject({ priceCents: 2590, version: 2 });
  });

  it('audits the changed fields only, and keeps a price change in the history (console when the console says so)', async () => {
    const made = await k.create();
    const { code: _c, ...fields } = k.body(made.code, made.word);
    const res = await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, priceCents: 1990, seoTitle: { el: 'Τίτλος', en: 'Title' }, expectedVersion: 1 }, 'Employee', { 'X-Staff-Client': 'console' });
    expect(res.status).toBe(200);
    expect((await latestAudit(made.id, 'product.update'))).toMatchObject({ before: { priceCents: 2490, seoTitle: null }, after: { priceCents: 1990, seoTitle: { el: 'Τίτλος', en: 'Title' } } });
    expect(Object.keys((await latestAudit(made.id, 'product.update'))!.after!).sort()).toEqual(['priceCents', 'seoTitle']);
    const history = await s.t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, made.id)).orderBy(productPriceHistory.id);
    expect(history.map((h) => [h.priceCents, h.source])).toEqual([[2490, 'api'], [1990, 'console']]);
    expect((res.body as StaffProduct).priceHistory.map((h) => h.priceCents)).toEqual([1990, 2490]);
    // the same body again changes nothing: no version bump, no audit, no history
    const again = await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, priceCents: 1990, seoTitle: { el: 'Τίτλος', en: 'Title' }, expectedVersion: 2 });
    expect(again.body.version).toBe(2);
  });

  it('answers field keys for bad input', async () => {
    const taken = await k.create();
    const { code, word } = k.unique();
    const bad = await k.call('POST', '/staff/catalog/products', k.body(code, word, { name: { el: '', en: 'x' }, priceCents: -1, eurl: 'Not A Slug', seoTitle: { el: 'α'.repeat(71), en: '' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ 'name.el': 'required', priceCents: 'min_number', eurl: 'eurl_format', 'seoTitle.el': 'max_characters' });
    const fraction = await k.call('POST', '/staff/catalog/products', k.body(code, word, { priceCents: 10.5 }));
    expect(fraction.body.fields).toMatchObject({ priceCents: 'integer' });
    expect((await k.call('POST', '/staff/catalog/products', k.body('bad code!', word))).body.fields).toMatchObject({ code: 'product_code_format' });
    expect((await k.call('POST', '/staff/catalog/products', k.body(taken.code, word))).body.fields).toEqual({ code: 'product_code_taken' });
    expect((await k.call('POST', '/staff/catalog/products', k.body(code, word, { eurl: taken.eurl }))).body.fields).toEqual({ eurl: 'eurl_taken' });
    const refs = await k.call('POST', '/staff/catalog/products', k.body(code, word, { categoryCode: 'no-such', brandCode: 'nobody', partners: ['acme', 'nowhere'] }));
    expect(refs).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { categoryCode: 'category_not_found', brandCode: 'brand_not_found', 'partners.1': 'partner_not_found' } } });
    expect((await k.call('POST', '/staff/catalog/products', k.body(code, word, { partners: [] }))).body.fields).toMatchObject({ partners: 'min_items' });
    expect((await s.t.db.select().from(products).where(eq(products.code, code))).length).toBe(0);
    expect((await k.call('GET', '/staff/catalog/products/NO-SUCH-PRODUCT')).status).toBe(404);
  });
});

describe('deleting a product', () => {
  it('deletes one nothing holds, from the version it was read at (a stale or missing version deletes nothing)', async () => {
    const made = await k.create();
    const path = `/staff/catalog/products/${made.code}`;
    expect(await k.call('DELETE', path)).toMatchObject({ status: 400 });
    expect(await k.call('DELETE', path, {})).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { expectedVersion: expect.any(String) } } });
    const renamed = await k.call('PUT', path, { ...k.body(made.code, made.word, { code: undefined, priceCents: 2590 }), expectedVersion: 1 });
    expect(renamed.body).toMatchObject({ version: 2 });
    expect(await k.call('DELETE', path, { expectedVersion: 1 })).toMatchObject({ status: 409, body: { error: 'product_changed', fields: { expectedVersion: 'product_changed' }, params: { expectedVersion: { current: 2 } } } });
    expect((await k.call('GET', path)).status).toBe(200);
    expect((await k.call('DELETE', path, { expectedVersion: 2 })).status).toBe(204);
    expect((await k.call('GET', `/staff/catalog/products/${made.code}`)).status).toBe(404);
    expect(await latestAudit(made.id, 'product.delete')).toMatchObject({ before: { code: made.code }, after: null });
  });

  it('refuses one in an order (archive it instead); archived, it leaves the storefront and stays on the order', async () => {
    const made = await k.create({ partners: ['acme'] });
    const grid = await k.variants(made, [{ sku: `${made.code}-BLUE-S`, color: 'blue', size: 'S', stock: 9, availability: 'Available' }]);
    const published = await k.publish(grid);
    const buyer = await freshCustomer(s.t, 'acme');
    await syncCatalog(s.t.deps);
    expect(await search(buyer.token, 'acme', made.word)).toHaveLength(1);
    const cart = (await buyer.cart.add(grid.variants[0]!.id, 1)).body as Cart;
    const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const refused = await k.call('DELETE', `/staff/catalog/products/${made.code}`, { expectedVersion: published.version });
    expect(refused).toMatchObject({ status: 409, body: { error: 'product_in_use', fields: { orders: 'product_in_use' } } });
    const archived = await k.call('POST', `/staff/catalog/products/${made.code}/status`, { status: 'Archived', expectedVersion: published.version });
    expect(archived).toMatchObject({ status: 200, body: { status: 'Archived' } });
    await syncCatalog(s.t.deps);
    expect(await search(buyer.token, 'acme', made.word)).toEqual([]);
    const order = await orderClient(s.t, buyer.token).get(placed.body.uid ?? placed.body.id);
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body)).toContain(made.code);
    expect((await k.call('GET', `/staff/catalog/products/${made.code}`)).body.variants[0]).toMatchObject({ inUse: true });
  });
});

describe('roles', () => {
  it('lets every role read and only an Employee change', async () => {
    const made = await k.create();
    for (const role of ['SalesPerson', 'Inspector'] as const) {
      expect((await k.call('GET', `/staff/catalog/products/${made.code}`, undefined, role)).status).toBe(200);
      const list = await k.call('GET', `/staff/catalog/products?q=${made.word}`, undefined, role);
      expect((list.body as StaffProductList).items.map((p) => p.code)).toEqual([made.code]);
    }
    const { code: _c, ...fields } = k.body(made.code, made.word);
    expect(await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, expectedVersion: 1 }, 'SalesPerson')).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, expectedVersion: 1 }, 'Inspector')).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect((await s.t.call('GET', '/staff/catalog/products', undefined, { partner: null })).status).toBe(401);
  });

  it('lists by code with the filters, each row with its totals', async () => {
    const made = await k.create({ status: 'Draft' });
    await k.variants(made, [
      { sku: `${made.code}-GREY-M`, color: 'grey', size: 'M', stock: 2, availability: 'Available' },
      { sku: `${made.code}-GREY-L`, color: 'grey', size: 'L', stock: 1, availability: 'Available' },
    ]);
    const row = (q: string) => k.call('GET', `/staff/catalog/products?q=${made.word}${q}`).then((r) => (r.body as StaffProductList).items);
    expect(await row('')).toEqual([expect.objectContaining({ code: made.code, totalStock: 3, variantCount: 2, status: 'Draft', version: 2, category: { code: 'tshirts', name: expect.any(Object) }, brand: expect.objectContaining({ code: 'nordvik' }) })]);
    expect(await row('&stock=low')).toHaveLength(1);
    expect(await row('&stock=out')).toHaveLength(0);
    expect(await row('&status=Published')).toHaveLength(0);
    expect(await row('&category=tshirts&brand=nordvik&kind=Product&partner=hellas')).toHaveLength(1);
    expect(await row('&brand=blue-cove')).toHaveLength(0);
    const byGreek = await k.call('GET', `/staff/catalog/products?q=${encodeURIComponent(`Μπλουζάκι ${made.word}`)}`);
    expect(byGreek.body.items.map((p: { code: string }) => p.code)).toEqual([made.code]);
    const page = await k.call('GET', '/staff/catalog/products?pageSize=3&page=2');
    expect(page.body).toMatchObject({ page: 2, pageSize: 3 });
    const codes = page.body.items.map((p: { code: string }) => p.code);
    expect([...codes].sort()).toEqual(codes);
  });
});
