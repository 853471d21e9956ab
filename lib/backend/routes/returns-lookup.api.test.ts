import { zOrderLookup } from '@/lib/contract/returns';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { placedOrder, returnClient } from '../testing/return-helpers';

/**
 * POST /Orders/Lookup (issue #7, return order): the caller's order by number and email with what
 * can still be returned; 404 order_not_found for anything that is not an order with that number
 * and email under the partner, the same 404 when it is someone else's (issue #14); failed lookups
 * are throttled per customer and per address.
 */
const s = orderSuite();

describe('POST /Orders/Lookup', () => {
  it("finds the caller's order by its number (any case, spaces) and the order's or the account's email", async () => {
    const order = await placedOrder(s, [2, 1]);
    const res = await order.returns.lookup({ orderNumber: ` ${order.orderNumber.toLowerCase()} `, email: 'ORDERS@example.gr' });
    expect(res.status).toBe(200);
    expect(zOrderLookup.strict().safeParse(res.body).error).toBeUndefined();
    const placed = (await order.orders.get(order.uid)).body;
    expect(res.body).toMatchObject({
      uid: order.uid,
      orderNumber: order.orderNumber,
      createdAt: '2026-11-21T10:00:00.000Z',
      status: 3,
      statusName: 'Completed',
      total: placed.totals.total,
      returnable: true,
      notReturnableReason: null,
      returnDeadline: '2026-12-21T10:00:00.000Z',
      returnState: 'none',
      returns: [],
    });
    expect(res.body.lines).toEqual(
      placed.lines.map((line: { code: string; name: string; color: string; size: string | null; picture: string; quantity: number; unit: { gross: number } }, i: number) => ({
        line: i,
        code: line.code,
        name: line.name,
        color: line.color,
        size: line.size,
        picture: line.picture,
        quantity: line.quantity,
        requested: 0,
        returnable: line.quantity,
        unitTotal: line.unit.gross,
      })),
    );
    expect((await order.returns.lookup({ orderNumber: order.orderNumber, email: order.buyer.email })).status).toBe(200);
  });

  it('names the lines in the language of the request', async () => {
    const order = await placedOrder(s, [1]);
    const el = await returnClient(s.t, order.buyer, 'el').lookup({ orderNumber: order.orderNumber, email: order.buyer.email });
    const en = await returnClient(s.t, order.buyer, 'en').lookup({ orderNumber: order.orderNumber, email: order.buyer.email });
    expect(el.body.lines[0].name).toBe(order.picks[0]!.product.name.el);
    expect(en.body.lines[0].name).toBe(order.picks[0]!.product.name.en);
  });

  it('says why an order cannot be returned: its status (no deadline), the window, everything asked back', async () => {
    const pending = await placedOrder(s, [1], { status: 0 });
    const lookup = (o: typeof pending) => o.returns.lookup({ orderNumber: o.orderNumber, email: o.buyer.email });
    expect((await lookup(pending)).body).toMatchObject({ returnable: false, notReturnableReason: 'status', returnDeadline: null, lines: [{ requested: 0, returnable: 0 }] });
    const old = await placedOrder(s, [1], { daysAgo: 31 });
    expect((await lookup(old)).body).toMatchObject({ returnable: false, notReturnableReason: 'window_passed', returnDeadline: '2026-11-21T10:00:00.000Z' });
    const done = await placedOrder(s, [1]);
    expect((await done.returns.create({ orderUid: done.uid, lines: [{ line: 0, quantity: 1 }], reason: 'defective' })).status).toBe(201);
    expect((await lookup(done)).body).toMatchObject({ returnable: false, notReturnableReason: 'all_requested', returnState: 'full', lines: [{ quantity: 1, requested: 1, returnable: 0 }] });
  });

  it('answers 404 order_not_found for a wrong email, an unknown number, another partner’s and another customer’s order alike', async () => {
    const order = await placedOrder(s, [1]);
    const notFound = { error: 'order_not_found' };
    for (const body of [
      { orderNumber: order.orderNumber, email: 'someone@example.gr' },
      { orderNumber: 'ACM-2026-999999', email: order.buyer.email },
      { orderNumber: `${order.orderNumber}0`, email: order.buyer.email },
    ]) {
      expect([(await order.returns.lookup(body)).status, (await order.returns.lookup(body)).body]).toEqual([404, notFound]);
    }
    const other = returnClient(s.t, await freshCustomer(s.t));
    // The right number and email of another customer's order: the very same answer as "not found".
    const unknown = await other.lookup({ orderNumber: 'ACM-2026-999999', email: order.buyer.email });
    for (const email of [order.buyer.email, 'orders@example.gr', 'nobody@example.gr']) {
      const res = await other.lookup({ orderNumber: order.orderNumber, email });
      expect([res.status, res.body, res.headers.get('content-type')]).toEqual([unknown.status, unknown.body, unknown.headers.get('content-type')]);
    }
    expect([unknown.status, unknown.body]).toEqual([404, notFound]);
    const hellas = returnClient(s.t, await freshCustomer(s.t, 'hellas'));
    expect(await hellas.lookup({ orderNumber: order.orderNumber, email: order.buyer.email })).toMatchObject({ status: 404, body: notFound });
  });

  it('throttles failed lookups per customer: 429 with Retry-After, even for the own order; others go on', async () => {
    const order = await placedOrder(s, [1]);
    const lookup = (orderNumber: string, ip: string) =>
      s.t.call('POST', '/Orders/Lookup', { orderNumber, email: order.buyer.email }, { token: order.buyer.token, partner: 'acme', ip });
    // Ten wrong guesses, each from a new address: the customer's own limit.
    for (let i = 0; i < 10; i++) expect((await lookup(`ACM-2026-99990${i}`, `192.0.2.${10 + i}`)).status).toBe(404);
    const blocked = await lookup(order.orderNumber, '192.0.2.99');
    expect([blocked.status, blocked.body]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await freshCustomer(s.t);
    const res = await s.t.call('POST', '/Orders/Lookup', { orderNumber: order.orderNumber, email: other.email }, { token: other.token, partner: 'acme', ip: '192.0.2.99' });
    expect(res.status).toBe(404);
  });

  it('throttles failed lookups per address, across customers', async () => {
    const ip = '192.0.2.200';
    let status = 0;
    let failures = 0;
    // 30 failures from one address (the client limit), spread over customers under their own limit.
    while (failures < 30) {
      const buyer = await freshCustomer(s.t);
      for (let i = 0; i < 5 && failures < 30; i++, failures++) {
        status = (await s.t.call('POST', '/Orders/Lookup', { orderNumber: `ACM-2026-88880${i}`, email: buyer.email }, { token: buyer.token, partner: 'acme', ip })).status;
        expect(status).toBe(404);
      }
    }
    const fresh = await freshCustomer(s.t);
    const res = await s.t.call('POST', '/Orders/Lookup', { orderNumber: 'ACM-2026-777777', email: fresh.email }, { token: fresh.token, partner: 'acme', ip });
    expect([res.status, res.body.error]).toEqual([429, 'too_many_requests']);
    const elsewhere = await s.t.call('POST', '/Orders/Lookup', { orderNumber: 'ACM-2026-777777', email: fresh.email }, { token: fresh.token, partner: 'acme', ip: '192.0.2.201' });
    expect(elsewhere.status).toBe(404);
  });

  it('refuses bad bodies with 400 and field keys, never a 500, and needs a login', async () => {
    const order = await placedOrder(s, [1]);
    const cases: [unknown, string][] = [
      [{ orderNumber: order.orderNumber }, 'email'],
      [{ orderNumber: order.orderNumber, email: 'not-an-email' }, 'email'],
      [{ orderNumber: '   ', email: order.buyer.email }, 'orderNumber'],
      [{ orderNumber: 'x'.repeat(41), email: order.buyer.email }, 'orderNumber'],
      [{ orderNumber: 7, email: order.buyer.email }, 'orderNumber'],
      [{ orderNumber: order.orderNumber, email: order.buyer.email, customerId: 1 }, 'customerId'],
    ];
    for (const [body, field] of cases) {
      const res = await order.returns.lookup(body);
      expect([res.status, res.body.error, Object.keys(res.body.fields ?? {})]).toEqual([400, 'validation_failed', [field]]);
    }
    expect((await order.returns.lookup('{')).body).toEqual({ error: 'malformed_json' });
    expect((await s.t.call('POST', '/Orders/Lookup', { orderNumber: order.orderNumber, email: order.buyer.email })).status).toBe(401);
  });
});
