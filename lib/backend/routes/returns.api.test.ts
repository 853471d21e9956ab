import { count, eq } from 'drizzle-orm';
import { zOrder } from '@/lib/contract/orders';
import { zReturnRequestRecord } from '@/lib/contract/returns';
import { returnRequestLines, returnRequests } from '../db/schema';
import { lastMail } from '../testing/auth-helpers';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { placedOrder, returnClient, type PlacedOrder } from '../testing/return-helpers';

/**
 * POST /Returns (issue #7): a return request is recorded and the order shows it (GET /Orders and
 * /Orders/{uid}); refused for orders that are not the caller's (404), not returnable (409 with the
 * reason), lines that are unknown, repeated or more than remains (400 with field keys); concurrent
 * requests for the last units: exactly one succeeds.
 */
jest.setTimeout(60_000);
const s = orderSuite();

const ask = (order: PlacedOrder, lines: { line: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  order.returns.create({ orderUid: order.uid, lines, reason: 'size_or_fit', ...extra });

/** Return requests and their lines in the database (to show that a refusal wrote nothing). */
async function recorded() {
  const [requests] = await s.t.db.select({ n: count() }).from(returnRequests);
  const [lines] = await s.t.db.select({ n: count() }).from(returnRequestLines);
  return { requests: requests?.n ?? 0, lines: lines?.n ?? 0 };
}

describe('POST /Returns: recorded and shown on the order', () => {
  it('records a request (201), numbers it per order, shows the return state and the requests, and mails the customer', async () => {
    const order = await placedOrder(s, [2, 1]);
    const first = await ask(order, [{ line: 0, quantity: 1 }], { comment: '  Too small  ' });
    expect(first.status).toBe(201);
    expect(zReturnRequestRecord.strict().safeParse(first.body).error).toBeUndefined();
    const detail = (await order.orders.get(order.uid)).body;
    expect(first.body).toEqual({
      returnNumber: `${order.orderNumber}-R1`,
      createdAt: '2026-11-22T10:00:00.000Z',
      status: 'Requested',
      reason: 'size_or_fit',
      comment: 'Too small',
      lines: [{ line: 0, code: detail.lines[0].code, name: detail.lines[0].name, color: detail.lines[0].color, size: detail.lines[0].size, quantity: 1 }],
    });
    expect(zOrder.strict().safeParse(detail).error).toBeUndefined();
    expect(detail).toMatchObject({ returnState: 'partial', returns: [first.body] });
    expect((await order.orders.list()).body.items).toEqual([expect.objectContaining({ uid: order.uid, returnState: 'partial' })]);

    const mail = await lastMail(s.t, order.buyer.email, 'returnRequested');
    expect(mail).toMatchObject({ language: 'el', links: ['http://shop.test/acme/profile/orders'] });
    expect(mail!.text).toContain(`${order.orderNumber}-R1`);

    s.t.advance(60_000);
    const second = await returnClient(s.t, order.buyer, 'en').create({ orderUid: order.uid, lines: [{ line: 1, quantity: 1 }, { line: 0, quantity: 1 }], reason: 'defective' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ returnNumber: `${order.orderNumber}-R2`, comment: null, lines: [{ line: 0, quantity: 1 }, { line: 1, quantity: 1 }] });
    expect((await lastMail(s.t, order.buyer.email, 'returnRequested'))).toMatchObject({ language: 'en', subject: expect.stringContaining(`${order.orderNumber}-R2`) });
    const after = (await order.orders.get(order.uid)).body;
    expect(after.returnState).toBe('full');
    expect(after.returns.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([`${order.orderNumber}-R1`, `${order.orderNumber}-R2`]);
    expect((await order.orders.list()).body.items[0].returnState).toBe('full');

    const third = await ask(order, [{ line: 0, quantity: 1 }]);
    expect([third.status, third.body]).toEqual([409, { error: 'order_not_returnable', params: { order: { reason: 'all_requested' } } }]);
  });

  it('gives the units of a rejected request back', async () => {
    const order = await placedOrder(s, [1]);
    expect((await ask(order, [{ line: 0, quantity: 1 }])).status).toBe(201);
    await s.t.db.update(returnRequests).set({ status: 'Rejected' }).where(eq(returnRequests.number, `${order.orderNumber}-R1`));
    const detail = (await order.orders.get(order.uid)).body;
    expect(detail).toMatchObject({ returnState: 'none', returns: [{ status: 'Rejected' }] });
    expect((await ask(order, [{ line: 0, quantity: 1 }])).body.returnNumber).toBe(`${order.orderNumber}-R2`);
  });
});

describe('POST /Returns: refusals', () => {
  it('refuses orders that cannot be returned (409 with the reason) and writes nothing', async () => {
    const before = await recorded();
    const pending = await placedOrder(s, [1], { status: 0 });
    expect((await ask(pending, [{ line: 0, quantity: 1 }])).body).toEqual({ error: 'order_not_returnable', params: { order: { reason: 'status' } } });
    const cancelled = await placedOrder(s, [1], { status: -1 });
    expect((await ask(cancelled, [{ line: 0, quantity: 1 }])).status).toBe(409);
    const old = await placedOrder(s, [1], { daysAgo: 31 });
    expect((await ask(old, [{ line: 0, quantity: 1 }])).body).toEqual({ error: 'order_not_returnable', params: { order: { reason: 'window_passed' } } });
    expect(await recorded()).toEqual(before);
    const lastDay = await placedOrder(s, [1], { status: 10, daysAgo: 30 });
    expect((await ask(lastDay, [{ line: 0, quantity: 1 }])).status).toBe(201);
    expect(await recorded()).toEqual({ requests: before.requests + 1, lines: before.lines + 1 });
  });

  it('refuses more units than remain, also after an earlier request (400 with the most that may be asked)', async () => {
    const order = await placedOrder(s, [2, 1]);
    const over = await ask(order, [{ line: 0, quantity: 3 }]);
    expect(over.body).toEqual({ error: 'validation_failed', fields: { 'lines.0.quantity': 'return_quantity_exceeds' }, params: { 'lines.0.quantity': { max: 2 } } });
    expect((await ask(order, [{ line: 0, quantity: 1 }])).status).toBe(201);
    const again = await ask(order, [{ line: 1, quantity: 1 }, { line: 0, quantity: 2 }]);
    expect(again.body).toEqual({ error: 'validation_failed', fields: { 'lines.1.quantity': 'return_quantity_exceeds' }, params: { 'lines.1.quantity': { max: 1 } } });
    expect((await order.orders.get(order.uid)).body.returns).toHaveLength(1);
  });

  it('refuses unknown and repeated lines', async () => {
    const order = await placedOrder(s, [2, 1]);
    const res = await ask(order, [{ line: 0, quantity: 1 }, { line: 2, quantity: 1 }, { line: 0, quantity: 1 }]);
    expect(res.body).toEqual({ error: 'validation_failed', fields: { 'lines.1.line': 'return_line_unknown', 'lines.2.line': 'return_line_duplicate' } });
    expect((await order.orders.get(order.uid)).body.returns).toEqual([]);
  });

  it('answers 404 order_not_found for an order that is not the caller’s under the partner, or a uid that names nothing', async () => {
    const order = await placedOrder(s, [1]);
    const body = { orderUid: order.uid, lines: [{ line: 0, quantity: 1 }], reason: 'other' };
    const other = returnClient(s.t, await freshCustomer(s.t));
    const hellas = returnClient(s.t, await freshCustomer(s.t, 'hellas'));
    for (const res of [await other.create(body), await hellas.create(body), await order.returns.create({ ...body, orderUid: 'A'.repeat(22) }), await order.returns.create({ ...body, orderUid: "' OR 1=1 --" })]) {
      expect([res.status, res.body]).toEqual([404, { error: 'order_not_found' }]);
    }
    expect((await s.t.call('POST', '/Returns', body)).status).toBe(401);
    expect((await order.orders.get(order.uid)).body.returns).toEqual([]);
  });

  it('refuses bad bodies with 400 and field keys, never a 500', async () => {
    const order = await placedOrder(s, [1]);
    const ok = { orderUid: order.uid, lines: [{ line: 0, quantity: 1 }], reason: 'defective' };
    const cases: [unknown, string][] = [
      [{ ...ok, lines: [] }, 'lines'],
      [{ ...ok, lines: undefined }, 'lines'],
      [{ ...ok, lines: [{ line: 0, quantity: 0 }] }, 'lines.0.quantity'],
      [{ ...ok, lines: [{ line: 0, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ ...ok, lines: [{ line: -1, quantity: 1 }] }, 'lines.0.line'],
      [{ ...ok, lines: [{ line: 0, quantity: 1, price: 0 }] }, 'lines.0.price'],
      [{ ...ok, lines: Array.from({ length: 101 }, () => ({ line: 0, quantity: 1 })) }, 'lines'],
      [{ ...ok, reason: 'whim' }, 'reason'],
      [{ ...ok, comment: 'x'.repeat(1001) }, 'comment'],
      [{ ...ok, orderUid: '' }, 'orderUid'],
      [{ ...ok, status: 'Refunded' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await order.returns.create(body);
      expect([res.status, res.body.error, Object.keys(res.body.fields ?? {})]).toEqual([400, 'validation_failed', [field]]);
    }
    for (const raw of ['{', '[]', 'null', '"x"']) expect((await order.returns.create(raw)).status).toBe(400);
    expect((await order.orders.get(order.uid)).body.returns).toEqual([]);
  });
});

describe('POST /Returns: concurrency', () => {
  it('two requests for the last units at once: exactly one is recorded', async () => {
    const order = await placedOrder(s, [2]);
    expect((await ask(order, [{ line: 0, quantity: 1 }])).status).toBe(201);
    const answers = await Promise.all([ask(order, [{ line: 0, quantity: 1 }]), ask(order, [{ line: 0, quantity: 1 }])]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.params).toEqual({ order: { reason: 'all_requested' } });
    const detail = (await order.orders.get(order.uid)).body;
    expect(detail.returns.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([`${order.orderNumber}-R1`, `${order.orderNumber}-R2`]);
    expect(detail.returnState).toBe('full');
  });

  it('many requests for one unit each of a larger line: never more than ordered', async () => {
    const order = await placedOrder(s, [3]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(order, [{ line: 0, quantity: 1 }])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const lookup = await order.returns.lookup({ orderNumber: order.orderNumber, email: order.buyer.email });
    expect(lookup.body).toMatchObject({ returnState: 'full', lines: [{ quantity: 3, requested: 3, returnable: 0 }] });
  });
});
