import { zConfirmPaymentResponse, zPaymentStart } from '@/lib/contract/payments';
import { freshCustomer, orderClient, orderSuite, quotaUnits, stockOf } from '../testing/order-helpers';
import { attemptRow, confirmReturn, eventsOf, orderRow, paramsOf, placeOnlineOrder, pressAtViva, renewToken, startAttempt, type OnlineOrder } from '../testing/payment-helpers';

/**
 * Card payments through Viva Smart Checkout against its sandbox (DESIGN §6), and the seam every
 * provider shares: the attempt written with the order, started from the storefront's payment page,
 * the hosted page, the return to the payment source's URLs, POST /Payments/viva/Confirm.
 */
const s = orderSuite();

const payAtViva = (order: OnlineOrder, action: 'pay' | 'decline' | 'cancel') => pressAtViva(s.t, order, action);

describe('the order and its attempt', () => {
  it('answers the storefront payment page of a pending attempt; Start registers the payment with Viva once', async () => {
    const order = await placeOnlineOrder(s, 'Viva', { lang: 'en' });
    expect(order.startUrl.toString()).toMatch(new RegExp(`^http://shop\\.test/en/acme/payment/viva/[0-9a-f]{32}$`));
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending', providerRef: null, start: null, provider: 'Viva', currency: 'EUR' });

    const first = await startAttempt(s.t, order);
    expect(first.status).toBe(200);
    expect(zPaymentStart.safeParse(first.body).success).toBe(true);
    expect(first.body.url).toMatch(/^http:\/\/shop\.test\/api\/sandbox\/viva\/web\/checkout\?ref=\d{16}$/);
    const row = await attemptRow(s.t, order.attemptUid);
    expect(row.providerRef).toBe(new URL(first.body.url).searchParams.get('ref'));
    // A reload answers the same start; no second payment order is made.
    expect((await startAttempt(s.t, order)).body).toEqual(first.body);
    expect((await eventsOf(s.t, row.id)).map((e) => e.kind)).toEqual(['started']);
  });

  it('starts once under concurrent calls', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const answers = await Promise.all([startAttempt(s.t, order), startAttempt(s.t, order), startAttempt(s.t, order)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
  });

  it('is 404 payment_not_found for another customer or partner, and for unknown ids', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const other = await freshCustomer(s.t);
    expect((await startAttempt(s.t, order, other.token)).body).toEqual({ error: 'payment_not_found' });
    const hellas = await freshCustomer(s.t, 'hellas');
    expect((await s.t.call('POST', `/Payments/Attempts/${order.attemptUid}/Start`, undefined, { token: hellas.token, partner: 'hellas' })).status).toBe(404);
    for (const uid of ['0'.repeat(32), 'nope']) expect((await startAttempt(s.t, { ...order, attemptUid: uid })).status).toBe(404);
    expect((await startAttempt(s.t, { ...order, attemptUid: '%00' })).status).toBe(400); // issue #44 item 4
    expect((await s.t.call('POST', `/Payments/Attempts/${order.attemptUid}/Start`)).status).toBe(401);
  });

  it('is 409 payment_expired after the attempt time, and payment_closed once settled', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    s.t.advance(31 * 60_000);
    await renewToken(s.t, order.buyer);
    expect((await startAttempt(s.t, order)).body).toEqual({ error: 'payment_expired' });
    const paid = await placeOnlineOrder(s, 'Viva');
    expect((await confirmReturn(s.t, 'viva', paramsOf(await payAtViva(paid, 'pay')), { token: paid.buyer.token })).body.status).toBe('paid');
    expect((await startAttempt(s.t, paid)).body).toEqual({ error: 'payment_closed' });
  });
});

describe('paying at Viva', () => {
  it('Pay returns to the source success URL with t and s; Confirm verifies the transaction and marks the order paid once', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    expect((await order.buyer.cart.get()).body.itemCount).toBe(1);
    const back = await payAtViva(order, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment/viva/success');
    const ref = (await attemptRow(s.t, order.attemptUid)).providerRef!;
    expect(paramsOf(back)).toEqual({ t: expect.stringMatching(/^[0-9a-f-]{36}$/), s: ref, lang: 'el-GR', eventId: '0', eci: '1' });

    const res = await confirmReturn(s.t, 'viva', paramsOf(back), { token: order.buyer.token });
    expect([res.status, res.body]).toEqual([200, { status: 'paid', orderUid: order.uid }]);
    expect(zConfirmPaymentResponse.strict().safeParse(res.body).success).toBe(true);
    expect((await orderClient(s.t, order.buyer.token).get(order.uid)).body).toMatchObject({ paid: true, status: 0, paymentProvider: 'Viva' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'paid', transactionId: back.searchParams.get('t') });
    expect((await order.buyer.cart.get()).body.itemCount).toBe(0);

    // Repeated and concurrent returns answer the same and change nothing.
    const [payment, row] = [await attemptRow(s.t, order.attemptUid), await orderRow(s.t, order.uid)];
    s.t.advance(60_000);
    const again = await Promise.all([1, 2, 3].map(() => confirmReturn(s.t, 'viva', paramsOf(back), { token: order.buyer.token })));
    expect(again.map((a) => a.body)).toEqual(Array(3).fill({ status: 'paid', orderUid: order.uid }));
    expect(await attemptRow(s.t, order.attemptUid)).toEqual(payment);
    expect(await orderRow(s.t, order.uid)).toEqual(row);
    expect((await eventsOf(s.t, payment.id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('two concurrent first confirmations mark the order paid once', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const params = paramsOf(await payAtViva(order, 'pay'));
    const answers = await Promise.all([confirmReturn(s.t, 'viva', params, { token: order.buyer.token }), confirmReturn(s.t, 'viva', params, { token: order.buyer.token })]);
    expect(answers.map((a) => a.body)).toEqual([{ status: 'paid', orderUid: order.uid }, { status: 'paid', orderUid: order.uid }]);
    expect((await eventsOf(s.t, (await attemptRow(s.t, order.attemptUid)).id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('refuses and logs what cannot be verified or is not the caller\'s; the order stays unpaid', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const good = paramsOf(await payAtViva(order, 'pay'));
    const other = await placeOnlineOrder(s, 'Viva');
    const otherGood = paramsOf(await payAtViva(other, 'pay'));
    const stranger = await freshCustomer(s.t);
    const cases: [Record<string, string>, string, string | null][] = [
      [{ ...good, t: '00000000-0000-4000-8000-000000000000' }, 'unverified', order.buyer.token],
      [{ ...good, t: otherGood.t! }, 'unverified', order.buyer.token],
      [{ ...good, s: '1234567890123456' }, 'unknown_payment', order.buyer.token],
      [{ ...good, t: 'not-a-uuid' }, 'unverified', order.buyer.token],
      [good, 'other_customer', stranger.token],
    ];
    for (const [params, reason, token] of cases) {
      expect([(await confirmReturn(s.t, 'viva', params, { token })).status, (await confirmReturn(s.t, 'viva', params, { token })).body]).toEqual([400, { error: 'payment_failed' }]);
      const id = (await attemptRow(s.t, order.attemptUid)).id;
      if (reason !== 'unknown_payment') expect((await eventsOf(s.t, id))[0]).toMatchObject({ kind: 'refused', reason });
    }
    // Viva's returns are not signed: without the customer's session they are not accepted.
    expect((await confirmReturn(s.t, 'viva', good, { token: null })).status).toBe(401);
    // Genuine, but under another partner's storefront.
    const hellas = await freshCustomer(s.t, 'hellas');
    expect((await confirmReturn(s.t, 'viva', good, { token: hellas.token, partner: 'hellas' })).body).toEqual({ error: 'payment_failed' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending', transactionId: null, confirmedAt: null });
    expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
  });

  it('pays the order with a paid return after the deadline when the sweep has not cancelled it yet (the money is taken, the stock still held)', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const back = paramsOf(await payAtViva(order, 'pay'));
    s.t.advance(31 * 60_000);
    await renewToken(s.t, order.buyer);
    expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'paid' });
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: 0, refundDue: null, paidAt: expect.any(Date) });
  });
});

describe('declining and cancelling', () => {
  it.each(['decline', 'cancel'] as const)('%s returns to the failure URL; Confirm fails the attempt, cancels the order, gives stock and quota back; the cart is kept', async (action) => {
    const order = await placeOnlineOrder(s, 'Viva', { lang: 'en' });
    const [stockHeld, quotaHeld] = [await stockOf(s.t, order.variantId), await quotaUnits(s.t, order.buyer.id)];
    const back = await payAtViva(order, action);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment/viva/cancel');
    expect(back.searchParams.has('t')).toBe(action === 'decline');
    const res = await confirmReturn(s.t, 'viva', paramsOf(back), { token: order.buyer.token, outcome: 'cancel' });
    expect(res.body).toEqual({ status: 'failed', orderUid: order.uid });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'failed' });
    expect(await orderRow(s.t, order.uid)).toMatchObject({ paidAt: null, status: -1 });
    expect(await stockOf(s.t, order.variantId)).toBe(stockHeld + 1);
    expect([quotaHeld, await quotaUnits(s.t, order.buyer.id)]).toEqual([1, 0]);
    expect((await order.buyer.cart.get()).body.itemCount).toBe(1);
  });

  it('a declined transaction brought to the success page is not paid', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const back = paramsOf(await payAtViva(order, 'decline'));
    expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'failed', orderUid: order.uid });
  });
});

describe('GET /Orders/{uid}/Payment', () => {
  it('answers the latest attempt, for the owner only', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const get = (token: string) => s.t.call('GET', `/Orders/${order.uid}/Payment`, undefined, { token });
    expect((await get(order.buyer.token)).body).toEqual({ status: 'pending', orderUid: order.uid, provider: 'Viva' });
    await confirmReturn(s.t, 'viva', paramsOf(await payAtViva(order, 'pay')), { token: order.buyer.token });
    expect((await get(order.buyer.token)).body).toEqual({ status: 'paid', orderUid: order.uid, provider: 'Viva' });
    expect((await get((await freshCustomer(s.t)).token)).body).toEqual({ error: 'order_not_found' });
  });
});

describe('POST /Payments/{provider}/Confirm', () => {
  it('answers 400 payment_provider_unavailable for unknown providers', async () => {
    const { token } = await freshCustomer(s.t);
    for (const provider of ['klarna', 'VIVA2', 'iris']) expect((await confirmReturn(s.t, provider, { t: 'x' }, { token })).body).toEqual({ error: 'payment_provider_unavailable' });
  });

  it('validates the body and needs the partner', async () => {
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: 'x' })).body).toMatchObject({ error: 'validation_failed', fields: { params: 'invalid_type' } });
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: {}, extra: 1 })).body.fields).toEqual({ extra: 'not_allowed_values' });
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: {}, outcome: 'maybe' })).body.fields).toEqual({ outcome: 'allowed_values_only' });
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, 'v']));
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: many })).body.fields).toEqual({ params: 'max_items' });
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: { a: 1 } })).status).toBe(400);
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: {} }, { partner: null })).body.error).toBe('partner_required');
  });
});

describe('POST /Payments/{provider}/Locate', () => {
  it('names the storefront of a started attempt, and nothing else', async () => {
    const order = await placeOnlineOrder(s, 'Viva', { lang: 'en' });
    const back = paramsOf(await payAtViva(order, 'pay'));
    const locate = (params: Record<string, string>, provider = 'viva') => s.t.call('POST', `/Payments/${provider}/Locate`, { params }, { partner: null });
    expect((await locate(back)).body).toEqual({ partnerCode: 'acme', language: 'en' });
    expect((await locate({ s: '1234567890123456' })).status).toBe(404);
    expect((await locate({})).status).toBe(404);
    expect((await locate(back, 'klarna')).status).toBe(404);
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending' });
  });
});
