import { eq, inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { ProductDetail } from '@/lib/contract/catalog';
import { bundleStock } from '@/lib/rules/bundle-stock';
import { bundleParts, orderLineParts, orders, productVariants, products, returnRequestLines, returnRequests } from '../../db/schema';
import { DEMO_KINDS } from '../../db/seed/demo-product-kinds';
import { freshCustomer, orderBody, orderClient, orderSuite, stockOf } from '../../testing/order-helpers';
import { changeOrderStatus } from '../orders/order-status';
import { receiveReturnInTx } from '../orders/receive-return';

/**
 * A Bundle in the shop (issue #45; docs/decisions/0029): its stock is what its parts make (the
 * rule's min over the parts), in the catalogue and the cart; an order of it takes the parts' stock
 * and never the bundle variant's; a cancel gives the parts back; a part running short limits it.
 */
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };

async function bundle() {
  const [product] = await s.t.db.select({ id: products.id }).from(products).where(eq(products.code, DEMO_KINDS.bundle));
  const [variant] = await s.t.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, product!.id));
  const parts = await s.t.db.select({ variantId: bundleParts.partVariantId, quantity: bundleParts.quantity }).from(bundleParts).where(eq(bundleParts.bundleProductId, product!.id)).orderBy(bundleParts.partVariantId);
  return { productId: product!.id, variantId: variant!.id, ownStock: variant!.stock, parts };
}

const partStocks = async (parts: readonly { variantId: number }[]) => Promise.all(parts.map((p) => stockOf(s.t, p.variantId)));
const made = async (parts: readonly { variantId: number; quantity: number }[]) => bundleStock(await Promise.all(parts.map(async (p) => ({ ...p, stock: await stockOf(s.t, p.variantId) }))));

it('shows what its parts make, with the parts listed, on the product page', async () => {
  const b = await bundle();
  const buyer = await freshCustomer(s.t);
  const res = await s.t.call('GET', `/Products/ByCode/${DEMO_KINDS.bundle}`, undefined, { token: buyer.token, partner: 'acme' });
  expect(res.status).toBe(200);
  const detail = res.body as ProductDetail;
  expect(detail.kind).toBe('Bundle');
  expect(detail.parts?.map((p) => [p.code, p.quantity])).toEqual([
    [DEMO_KINDS.flask, 1],
    [DEMO_KINDS.socks, 2],
  ]);
  expect(detail.variants[0]!.stock).toBe(await made(b.parts));
});

it('an order of bundles takes the parts’ stock (not its own), and a cancel gives them back', async () => {
  const b = await bundle();
  const before = await partStocks(b.parts);
  const buyer = await freshCustomer(s.t);
  const cart = (await buyer.cart.add(b.variantId, 3)).body as Cart;
  expect(cart.lines[0]).toMatchObject({ variantId: b.variantId, quantity: 3, stock: await made(b.parts), problem: null });
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  expect(await partStocks(b.parts)).toEqual([before[0]! - 3, before[1]! - 6]);
  expect(await stockOf(s.t, b.variantId)).toBe(b.ownStock);
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid));
  const recorded = await s.t.db.select({ variantId: orderLineParts.variantId, quantity: orderLineParts.quantity }).from(orderLineParts).where(eq(orderLineParts.orderId, order!.id)).orderBy(orderLineParts.variantId);
  expect(recorded).toEqual(b.parts);

  await changeOrderStatus(s.t.deps, { orderId: order!.id, to: 'Cancelled', actor: STAFF });
  expect(await partStocks(b.parts)).toEqual(before);
  expect(await stockOf(s.t, b.variantId)).toBe(b.ownStock);
});

it('a part running short limits the bundle: more than the parts make is refused, and the parts are untouched', async () => {
  const b = await bundle();
  const socks = b.parts.find((p) => p.quantity === 2)!;
  await s.t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, socks.variantId));
  expect(await made(b.parts)).toBe(1);
  const buyer = await freshCustomer(s.t);
  const refused = await buyer.cart.add(b.variantId, 2);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: 'not_available_quantity', params: { quantity: { available: 1 } } });
  const cart = (await buyer.cart.add(b.variantId, 1)).body as Cart;
  // Someone buys the socks meanwhile: placing the bundle is refused and takes nothing.
  await s.t.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, socks.variantId));
  const before = await partStocks(b.parts);
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(409);
  expect(await partStocks(b.parts)).toEqual(before);
  const rows = await s.t.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, b.parts.map((p) => p.variantId)));
  expect(rows.every((r) => r.stock >= 0)).toBe(true);
});

it('a received return of one bundle puts its parts back, per unit of the bundle', async () => {
  const b = await bundle();
  // The test before sold the socks short.
  for (const part of b.parts) await s.t.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, part.variantId));
  const buyer = await freshCustomer(s.t);
  const cart = (await buyer.cart.add(b.variantId, 2)).body as Cart;
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id, customerId: orders.customerId, partnerId: orders.partnerId, number: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid));
  for (const to of ['Processing', 'InDelivery', 'Completed'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: STAFF });
  const before = await partStocks(b.parts);
  const [ret] = await s.t.db
    .insert(returnRequests)
    .values({ orderId: order!.id, customerId: order!.customerId, partnerId: order!.partnerId, n: 1, number: `${order!.number}-R1`, status: 'Received', reason: 'changed_mind' })
    .returning({ id: returnRequests.id });
  await s.t.db.insert(returnRequestLines).values({ returnId: ret!.id, position: 0, quantity: 1 });
  const moved = await s.t.db.transaction((tx) => receiveReturnInTx(tx, { orderId: order!.id, returnId: ret!.id, actor: STAFF, note: '', now: s.t.deps.now() }));
  expect(moved?.to).toBe('PartiallyReturned');
  expect(await partStocks(b.parts)).toEqual([before[0]! + 1, before[1]! + 2]);
  expect(await stockOf(s.t, b.variantId)).toBe(b.ownStock);
});
