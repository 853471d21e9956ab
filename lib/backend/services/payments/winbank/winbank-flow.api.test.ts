import { zPaymentStart } from '@/lib/contract/payments';
import { orderSuite } from '../../../testing/order-helpers';
import { attemptRow, confirmReturn, eventsOf, expectRefusalsChangeNothing, expectRepeatsChangeNothing, formOf, orderRow, placeOnlineOrder, postForm, startAttempt, type OnlineOrder, type RefusedReturn } from '../../../testing/payment-helpers';
import { providersConfig } from '../provider-http';
import { winbankHashKey } from './hash-key';
import { parseParamBackLink } from './param-back-link';

/**
 * Card payments through Winbank (Piraeus Bank paycenter), end to end against the sandbox (DESIGN
 * §6): starting the attempt issues a ticket and answers the redirect form to pay.aspx; the hosted
 * page's button makes the bank post its return to the profile's success or failure URL (the
 * storefront's return paths, carried by ParamBackLink); POST /Payments/winbank/Confirm with the
 * posted fields and no session (the bank's POST back carries none) settles the attempt once.
 */
const s = orderSuite();

async function payAtBank(order: OnlineOrder, choice: 'pay' | 'decline' | 'cancel') {
  const start = await startAttempt(s.t, order);
  expect(start.status).toBe(200);
  const hosted = await postForm(s.t, start.body.action, start.body.fields);
  expect(hosted.status).toBe(200);
  const buttons = formOf(await hosted.text());
  const res = await postForm(s.t, buttons.action, { ...buttons.fields, action: choice });
  expect(res.status).toBe(200);
  return formOf(await res.text());
}
const confirm = (params: Record<string, string>, options: { outcome?: 'success' | 'cancel'; partner?: string; token?: string } = {}) => confirmReturn(s.t, 'winbank', params, options);
const paid = (order: OnlineOrder) => ({ status: 'paid', orderUid: order.uid });
const failed = (order: OnlineOrder) => ({ status: 'failed', orderUid: order.uid });
/** The storefront's two return paths the attempt was started with (from its ParamBackLink). */
async function returnPaths(order: OnlineOrder) {
  const { start } = await attemptRow(s.t, order.attemptUid);
  if (start?.kind !== 'form') throw new Error('a form start');
  return { paths: parseParamBackLink(start.fields.ParamBackLink!)!, backLink: start.fields.ParamBackLink! };
}

describe('Winbank', () => {
  it('starts with a form to pay.aspx (the ticket stays private), once', async () => {
    const order = await placeOnlineOrder(s, 'WinBank', { lang: 'en' });
    const start = await startAttempt(s.t, order);
    expect(start.status).toBe(200);
    expect(zPaymentStart.safeParse(start.body).success).toBe(true);
    const row = await attemptRow(s.t, order.attemptUid);
    expect(start.body).toEqual({
      kind: 'form',
      action: 'http://shop.test/api/sandbox/winbank/redirection/pay.aspx',
      fields: { AcquirerId: '14', MerchantId: '2137477493', PosId: '2141384532', User: 'SANDBOX', LanguageCode: 'en-US', MerchantReference: row.providerRef, ParamBackLink: expect.any(String) },
    });
    expect(row.providerRef).toMatch(new RegExp(`^${order.attemptUid}-[0-9a-f]{8}$`));
    expect(row.data.ticket).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(start.body)).not.toContain(row.data.ticket);
    const { paths } = await returnPaths(order);
    expect(paths.success).toMatch(new RegExp(`/payment/winbank/success/${order.uid}$`));
    expect(paths.failure).toMatch(/\/payment\/winbank\/cancel$/);
    expect((await startAttempt(s.t, order)).body).toEqual(start.body);
  });

  it('Pay: the bank posts the signed success to the success URL; Confirm marks the order paid, once', async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    expect((await order.buyer.cart.get()).body.itemCount).toBe(1);
    const back = await payAtBank(order, 'pay');
    const { paths, backLink } = await returnPaths(order);
    expect(back.action).toBe(`http://shop.test${paths.success}?${backLink}`);
    expect(back.fields).toMatchObject({ ResultCode: '0', StatusFlag: 'Success', ResponseCode: '00', Parameters: order.attemptUid });

    const res = await confirm(back.fields);
    expect([res.status, res.body]).toEqual([200, paid(order)]);
    const payment = await attemptRow(s.t, order.attemptUid);
    expect(payment).toMatchObject({ status: 'paid', provider: 'WinBank', transactionId: back.fields.TransactionId });
    const orderAfter = await orderRow(s.t, order.uid);
    expect(orderAfter.paidAt).not.toBeNull();
    expect((await order.buyer.cart.get()).body.itemCount).toBe(0);

    // A repeated return, with or without the buyer's session, and concurrent ones change nothing.
    await expectRepeatsChangeNothing(s.t, order, 'winbank', back.fields);
  });

  it('two concurrent first confirmations mark the order paid once', async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    const back = await payAtBank(order, 'pay');
    const answers = await Promise.all([confirm(back.fields), confirm(back.fields)]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, paid(order)],
      [200, paid(order)],
    ]);
    expect((await eventsOf(s.t, (await attemptRow(s.t, order.attemptUid)).id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('Decline: a signed failure posted to the failure URL marks the payment failed', async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    const back = await payAtBank(order, 'decline');
    const { paths, backLink } = await returnPaths(order);
    expect(back.action).toBe(`http://shop.test${paths.failure}?${backLink}`);
    expect(back.fields).toMatchObject({ StatusFlag: 'Failure', ResponseCode: '12' });
    expect((await confirm(back.fields, { outcome: 'cancel' })).body).toEqual(failed(order));
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'failed' });
    expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
    // Failed stays failed, whatever comes after.
    expect((await confirm(back.fields, { outcome: 'success' })).body).toEqual(failed(order));
  });

  it("Cancel: the unsigned failure fails the payment on the cancel page only, and only with the owner's session", async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    const back = await payAtBank(order, 'cancel');
    const { paths, backLink } = await returnPaths(order);
    expect(back.action).toBe(`http://shop.test${paths.failure}?${backLink}`);
    expect(back.fields).toMatchObject({ StatusFlag: 'Failure', HashKey: '' });
    const id = (await attemptRow(s.t, order.attemptUid)).id;
    expect((await confirm(back.fields, { outcome: 'success', token: order.buyer.token })).status).toBe(400);
    expect((await eventsOf(s.t, id))[0]).toMatchObject({ kind: 'refused', reason: 'unverified' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending' });
    // Unsigned and sessionless (anyone who learnt the reference): refused, the order is untouched (issue #14 item 10).
    const anonymous = await confirm(back.fields, { outcome: 'cancel' });
    expect([anonymous.status, anonymous.body]).toEqual([400, { error: 'payment_failed' }]);
    expect((await eventsOf(s.t, id))[0]).toMatchObject({ kind: 'refused', reason: 'unsigned_failure' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'pending' });
    expect((await orderRow(s.t, order.uid)).status).not.toBe(-1);
    expect((await confirm(back.fields, { outcome: 'cancel', token: order.buyer.token })).body).toEqual(failed(order));
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'failed' });
    expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
  });

  it('refuses and logs a bad HashKey, a tampered field, an unknown reference, another partner; the order stays unpaid', async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    const start = (await startAttempt(s.t, order)).body;
    const hosted = await (await postForm(s.t, start.action, start.fields)).text();
    // The amount cannot be tampered with: the form carries none, and the bank charges what the ticket was issued for.
    expect(Object.keys(start.fields).some((name) => /amount/i.test(name))).toBe(false);
    const cents = (await attemptRow(s.t, order.attemptUid)).amountCents;
    expect(hosted).toContain(new Intl.NumberFormat('el', { style: 'currency', currency: 'EUR' }).format(cents / 100));
    const buttons = formOf(hosted);
    const good = formOf(await (await postForm(s.t, buttons.action, { ...buttons.fields, action: 'pay' })).text()).fields;

    const config = providersConfig(s.t.deps).winbank;
    const forged = (fields: Record<string, string>) => ({ ...fields, HashKey: winbankHashKey('00000000000000000000000000000000', { posId: config.posId, acquirerId: config.acquirerId }, fields) });
    const cases: RefusedReturn[] = [
      [{ ...good, HashKey: `${good.HashKey!.slice(0, -2)}${good.HashKey!.endsWith('00') ? '11' : '00'}` }, 'unverified', 'acme'],
      [{ ...good, ApprovalCode: '000001' }, 'unverified', 'acme'],
      [{ ...good, HashKey: '' }, 'unverified', 'acme'],
      [forged(good), 'unverified', 'acme'],
      [{ ...good, MerchantReference: 'nosuchreference-00000000' }, 'unknown_payment', 'acme'],
      [good, 'other_partner', 'hellas'],
    ];
    await expectRefusalsChangeNothing(s.t, order, 'winbank', cases);
    // The genuine return still settles it.
    expect((await confirm(good)).body).toEqual(paid(order));
  });

  it('refuses a success that comes back after the ticket expired', async () => {
    const order = await placeOnlineOrder(s, 'WinBank');
    const back = await payAtBank(order, 'pay');
    s.t.advance(31 * 60_000);
    const res = await confirm(back.fields);
    expect([res.status, res.body]).toEqual([400, { error: 'payment_failed' }]);
    const payment = await attemptRow(s.t, order.attemptUid);
    expect(payment).toMatchObject({ status: 'pending' });
    expect((await eventsOf(s.t, payment.id))[0]).toMatchObject({ kind: 'refused', reason: 'unverified' });
    expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
  });
});
