import { zSavedOrderList } from '@/lib/contract/order-lists';
import { zQuickOrderResult } from '@/lib/contract/quick-order';
import { pickVariants, setVariant } from '../testing/cart-helpers';
import { freshCustomer, orderSuite, type Buyer } from '../testing/order-helpers';
import { placedOrder } from '../testing/return-helpers';
import type { TestApi } from '../testing/test-api';

/**
 * Order lists (issue #18 item 2): save the cart or an order as a named list, edit it, add it to
 * the cart whole; each customer sees only their own lists.
 */
const s = orderSuite();

function lists(t: TestApi, buyer: Buyer, lang = 'el') {
  const options = { token: buyer.token, partner: buyer.partner, lang };
  return {
    all: () => t.call('GET', '/OrderLists', undefined, options),
    create: (body: unknown) => t.call('POST', '/OrderLists', body, options),
    get: (id: unknown) => t.call('GET', `/OrderLists/${String(id)}`, undefined, options),
    update: (id: unknown, body: unknown) => t.call('PUT', `/OrderLists/${String(id)}`, body, options),
    remove: (id: unknown) => t.call('DELETE', `/OrderLists/${String(id)}`, undefined, options),
    toCart: (id: unknown) => t.call('POST', `/OrderLists/${String(id)}/AddToCart`, undefined, options),
  };
}

describe('order lists', () => {
  it('saves the cart as a list, lists it, edits it and adds it to the cart whole', async () => {
    const buyer = await freshCustomer(s.t);
    const api = lists(s.t, buyer);
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used, ({ variant }) => variant.stock >= 10);
    await buyer.cart.add(a!.variant.id, 2);
    await buyer.cart.add(b!.variant.id, 1);

    const created = await api.create({ name: '  Εβδομαδιαία  ', from: 'cart' });
    expect(created.status).toBe(201);
    expect(zSavedOrderList.strict().safeParse(created.body).error).toBeUndefined();
    expect(created.body).toMatchObject({ name: 'Εβδομαδιαία', lines: [{ variantId: a!.variant.id, quantity: 2, code: a!.product.code, offered: true }, { variantId: b!.variant.id, quantity: 1 }] });
    expect((await api.all()).body.items).toEqual([{ id: created.body.id, name: 'Εβδομαδιαία', lineCount: 2, unitCount: 3, updatedAt: expect.any(String) }]);

    // Edit: rename, change a quantity, drop a line.
    const edited = await api.update(created.body.id, { name: 'Weekly', lines: [{ variantId: a!.variant.id, quantity: 5 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([[a!.variant.id, 5]]);

    await buyer.cart.clear();
    const added = await api.toCart(created.body.id);
    expect(added.status).toBe(200);
    expect(zQuickOrderResult.strict().safeParse(added.body).error).toBeUndefined();
    expect(added.body).toMatchObject({ addedUnits: 5, lines: [{ row: 1, status: 'added' }] });
    expect(added.body.cart.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([[a!.variant.id, 5]]);
  });

  it("saves an order's lines; a line the shop can no longer sell is reported when the list is added, and nothing of it is added", async () => {
    const order = await placedOrder(s, [2, 1]);
    const api = lists(s.t, order.buyer);
    const created = await api.create({ name: 'Από παραγγελία', from: 'order', orderUid: order.uid });
    expect(created.status).toBe(201);
    expect(created.body.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual(order.picks.map((p, i) => [p.variant.id, [2, 1][i]]));
    await setVariant(s.t, order.picks[1]!.variant.id, { stock: 0, availability: 'Exhausted' });
    const added = await api.toCart(created.body.id);
    expect(added.body.lines).toEqual([
      { row: 1, status: 'added' },
      { row: 2, status: 'out_of_stock' },
    ]);
    expect((await api.create({ name: 'x', from: 'order', orderUid: 'no-such-order' })).body).toMatchObject({ error: 'order_not_found' });
  });

  it("refuses a taken name (any case), an unknown line, and another customer's list (404)", async () => {
    const buyer = await freshCustomer(s.t);
    const other = await freshCustomer(s.t);
    const api = lists(s.t, buyer);
    const first = await api.create({ name: 'Γραφείο', from: 'empty' });
    expect((await api.create({ name: 'Γραφειο', from: 'empty' })).status).toBe(201); // without its accent: another name
    const taken = await api.create({ name: 'ΓΡΑΦΕΊΟ', from: 'empty' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'order_list_name_taken', fields: { name: 'order_list_name_taken' } });
    const unknown = await api.update(first.body.id, { name: 'Γραφείο', lines: [{ variantId: 1, quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'order_list_line_unknown', fields: { 'lines.0.variantId': 'order_list_line_unknown' } });
    expect((await api.toCart(first.body.id)).body).toMatchObject({ error: 'order_list_empty' });

    const theirs = lists(s.t, other);
    for (const res of [await theirs.get(first.body.id), await theirs.update(first.body.id, { name: 'mine', lines: [] }), await theirs.remove(first.body.id), await theirs.toCart(first.body.id)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'order_list_not_found' });
    }
    expect((await theirs.all()).body.items).toEqual([]);
    expect((await api.get('abc')).status).toBe(404);

    expect((await api.remove(first.body.id)).status).toBe(204);
    expect((await api.get(first.body.id)).status).toBe(404);
  });

  it('gives two concurrent saves of one name one list', async () => {
    const buyer = await freshCustomer(s.t);
    const api = lists(s.t, buyer);
    const results = await Promise.all([api.create({ name: 'Διπλή', from: 'empty' }), api.create({ name: 'Διπλή', from: 'empty' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await api.all()).body.items).toHaveLength(1);
  });

  it('validates names and lines', async () => {
    const buyer = await freshCustomer(s.t);
    const api = lists(s.t, buyer);
    for (const body of [{ name: ' ', from: 'cart' }, { name: 'x'.repeat(81), from: 'cart' }, { name: 'ok', from: 'basket' }, { name: 'ok' }]) {
      const res = await api.create(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    const list = await api.create({ name: 'ok', from: 'empty' });
    expect((await api.update(list.body.id, { name: 'ok', lines: [{ variantId: 1, quantity: 100 }] })).status).toBe(400);
  });
});
