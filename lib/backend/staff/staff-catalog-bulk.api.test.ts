import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { productPriceHistory, products, productVariants, staffAudit } from '../db/schema';
import { freshCustomer } from '../testing/order-helpers';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';

/**
 * The variant grid and the bulk edit of the operations API (issue #45 item 1): a grid added to,
 * changed and shrunk (a variant in a cart retired, not deleted), refused per row; a percentage over
 * a filtered selection with a price history row and an audit row per product, all or nothing.
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();

const v = (sku: string, color: string, size: string | null, stock = 4, availability = 'Available') => ({ sku, color, size, stock, availability });
const put = (p: { code: string; version: number }, variants: unknown[]) => k.call('PUT', `/staff/catalog/products/${p.code}/variants`, { expectedVersion: p.version, variants });

describe('the variant grid', () => {
  it('adds, changes, deletes unused variants and retires a variant in a cart; audited; version bumped', async () => {
    const made = await k.create({ partners: ['acme'], status: 'Published' });
    const c = made.code;
    const first = await k.variants(made, [v(`${c}-BLACK-M`, 'black', 'M'), v(`${c}-BLACK-L`, 'black', 'L'), v(`${c}-RED-M`, 'red', 'M')]);
    expect(first.variants.map((x) => x.sku)).toEqual([`${c}-BLACK-M`, `${c}-BLACK-L`, `${c}-RED-M`]);
    const held = first.variants.find((x) => x.sku === `${c}-BLACK-L`)!;
    const buyer = await freshCustomer(s.t, 'acme');
    expect(((await buyer.cart.add(held.id, 1)).body as Cart).lines).toHaveLength(1);
    const res = await put(first, [{ ...v(`${c}-BLACK-M`, 'black', 'M', 10, 'Limited'), expectedStock: 4 }, v(`${c}-BLUE-XL`, 'blue', 'XL', 1)]);
    expect(res.status).toBe(200);
    const after = res.body as StaffProduct;
    expect(after.version).toBe(first.version + 1);
    expect(after.variants.map((x) => [x.sku, x.stock, x.availability, x.inUse])).toEqual([
      [`${c}-BLACK-M`, 10, 'Limited', false],
      [`${c}-BLACK-L`, 0, 'NotAvailable', true],
      [`${c}-BLUE-XL`, 1, 'Available', false],
    ]);
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetId, made.id), eq(staffAudit.action, 'product.variants'))).orderBy(asc(staffAudit.id)).offset(1);
    expect(audit!.after).toMatchObject({ added: [expect.objectContaining({ sku: `${c}-BLUE-XL` })], removed: [`${c}-RED-M`], retired: [expect.objectContaining({ sku: `${c}-BLACK-L`, stock: 0 })] });
    // the cart line still names the retired variant
    expect(((await buyer.cart.get()).body as Cart).lines.map((l) => l.variantId)).toEqual([held.id]);
  });

  it('refuses per row: a SKU of another product, a size of another kind, a colour and size twice; a stale version', async () => {
    const other = await k.create();
    const taken = await k.variants(other, [v(`${other.code}-GREY-S`, 'grey', 'S')]);
    const made = await k.create();
    const c = made.code;
    const res = await put(made, [v(`${c}-A`, 'black', 'M'), v(taken.variants[0]!.sku, 'red', 'M'), v(`${c}-B`, 'black', '42'), v(`${c}-C`, 'black', 'M'), v(`${c}-D`, 'black', null)]);
    expect(res).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    expect(res.body.fields).toEqual({ 'variants.1.sku': 'sku_taken', 'variants.2.size': 'size_not_in_kind', 'variants.3.color': 'variant_duplicate', 'variants.4.size': 'size_required' });
    expect((await put(made, [v('bad sku', 'black', 'M')])).body.fields).toMatchObject({ 'variants.0.sku': 'sku_format' });
    expect((await put(made, [v(`${c}-E`, 'teal', 'M')])).status).toBe(400);
    expect(await put({ code: c, version: 9 }, [])).toMatchObject({ status: 409, body: { error: 'product_changed' } });
    expect(await s.t.db.select().from(productVariants).where(eq(productVariants.productId, made.id))).toEqual([]);
  });

  it('refuses a row whose stock an order moved since the editor read it (expectedStock), writing nothing', async () => {
    const made = await k.create();
    const grid = await k.variants(made, [v(`${made.code}-NAVY-M`, 'navy', 'M', 5)]);
    await s.t.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, grid.variants[0]!.id)); // an order took one
    const res = await put(grid, [{ ...v(`${made.code}-NAVY-M`, 'navy', 'M', 8), expectedStock: 5 }, v(`${made.code}-NAVY-L`, 'navy', 'L', 2)]);
    expect(res).toMatchObject({ status: 409, body: { error: 'stock_changed', fields: { 'variants.0.stock': 'stock_changed' }, params: { 'variants.0.stock': { current: 4 } } } });
    expect((await s.t.db.select().from(productVariants).where(eq(productVariants.productId, made.id))).map((x) => x.stock)).toEqual([4]);
    // a row that keeps the stock it read is refused too: writing it would undo the order's change
    expect(await put(grid, [{ ...v(`${made.code}-NAVY-M`, 'navy', 'M', 5), expectedStock: 5 }])).toMatchObject({ status: 409, body: { params: { 'variants.0.stock': { current: 4 } } } });
    expect((await put(grid, [{ ...v(`${made.code}-NAVY-M`, 'navy', 'M', 8), expectedStock: 4 }])).status).toBe(200);
  });

  it('refuses a stock change of an existing variant that does not name the stock it read (the grid is written only whole)', async () => {
    const made = await k.create();
    const grid = await k.variants(made, [v(`${made.code}-TEAL-S`, 'black', 'S', 5)]);
    await s.t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, grid.variants[0]!.id)); // an order took two
    const blind = await put(grid, [v(`${made.code}-TEAL-S`, 'black', 'S', 5), v(`${made.code}-TEAL-M`, 'black', 'M', 2)]);
    expect(blind).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { 'variants.0.expectedStock': 'expected_stock_required' } } });
    expect((await s.t.db.select().from(productVariants).where(eq(productVariants.productId, made.id))).map((x) => [x.sku, x.stock])).toEqual([[`${made.code}-TEAL-S`, 3]]);
    // leaving the stock as it is now needs no expectedStock
    const kept = await put(grid, [{ ...v(`${made.code}-TEAL-S`, 'black', 'S', 3), availability: 'Limited' }]);
    expect(kept.body).toMatchObject({ version: grid.version + 1, variants: [expect.objectContaining({ stock: 3, availability: 'Limited' })] });
  });
});

describe('the bulk edit', () => {
  it('changes prices by a percentage over a filter, with a history row and an audit row per product', async () => {
    const a = await k.create({ priceCents: 1999 });
    const b = await k.create({ priceCents: 1000, brandCode: 'blue-cove' });
    const word = a.word.slice(0, 4); // every test product's names start with it; narrowed by the brand
    const res = await k.call('POST', '/staff/catalog/bulk-edit', { filter: { q: `${word}`, brand: 'nordvik', status: 'Draft' }, change: { kind: 'percent', percent: 10 } });
    expect(res.status).toBe(200);
    const rows = await s.t.db.select().from(products).where(inArray(products.id, [a.id, b.id])).orderBy(asc(products.id));
    expect(rows.map((r) => [r.priceCents, r.version])).toEqual([[2199, 2], [1000, 1]]);
    expect(res.body.changed).toBe(res.body.matched);
    expect(res.body.matched).toBeGreaterThanOrEqual(1);
    const history = await s.t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, a.id)).orderBy(asc(productPriceHistory.id));
    expect(history.map((h) => [h.priceCents, h.source])).toEqual([[1999, 'api'], [2199, 'api']]);
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetId, a.id), eq(staffAudit.action, 'product.bulk_price')));
    expect(audit).toMatchObject({ targetKind: 'product', before: { priceCents: 1999 }, after: { priceCents: 2199 } });
  });

  it('sets prices and stock by codes; refuses the whole edit when one code is unknown or a price would pass the maximum', async () => {
    const a = await k.create({ priceCents: 500 });
    const grid = await k.variants(a, [v(`${a.code}-BLACK-S`, 'black', 'S', 0, 'Exhausted'), v(`${a.code}-BLACK-M`, 'black', 'M', 3, 'Limited')]);
    const b = await k.create({ priceCents: 90_000_000 });
    const refused = await k.call('POST', '/staff/catalog/bulk-edit', { codes: [a.code, 'NO-SUCH'], change: { kind: 'setPrice', priceCents: 100 } });
    expect(refused).toMatchObject({ status: 400, body: { fields: { 'codes.1': 'product_not_found' } } });
    const tooHigh = await k.call('POST', '/staff/catalog/bulk-edit', { codes: [a.code, b.code], change: { kind: 'percent', percent: 20 } });
    expect(tooHigh).toMatchObject({ status: 400, body: { fields: { change: 'bulk_price_too_high' } } });
    expect((await s.t.db.select().from(products).where(eq(products.id, a.id)))[0]!.priceCents).toBe(500);
    const stock = await k.call('POST', '/staff/catalog/bulk-edit', { codes: [a.code], change: { kind: 'setStock', stock: 7 } });
    expect(stock.body).toEqual({ matched: 1, changed: 1 });
    const after = (await k.call('GET', `/staff/catalog/products/${a.code}`)).body as StaffProduct;
    expect(after.variants.map((x) => [x.stock, x.availability])).toEqual([[7, 'Available'], [7, 'Limited']]);
    expect(after.version).toBe(grid.version + 1);
    expect((await k.call('POST', '/staff/catalog/bulk-edit', { change: { kind: 'setStock', stock: 1 } })).body.fields).toEqual({ filter: 'bulk_selection_required' });
    expect((await k.call('POST', '/staff/catalog/bulk-edit', { codes: [a.code], change: { kind: 'percent', percent: 1.234 } })).status).toBe(400);
    expect((await k.call('POST', '/staff/catalog/bulk-edit', { codes: [a.code], change: { kind: 'setStock', stock: 1 } }, 'SalesPerson')).status).toBe(403);
  });
});
