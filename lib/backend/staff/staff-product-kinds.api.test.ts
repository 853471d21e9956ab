import { and, desc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { ProductDetail } from '@/lib/contract/catalog';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { syncCatalog } from '../catalog/catalog-service';
import { orderLineParts, orders, staffAudit } from '../db/schema';
import { DEMO_KINDS } from '../db/seed/demo-product-kinds';
import { changeOrderStatus } from '../services/orders/order-status';
import { freshCustomer, orderBody, orderClient, orderSuite, stockOf } from '../testing/order-helpers';
import { catalogKit } from './catalog/testing/catalog-test-kit';
import { productKindsKit } from './catalog/testing/product-kinds-kit';

/**
 * A Bundle's parts and a Grouped product's members set through the operations API (issue #45,
 * decision 0046): replaced with the product's version, audited, followed by the storefront (the
 * bundle's stock is what its new parts make; the group's members show in the new order); read by
 * every role, changed by an Employee only; an order placed before keeps the parts it took.
 */
jest.setTimeout(120_000);

const s = orderSuite();
const k = catalogKit(() => s.t);
const pk = productKindsKit(k);
beforeAll(() => k.login());

const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
const detail = async (code: string, partner = 'acme') => {
  const buyer = await freshCustomer(s.t, partner);
  const res = await s.t.call('GET', `/Products/ByCode/${code}`, undefined, { token: buyer.token, partner });
  expect(res.status).toBe(200);
  return res.body as ProductDetail;
};
const latestAudit = async (id: number, action: string) =>
  (await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'product'), eq(staffAudit.targetId, id), eq(staffAudit.action, action))).orderBy(desc(staffAudit.id)).limit(1))[0];

describe("a bundle's parts", () => {
  it('are replaced by an Employee: version bumped, audited, the stock they make answered and shown in the storefront', async () => {
    const flask = await pk.product({}, 9);
    const socks = await pk.product({}, 10);
    const bundle = await pk.product({ kind: 'Bundle', partners: ['acme'] }, 0, false);
    const set = await pk.setParts(bundle, [{ sku: flask.sku, quantity: 1 }, { variantId: socks.variants[0]!.id, quantity: 2 }]);
    expect(set).toMatchObject({ code: bundle.code, kind: 'Bundle', version: bundle.version + 1, bundleStock: 5 });
    expect(set.parts.map((p) => [p.sku, p.quantity, p.stock])).toEqual([
      [flask.sku, 1, 9],
      [socks.sku, 2, 10],
    ]);
    expect(await latestAudit(bundle.id, 'product.parts')).toMatchObject({ before: { parts: [] }, after: { parts: [{ sku: flask.sku, quantity: 1 }, { sku: socks.sku, quantity: 2 }] } });
    // The same list again changes nothing.
    expect((await pk.setParts(set, [{ sku: socks.sku, quantity: 2 }, { sku: flask.sku, quantity: 1 }])).version).toBe(set.version);
    const published = await k.publish(set);
    expect(published.status).toBe('Published');
    await syncCatalog(s.t.deps);
    const shown = await detail(bundle.code);
    expect(shown.parts?.map((p) => [p.code, p.quantity])).toEqual([
      [flask.code, 1],
      [socks.code, 2],
    ]);
    expect(shown.variants[0]!.stock).toBe(5);
    // New parts: the storefront's stock follows them.
    const again = await pk.setParts(published, [{ sku: socks.sku, quantity: 3 }]);
    expect(again.bundleStock).toBe(3);
    await syncCatalog(s.t.deps);
    const after = await detail(bundle.code);
    expect(after.parts?.map((p) => [p.code, p.quantity])).toEqual([[socks.code, 3]]);
    expect(after.variants[0]!.stock).toBe(3);
  });

  it('changed after an order was placed: the order keeps the parts it took, and its cancel gives those back', async () => {
    const flask = await pk.product({}, 20);
    const socks = await pk.product({}, 20);
    const cap = await pk.product({}, 20);
    const draft = await pk.product({ kind: 'Bundle' }, 0, false);
    const bundle = await k.publish({ code: draft.code, version: (await pk.setParts(draft, [{ sku: flask.sku, quantity: 1 }, { sku: socks.sku, quantity: 2 }])).version });
    await syncCatalog(s.t.deps);
    const buyer = await freshCustomer(s.t);
    const cart = (await buyer.cart.add(bundle.variants[0]!.id, 2)).body as Cart;
    const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const ids = [flask, socks, cap].map((p) => p.variants[0]!.id);
    expect(await Promise.all(ids.map((id) => stockOf(s.t, id)))).toEqual([18, 16, 20]);
    await pk.setParts(bundle, [{ sku: cap.sku, quantity: 1 }]);
    const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid));
    const held = await s.t.db.select({ variantId: orderLineParts.variantId, quantity: orderLineParts.quantity }).from(orderLineParts).where(eq(orderLineParts.orderId, order!.id)).orderBy(orderLineParts.variantId);
    expect(held).toEqual([ids[0], ids[1]].map((variantId, i) => ({ variantId, quantity: i + 1 })));
    await changeOrderStatus(s.t.deps, { orderId: order!.id, to: 'Cancelled', actor: STAFF });
    expect(await Promise.all(ids.map((id) => stockOf(s.t, id)))).toEqual([20, 20, 20]);
  });
});

describe("a grouped product's members", () => {
  it('are set and reordered by code or id; the storefront shows them in that order', async () => {
    const a = await pk.product();
    const b = await pk.product();
    const c = await pk.product();
    const draft = await pk.product({ kind: 'Grouped' }, 0, false);
    // A group is published with two members: refused before them (409 group_members_required).
    expect((await k.call('POST', `/staff/catalog/products/${draft.code}/status`, { status: 'Published', expectedVersion: draft.version })).body).toMatchObject({ error: 'group_members_required' });
    const group = await pk.setMembers(draft, [b.code, a.id, c.code.toLowerCase()]);
    expect(group.members.map((m) => m.code)).toEqual([b.code, a.code, c.code]);
    expect(group.version).toBe(draft.version + 1);
    const set = await k.publish(group);
    await syncCatalog(s.t.deps);
    expect((await detail(group.code)).memberIds).toEqual([b.id, a.id, c.id]);
    const reordered = await pk.setMembers(set, [c.code, b.code]);
    expect(await latestAudit(draft.id, 'product.members')).toMatchObject({ before: { members: [b.code, a.code, c.code] }, after: { members: [c.code, b.code] } });
    await syncCatalog(s.t.deps);
    expect((await detail(group.code)).memberIds).toEqual([c.id, b.id]);
    expect(reordered.version).toBe(set.version + 1);
    expect(reordered.status).toBe('Published');
  });
});

describe('access and versions', () => {
  it('every role reads; a SalesPerson and an Inspector are refused a change', async () => {
    for (const role of ['Employee', 'SalesPerson', 'Inspector'] as const) {
      const res = await k.call('GET', `/staff/catalog/products/${DEMO_KINDS.bundle}/parts`, undefined, role);
      expect(res.status).toBe(200);
      expect((res.body as StaffProductComposition).parts.map((p) => p.productCode)).toEqual([DEMO_KINDS.flask, DEMO_KINDS.socks]);
      expect((await k.call('GET', `/staff/catalog/products/${DEMO_KINDS.grouped}/members`, undefined, role)).body).toMatchObject({ members: [{ code: DEMO_KINDS.flask }, { code: DEMO_KINDS.socks }] });
    }
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    const group = await pk.product({ kind: 'Grouped' }, 0, false);
    for (const role of ['SalesPerson', 'Inspector'] as const) {
      expect((await pk.parts(bundle, { expectedVersion: bundle.version, parts: [{ sku: `${DEMO_KINDS.flask}-BLACK`, quantity: 1 }] }, role)).status).toBe(403);
      expect((await pk.members(group, { expectedVersion: group.version, members: [DEMO_KINDS.flask, DEMO_KINDS.socks] }, role)).status).toBe(403);
    }
    expect((await k.call('GET', '/staff/catalog/products/NOPE-404/parts')).status).toBe(404);
  });

  it('a stale version is refused with 409 product_changed naming the version now; nothing written', async () => {
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    const first = await pk.setParts(bundle, [{ sku: `${DEMO_KINDS.flask}-BLACK`, quantity: 1 }]);
    const stale = await pk.parts(bundle, { expectedVersion: bundle.version, parts: [{ sku: `${DEMO_KINDS.socks}-GREY`, quantity: 1 }] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'product_changed', fields: { expectedVersion: 'product_changed' }, params: { expectedVersion: { current: first.version } } });
    expect((await k.call('GET', `/staff/catalog/products/${bundle.code}/parts`)).body).toMatchObject({ version: first.version, parts: [{ sku: `${DEMO_KINDS.flask}-BLACK` }] });
    const group = await pk.product({ kind: 'Grouped' }, 0, false);
    await pk.setMembers(group, [DEMO_KINDS.flask]);
    expect((await pk.members(group, { expectedVersion: group.version, members: [DEMO_KINDS.socks] })).body).toMatchObject({ error: 'product_changed' });
  });
});
