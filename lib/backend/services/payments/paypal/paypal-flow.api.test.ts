import { and, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { zConfirmPaymentResponse, zPaymentStart } from '@/lib/contract/payments';
import { sandboxPayments } from '../../../db/schema';
import { freshCustomer, orderSuite } from '../../../testing/order-helpers';
import { storedAttempt } from '../attempts';
import { paymentProvider } from '../registry';
import { attemptRow, confirmReturn, eventsOf, formOf, getPage, orderRow, placeOnlineOrder, postForm, startAttempt, type OnlineOrder } from '../../../testing/payment-helpers';

/**
 * PayPal end to end through the API (DESIGN §6): a PayPal order → Start (the Orders v2 order is
 * created, the buyer is redirected to its approval page) → Pay / Decline / Cancel on the sandbox's
 * page → the storefront's return page confirms `?token=…&PayerID=…` with the buyer's session →
 * the API reads the order from PayPal, captures it, and marks the order paid once.
 */
const s = orderSuite();

async function paypalOrder(options: { partner?: string } = {}) {
  const order = await placeOnlineOrder(s, 'Paypal', options);
  const res = await startAttempt(s.t, order);
  expect(res.status).toBe(200);
  expect(zPaymentStart.safeParse(res.body).success).toBe(true);
  expect(res.body).toEqual({ kind: 'redirect', url: expect.stringMatching(/^http:\/\/shop\.test\/api\/sandbox\/paypal\/checkoutnow\?token=[A-Z0-9]{17}$/) });
  return { ...order, approveUrl: res.body.url as string, ref: new URL(res.body.url as string).searchParams.get('token')! };
}

/** The buyer presses a button on PayPal's page; where PayPal sends them back (the storefront's return page). */
async function choose(order: { approveUrl: string }, choice: 'pay' | 'decline' | 'cancel') {
  const page = await getPage(s.t, order.approveUrl);
  expect(page.status).toBe(200);
  const form = formOf(await page.text());
  const res = await postForm(s.t, form.action, { ...form.fields, action: choice });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  const outcome: 'success' | 'cancel' = back.pathname.endsWith('/cancel') ? 'cancel' : 'success';
  return { back, outcome, params: Object.fromEntries(back.searchParams) };
}

const confirmAs = (order: OnlineOrder, r: { params: Record<string, string>; outcome: 'success' | 'cancel' }, options: { token?: string | null; partner?: string } = {}) =>
  confirmReturn(s.t, 'paypal', r.params, { token: options.token === undefined ? order.buyer.token : options.token, outcome: r.outcome, partner: options.partner });

/** The order, its attempt and its events: to show that a refused return changed nothing. */
async function stateOf(order: OnlineOrder) {
  const attempt = await attemptRow(s.t, order.attemptUid);
  const row = await orderRow(s.t, order.uid);
  return { attempt: { status: attempt.status, transactionId: attempt.transactionId }, order: { paidAt: row.paidAt, status: row.status } };
}

describe('paying with PayPal', () => {
  it('Pay → the return page confirms: the order is captured and paid once, with the capture id', async () => {
    const order = await paypalOrder();
    expect((await startAttempt(s.t, order)).body.url).toBe(order.approveUrl);
    const back = await choose(order, 'pay');
    expect(`${back.back.origin}${back.back.pathname}`).toBe('http://shop.test/acme/payment/paypal/success');
    expect(back.params).toEqual({ token: order.ref, PayerID: expect.stringMatching(/^[A-Z0-9]{13}$/) });

    const res = await confirmAs(order, back);
    expect([res.status, res.body]).toEqual([200, { status: 'paid', orderUid: order.uid }]);
    expect(zConfirmPaymentResponse.strict().safeParse(res.body).success).toBe(true);
    const attempt = await attemptRow(s.t, order.attemptUid);
    expect(attempt).toMatchObject({ status: 'paid', provider: 'Paypal', providerRef: order.ref, transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect((await orderRow(s.t, order.uid)).paidAt).not.toBeNull();
    const [sandbox] = await s.t.db.select().from(sandboxPayments).where(and(eq(sandboxPayments.provider, 'paypal'), eq(sandboxPayments.ref, order.ref)));
    expect(sandbox).toMatchObject({ status: 'COMPLETED', amountCents: attempt.amountCents, data: { captureId: attempt.transactionId, customId: order.attemptUid } });
    expect((await eventsOf(s.t, attempt.id)).map((e) => e.kind)).toEqual(['paid', 'started']);
    expect((await s.t.call('GET', `/Orders/${order.uid}/Payment`, undefined, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid, provider: 'Paypal' });
  });

  it('a repeated return, and two concurrent confirmations, change nothing the second time', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'pay');
    const both = await Promise.all([confirmAs(order, back), confirmAs(order, back)]);
    expect(both.map((r) => [r.status, r.body])).toEqual([
      [200, { status: 'paid', orderUid: order.uid }],
      [200, { status: 'paid', orderUid: order.uid }],
    ]);
    const after = await stateOf(order);
    const again = await confirmAs(order, back);
    expect([again.status, again.body]).toEqual([200, { status: 'paid', orderUid: order.uid }]);
    expect(await stateOf(order)).toEqual(after);
    const attempt = await attemptRow(s.t, order.attemptUid);
    expect((await eventsOf(s.t, attempt.id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('Decline → back on the success page, the capture is declined: the order fails and is cancelled', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'decline');
    expect(back.outcome).toBe('success');
    const res = await confirmAs(order, back);
    expect([res.status, res.body]).toEqual([200, { status: 'failed', orderUid: order.uid }]);
    expect(await stateOf(order)).toEqual({ attempt: { status: 'failed', transactionId: null }, order: { paidAt: null, status: OrderStatusCode.Cancelled } });
    expect((await confirmAs(order, back)).body).toEqual({ status: 'failed', orderUid: order.uid });
  });

  it('Cancel → the cancel page confirms with the token only: the order fails', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'cancel');
    expect([`${back.back.origin}${back.back.pathname}`, back.params]).toEqual(['http://shop.test/acme/payment/paypal/cancel', { token: order.ref }]);
    const res = await confirmAs(order, back);
    expect([res.status, res.body]).toEqual([200, { status: 'failed', orderUid: order.uid }]);
    expect(await stateOf(order)).toEqual({ attempt: { status: 'failed', transactionId: null }, order: { paidAt: null, status: OrderStatusCode.Cancelled } });
  });
});

describe('returns that are refused (400 payment_failed, the order stays unpaid)', () => {
  // Refusals are logged (console.warn) by design; keep the test output quiet.
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  async function expectRefused(order: OnlineOrder, send: () => ReturnType<typeof confirmAs>, reason: string) {
    const before = await stateOf(order);
    const res = await send();
    expect([res.status, res.body]).toEqual([400, { error: 'payment_failed' }]);
    expect(await stateOf(order)).toEqual(before);
    expect(before.order.paidAt).toBeNull();
    const attempt = await attemptRow(s.t, order.attemptUid);
    const events = await eventsOf(s.t, attempt.id);
    if (reason !== 'unknown_payment') expect(events[0]).toMatchObject({ kind: 'refused', reason });
    expect(warn).toHaveBeenLastCalledWith('[payments] return refused', expect.objectContaining({ provider: 'Paypal', reason }));
  }

  it('PayPal holding another amount for the order than the attempt (a tampered amount)', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'pay');
    const attempt = await attemptRow(s.t, order.attemptUid);
    await s.t.db
      .update(sandboxPayments)
      .set({ amountCents: attempt.amountCents - 100 })
      .where(and(eq(sandboxPayments.provider, 'paypal'), eq(sandboxPayments.ref, order.ref)));
    await expectRefused(order, () => confirmAs(order, back), 'amount_mismatch');
    const [sandbox] = await s.t.db.select().from(sandboxPayments).where(and(eq(sandboxPayments.provider, 'paypal'), eq(sandboxPayments.ref, order.ref)));
    expect(sandbox!.status).toBe('APPROVED');
  });

  it('a forged token: an unknown order, or the approved order of another buyer', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'pay');
    await expectRefused(order, () => confirmAs(order, { ...back, params: { ...back.params, token: 'AAAAAAAAAAAAAAAAA' } }), 'unknown_payment');
    await expectRefused(order, () => confirmAs(order, { ...back, params: { ...back.params, token: '<script>' } }), 'unknown_payment');
    const thief = await freshCustomer(s.t);
    await expectRefused(order, () => confirmAs(order, back, { token: thief.token }), 'other_customer');
  });

  it('a return replayed under another partner', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'pay');
    const other = await freshCustomer(s.t, 'hellas');
    await expectRefused(order, () => confirmAs(order, back, { token: other.token, partner: 'hellas' }), 'other_partner');
    // The genuine return still works afterwards.
    expect((await confirmAs(order, back)).body).toEqual({ status: 'paid', orderUid: order.uid });
  });

  it('a return without the buyer session is 401 (PayPal does not sign its returns)', async () => {
    const order = await paypalOrder();
    const back = await choose(order, 'pay');
    const res = await confirmAs(order, back, { token: null });
    expect(res.status).toBe(401);
    expect((await stateOf(order)).attempt.status).toBe('pending');
  });

  it('the success page before the buyer approved is not paid (409 payment_pending)', async () => {
    const order = await paypalOrder();
    const res = await confirmAs(order, { params: { token: order.ref, PayerID: 'AAAAAAAAAAAAA' }, outcome: 'success' });
    expect([res.status, res.body]).toEqual([409, { error: 'payment_pending' }]);
    expect((await stateOf(order)).attempt.status).toBe('pending');
  });
});

describe('GET /Orders/{uid}/Payment asks PayPal about a pending attempt', () => {
  it('a payment captured at PayPal whose return never reached the shop is found paid, once', async () => {
    const order = await paypalOrder();
    await choose(order, 'pay');
    // The capture happened at PayPal, but the shop never heard of it (the customer closed the window).
    const adapter = paymentProvider({ ...s.t.deps, providerFetch: (request) => Promise.resolve(s.t.api.fetch(request)) }, 'Paypal')!;
    const row = await attemptRow(s.t, order.attemptUid);
    const captured = await adapter.complete!(storedAttempt(row), { result: 'approved', amountCents: row.amountCents, currency: 'EUR', transactionId: null });
    expect(captured.result).toBe('paid');
    expect(row.status).toBe('pending');

    const get = () => s.t.call('GET', `/Orders/${order.uid}/Payment`, undefined, { token: order.buyer.token });
    expect((await get()).body).toEqual({ status: 'paid', orderUid: order.uid, provider: 'Paypal' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'paid', transactionId: captured.transactionId });
    expect((await orderRow(s.t, order.uid)).paidAt).not.toBeNull();
    expect((await get()).body).toEqual({ status: 'paid', orderUid: order.uid, provider: 'Paypal' });
    expect((await eventsOf(s.t, row.id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('an attempt the buyer has not paid stays pending', async () => {
    const order = await paypalOrder();
    expect((await s.t.call('GET', `/Orders/${order.uid}/Payment`, undefined, { token: order.buyer.token })).body).toEqual({ status: 'pending', orderUid: order.uid, provider: 'Paypal' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending' });
  });
});
