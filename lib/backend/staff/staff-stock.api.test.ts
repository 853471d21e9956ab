import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { StockLevels } from '@/lib/contract/staff-stock';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { productVariants, staffAudit } from '../db/schema';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * Stock through the operations API (issue #17 item 5): read and set by SKU, availability
 * following, all or nothing, the ERP's expected stock checked, an audit row per variant; each
 * role; the shop's cart and orders see the new stock at once.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const setStock = (items: unknown, token = tokens.Employee) => staffCall('POST', '/staff/stock', token, { items });
const variantRow = async (id: number) => (await s.t.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;

let a: { id: number; sku: string; stock: number };
let b: { id: number; sku: string; stock: number };

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
  const [pa, pb] = [pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 5), pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 5)];
  a = await variantRow(pa.variant.id);
  b = await variantRow(pb.variant.id);
});

describe('reading stock', () => {
  it('answers the variants found by SKU, in any case, leaving unknown ones out', async () => {
    const res = await staffCall('GET', `/staff/stock?skus=${a.sku.toLowerCase()},NOPE-1,${b.sku}`, tokens.Inspector);
    expect(res.status).toBe(200);
    expect((res.body as StockLevels).items.map((l) => [l.sku, l.stock])).toEqual(
      [
        [a.sku, a.stock],
        [b.sku, b.stock],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect((await staffCall('GET', '/staff/stock', tokens.Employee)).status).toBe(400);
  });
});

describe('setting stock', () => {
  it('refuses a SalesPerson, an Inspector, no token and a customer token', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    expect(await setStock([{ sku: a.sku, stock: 1 }], tokens.SalesPerson)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await setStock([{ sku: a.sku, stock: 1 }], tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect((await staffCall('GET', `/staff/stock?skus=${a.sku}`, tokens.SalesPerson)).status).toBe(403);
    expect((await setStock([{ sku: a.sku, stock: 1 }], customer.token)).status).toBe(401);
    expect((await staffCall('POST', '/staff/stock', undefined, { items: [{ sku: a.sku, stock: 1 }] })).status).toBe(401);
    expect((await variantRow(a.id)).stock).toBe(a.stock);
  });

  it('sets every listed variant in one go, availability following, with an audit row each', async () => {
    const res = await setStock([
      { sku: a.sku, stock: 0, expectedStock: a.stock },
      { sku: b.sku, stock: b.stock + 10 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([expect.objectContaining({ sku: a.sku, stock: 0, availability: 'Exhausted' }), expect.objectContaining({ sku: b.sku, stock: b.stock + 10 })]);
    expect(await variantRow(a.id)).toMatchObject({ stock: 0, availability: 'Exhausted' });
    const audits = await s.t.db.select().from(staffAudit).where(eq(staffAudit.action, 'stock.set'));
    expect(audits.find((r) => r.targetId === a.id)).toMatchObject({ targetKind: 'variant', before: { stock: a.stock }, after: { stock: 0, availability: 'Exhausted' } });
    // Stock back: Available again, and the shop sells it.
    expect((await setStock([{ sku: a.sku, stock: 4 }])).body.items[0]).toMatchObject({ stock: 4, availability: 'Available' });
    const buyer = await freshCustomer(s.t, 'acme');
    const cart = (await buyer.cart.add(a.id, 4)).body as Cart;
    expect((await orderClient(s.t, buyer.token).place(orderBody(s.t, cart))).status).toBe(201);
    expect(await variantRow(a.id)).toMatchObject({ stock: 0, availability: 'Exhausted' });
  });

  it('refuses the whole update for an unknown or repeated SKU, or a stock that moved, and changes nothing', async () => {
    const before = await variantRow(b.id);
    const unknown = await setStock([{ sku: b.sku, stock: 1 }, { sku: 'NOPE-1', stock: 1 }]);
    expect(unknown).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { 'items.1.sku': 'sku_not_found' } } });
    const twice = await setStock([{ sku: b.sku, stock: 1 }, { sku: b.sku.toLowerCase(), stock: 2 }]);
    expect(twice).toMatchObject({ status: 400, body: { fields: { 'items.1.sku': 'sku_duplicate' } } });
    const moved = await setStock([{ sku: b.sku, stock: 1, expectedStock: before.stock - 1 }]);
    expect(moved).toMatchObject({ status: 409, body: { error: 'stock_changed', fields: { 'items.0.expectedStock': 'stock_changed' } } });
    const bad = await setStock([{ sku: b.sku, stock: -1 }]);
    expect(bad.status).toBe(400);
    expect((await setStock([])).status).toBe(400);
    expect(await variantRow(b.id)).toMatchObject({ stock: before.stock, availability: before.availability });
  });
});
