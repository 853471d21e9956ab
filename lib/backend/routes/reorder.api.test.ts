import { eq } from 'drizzle-orm';
import { zReorderResult } from '@/lib/contract/returns';
import { products } from '../db/schema';
import { setVariant } from '../testing/cart-helpers';
import { BILLING, freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { placedOrder, returnClient } from '../testing/return-helpers';

/**
 * POST /Orders/{uid}/Reorder (issue #7): an order's lines go back into the cart as far as the
 * cart's rules allow; what could not be added (gone, out of stock, less stock) is reported, and the
 * answer carries the whole cart. Only the owner's orders (404 otherwise). Also: deleting a saved
 * address keeps the shipping address of the orders that used it.
 */
const s = orderSuite();

describe('POST /Orders/{uid}/Reorder', () => {
  it('puts every available line back into the cart and answers the cart as GET /Cart does', async () => {
    const order = await placedOrder(s, [2, 1]);
    expect((await order.buyer.cart.get()).body.lines).toEqual([]);
    const res = await order.returns.reorder(order.uid);
    expect(res.status).toBe(200);
    expect(zReorderResult.strict().safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({ addedUnits: 3, skipped: [] });
    expect(res.body.cart).toEqual((await order.buyer.cart.get()).body);
    expect(res.body.cart.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual(order.picks.map((p, i) => [p.variant.id, [2, 1][i]]));
  });

  it('adds to what the cart holds', async () => {
    const order = await placedOrder(s, [1]);
    await order.buyer.cart.add(order.picks[0]!.variant.id, 2);
    const res = await order.returns.reorder(order.uid);
    expect(res.body.cart.lines).toEqual([expect.objectContaining({ variantId: order.picks[0]!.variant.id, quantity: 3 })]);
  });

  it('skips a variant out of stock and a product no longer sold, adds part of a line with less stock, and reports them', async () => {
    const order = await placedOrder(s, [1, 1, 3, 1]);
    const [gone, hidden, limited, fine] = order.picks;
    await setVariant(s.t, gone!.variant.id, { stock: 0, availability: 'Exhausted' });
    await s.t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, hidden!.product.id));
    await setVariant(s.t, limited!.variant.id, { stock: 2, availability: 'Limited' });
    const res = await returnClient(s.t, order.buyer, 'en').reorder(order.uid);
    expect(res.status).toBe(200);
    const detail = (await orderClient(s.t, order.buyer.token, 'acme', 'en').get(order.uid)).body;
    const named = (i: number) => ({ line: i, code: detail.lines[i].code, name: detail.lines[i].name, color: detail.lines[i].color, size: detail.lines[i].size });
    expect(res.body.skipped).toEqual([
      { ...named(0), requested: 1, added: 0, reason: 'out_of_stock' },
      { ...named(1), requested: 1, added: 0, reason: 'product_unavailable' },
      { ...named(2), requested: 3, added: 2, reason: 'not_available_quantity' },
    ]);
    expect(res.body.addedUnits).toBe(3);
    expect(res.body.cart.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([
      [limited!.variant.id, 2],
      [fine!.variant.id, 1],
    ]);
    // Again: the cart already holds all the stock of the limited line.
    const again = await order.returns.reorder(order.uid);
    expect(again.body.skipped.find((x: { line: number }) => x.line === 2)).toMatchObject({ added: 0, reason: 'not_available_quantity' });
    await s.t.db.update(products).set({ status: 'Published' }).where(eq(products.id, hidden!.product.id));
  });

  it('answers 404 order_not_found for another customer’s or partner’s order and uids that name nothing, 401 without a login', async () => {
    const order = await placedOrder(s, [1]);
    const other = await freshCustomer(s.t);
    const hellas = await freshCustomer(s.t, 'hellas');
    for (const res of [
      await returnClient(s.t, other).reorder(order.uid),
      await returnClient(s.t, hellas).reorder(order.uid),
      await order.returns.reorder('A'.repeat(22)),
      await order.returns.reorder('not-a-uid'),
    ]) {
      expect([res.status, res.body]).toEqual([404, { error: 'order_not_found' }]);
    }
    expect((await other.cart.get()).body.lines).toEqual([]);
    expect((await s.t.call('POST', `/Orders/${order.uid}/Reorder`)).status).toBe(401);
    // The lists show only the caller's own orders.
    expect((await orderClient(s.t, other.token).list()).body.items).toEqual([]);
    expect((await order.orders.list()).body.items.map((o: { uid: string }) => o.uid)).toEqual([order.uid]);
  });
});

describe('deleting a saved address', () => {
  it('keeps the shipping address of the orders that used it', async () => {
    const buyer = await freshCustomer(s.t);
    const saved = await s.t.call('POST', '/Customers/Addresses', { ...BILLING, title: 'Γραφείο', address: 'Τσιμισκή 45', city: 'Θεσσαλονίκη', postalCode: '54623' }, { token: buyer.token });
    const order = await placedOrder(s, [1], { buyer, status: 0 });
    // placedOrder ships to the billing address; place a second order to the saved one.
    const cart = (await buyer.cart.add(order.picks[0]!.variant.id, 1)).body;
    const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart, { shipTo: { kind: 'saved', addressId: saved.body.id } }));
    expect(placed.status).toBe(201);
    const before = (await orderClient(s.t, buyer.token).get(placed.body.uid)).body.shippingAddress;
    expect(before).toMatchObject({ address: 'Τσιμισκή 45', city: 'Θεσσαλονίκη', postalCode: '54623' });
    expect((await s.t.call('DELETE', `/Customers/Addresses/${saved.body.id}`, undefined, { token: buyer.token })).status).toBe(204);
    expect((await s.t.call('GET', '/Customers/Addresses', undefined, { token: buyer.token })).body.items).toEqual([]);
    expect((await orderClient(s.t, buyer.token).get(placed.body.uid)).body.shippingAddress).toEqual(before);
  });
});
