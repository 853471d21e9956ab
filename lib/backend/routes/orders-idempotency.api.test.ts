import { eq } from 'drizzle-orm';
import { orders, outboxEmails } from '../db/schema';
import { pickOne } from '../testing/cart-helpers';
import { buyerWithCart, newKey, orderBody, orderState, orderSuite, stockOf } from '../testing/order-helpers';

/**
 * Idempotency of POST /Orders (DESIGN §8): the same key with the same request replays the first
 * answer (no second order, no second mail); with another request it is 409; concurrent requests
 * with one key make one order. Keys belong to a customer; a refused request leaves no key.
 */
const s = orderSuite();

const ordersOf = (customerId: number) => s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));
const mailsTo = (email: string) => s.t.db.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.recipient, email));

describe('the same key', () => {
  it('with the same request replays the first answer: one order, one mail, the stock taken once', async () => {
    const { buyer, pick, cart, client } = await buyerWithCart(s, 2);
    const stock = await stockOf(s.t, pick.variant.id);
    const body = orderBody(s.t, cart, { email: 'replay@example.gr' });
    const key = newKey();
    const first = await client.place(body, key);
    expect(first.status).toBe(201);
    const again = await client.place(body, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    // Key order and whitespace do not make another request.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    expect((await client.place(reordered, key)).body).toEqual(first.body);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await mailsTo('replay@example.gr')).toHaveLength(1);
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock - 2);
  });

  it('with another request is 409 idempotency_key_reused, and nothing is written', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    const body = orderBody(s.t, cart);
    const key = newKey();
    expect((await client.place(body, key)).status).toBe(201);
    await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1);
    const before = await orderState(s.t);
    const res = await client.place({ ...body, comments: 'another request' }, key);
    expect([res.status, res.body]).toEqual([409, { error: 'idempotency_key_reused' }]);
    expect(await orderState(s.t)).toEqual(before);
  });

  it('after a refusal is free: the corrected request with the same key is placed', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    const body = orderBody(s.t, cart);
    const key = newKey();
    expect((await client.place({ ...body, expectedTotal: 1 }, key)).status).toBe(409);
    expect((await client.place(body, key)).status).toBe(201);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('belongs to one customer: another customer may use it for an order of their own', async () => {
    const a = await buyerWithCart(s);
    const b = await buyerWithCart(s);
    const key = newKey();
    const first = await a.client.place(orderBody(s.t, a.cart), key);
    const second = await b.client.place(orderBody(s.t, b.cart), key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.uid).not.toBe(first.body.uid);
  });
});

describe('concurrent requests with one key', () => {
  it('make exactly one order; every request gets its answer', async () => {
    const { buyer, pick, cart, client } = await buyerWithCart(s, 1);
    const stock = await stockOf(s.t, pick.variant.id);
    const body = orderBody(s.t, cart, { email: 'concurrent-key@example.gr' });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.place(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.uid)).size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await mailsTo('concurrent-key@example.gr')).toHaveLength(1);
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock - 1);
  });

  it('with different requests: one is placed, the others are refused as a reused key', async () => {
    const { buyer, cart, client } = await buyerWithCart(s, 1);
    const key = newKey();
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((comments) => client.place(orderBody(s.t, cart, { comments }), key)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(Array(3).fill('idempotency_key_reused'));
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });
});
