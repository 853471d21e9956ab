import { zPaymentStart } from '@/lib/contract/payments';
import { orderSuite } from '../../../testing/order-helpers';
import { attemptRow, confirmReturn, eventsOf, expectRefusalsChangeNothing, expectRepeatsChangeNothing, formOf, orderRow, placeOnlineOrder, postForm, startAttempt, type OnlineOrder, type RefusedReturn } from '../../../testing/payment-helpers';
import { sandboxSecret } from '../provider-http';
import { signedResponse } from './response';

/**
 * Card payments through Cardlink's redirect gateway, for Alpha Bank and Eurobank, end to end
 * against the sandbox (DESIGN §6): the order's attempt is started (an auto-submitted form to the
 * bank's shophandlermpi), the hosted page's button makes the bank post its signed return to the
 * storefront's success or cancel URL, and POST /Payments/{alpha|eurobank}/Confirm, with the
 * posted fields and no session (the bank's POST back carries none), settles the attempt once.
 */
const s = orderSuite();

describe.each([
  ['Alpha', 'alpha', '0020000001'],
  ['Eurobank', 'eurobank', '0030000001'],
] as const)('%s', (name, slug, mid) => {
  /** Starts the attempt, posts its form to the bank and presses a button; answers the return form the bank's page auto-submits. */
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
  /** The fields of the form the attempt was started with (as stored). */
  async function startedFields(order: OnlineOrder) {
    const { start } = await attemptRow(s.t, order.attemptUid);
    if (start?.kind !== 'form') throw new Error('a form start');
    return start.fields;
  }
  const confirm = (params: Record<string, string>, options: { outcome?: 'success' | 'cancel'; partner?: string; token?: string } = {}) => confirmReturn(s.t, slug, params, options);
  const paid = (order: OnlineOrder) => ({ status: 'paid', orderUid: order.uid });
  const failed = (order: OnlineOrder) => ({ status: 'failed', orderUid: order.uid });

  it('starts with a form to the sandbox gateway, signed, once', async () => {
    const order = await placeOnlineOrder(s, name, { lang: 'en' });
    const start = await startAttempt(s.t, order);
    expect(start.status).toBe(200);
    expect(zPaymentStart.safeParse(start.body).success).toBe(true);
    expect(start.body).toMatchObject({ kind: 'form', action: `http://shop.test/api/sandbox/${slug}/vpos/shophandlermpi` });
    const row = await attemptRow(s.t, order.attemptUid);
    expect(start.body.fields).toMatchObject({ version: '2', mid, lang: 'en', orderid: row.providerRef, orderAmount: (row.amountCents / 100).toFixed(2), currency: 'EUR', trType: '1', var1: order.attemptUid });
    expect(start.body.fields.orderDesc).toBe(order.orderNumber);
    expect(start.body.fields.confirmUrl).toMatch(new RegExp(`^http://shop\\.test/.*payment/${slug}/success/${order.uid}$`));
    expect(start.body.fields.cancelUrl).toMatch(new RegExp(`^http://shop\\.test/.*payment/${slug}/cancel$`));
    // The stored start (jsonb) does not keep the fields' order; the digest is over the documented order, whatever order they are posted in.
    expect(Object.keys(start.body.fields).sort()).toEqual(['cancelUrl', 'confirmUrl', 'currency', 'digest', 'lang', 'mid', 'orderAmount', 'orderDesc', 'orderid', 'payerEmail', 'trType', 'var1', 'version']);
    expect((await startAttempt(s.t, order)).body).toEqual(start.body);
  });

  it('Pay: the bank posts CAPTURED to the success URL; Confirm marks the order paid, once', async () => {
    const order = await placeOnlineOrder(s, name);
    expect((await order.buyer.cart.get()).body.itemCount).toBe(1);
    const back = await payAtBank(order, 'pay');
    expect(back.action).toBe((await startedFields(order)).confirmUrl);
    expect(back.fields).toMatchObject({ mid, status: 'CAPTURED' });

    const res = await confirm(back.fields);
    expect([res.status, res.body]).toEqual([200, paid(order)]);
    const payment = await attemptRow(s.t, order.attemptUid);
    expect(payment).toMatchObject({ status: 'paid', provider: name, transactionId: back.fields.txId });
    const orderAfter = await orderRow(s.t, order.uid);
    expect(orderAfter.paidAt).not.toBeNull();
    expect((await order.buyer.cart.get()).body.itemCount).toBe(0);

    // A repeated return, with or without the buyer's session, and concurrent ones change nothing.
    await expectRepeatsChangeNothing(s.t, order, slug, back.fields);
  });

  it('two concurrent first confirmations mark the order paid once', async () => {
    const order = await placeOnlineOrder(s, name);
    const back = await payAtBank(order, 'pay');
    const answers = await Promise.all([confirm(back.fields), confirm(back.fields)]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, paid(order)],
      [200, paid(order)],
    ]);
    expect((await eventsOf(s.t, (await attemptRow(s.t, order.attemptUid)).id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it.each(['decline', 'cancel'] as const)('%s: the bank posts to the cancel URL; Confirm marks the payment failed', async (choice) => {
    const order = await placeOnlineOrder(s, name);
    const back = await payAtBank(order, choice);
    expect(back.action).toBe((await startedFields(order)).cancelUrl);
    expect(back.fields.status).toBe(choice === 'decline' ? 'REFUSED' : 'CANCELED');
    expect((await confirm(back.fields, { outcome: 'cancel' })).body).toEqual(failed(order));
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'failed' });
    expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
    // Failed stays failed, whatever comes after.
    expect((await confirm(back.fields, { outcome: 'success' })).body).toEqual(failed(order));
  });

  it('refuses and logs a tampered amount, a bad digest, an unknown reference, another partner; the order stays unpaid', async () => {
    const order = await placeOnlineOrder(s, name);
    const good = (await payAtBank(order, 'pay')).fields;
    const secret = sandboxSecret(s.t.deps, slug);
    const { digest: _digest, ...unsigned } = good;
    void _digest;
    const cents = (await attemptRow(s.t, order.attemptUid)).amountCents;
    const other = (cents + 100) / 100;
    const cases: RefusedReturn[] = [
      [{ ...good, orderAmount: '0.01' }, 'unverified', 'acme'],
      [{ ...good, digest: `${good.digest!.slice(0, -4)}AAA=` }, 'unverified', 'acme'],
      [unsigned, 'unverified', 'acme'],
      [signedResponse({ ...unsigned, orderAmount: other.toFixed(2), paymentTotal: other.toFixed(2) }, secret), 'amount_mismatch', 'acme'],
      [signedResponse({ ...unsigned, mid: '0099999999' }, secret), 'unverified', 'acme'],
      [signedResponse({ ...unsigned, orderid: 'nosuchorder00000000000001' }, secret), 'unknown_payment', 'acme'],
      [good, 'other_partner', 'hellas'],
    ];
    await expectRefusalsChangeNothing(s.t, order, slug, cases);
    // The genuine return still settles it.
    expect((await confirm(good)).body).toEqual(paid(order));
  });
});
