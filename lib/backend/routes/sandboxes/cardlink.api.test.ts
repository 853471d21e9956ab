import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema';
import { cardlinkProvider, type CardlinkBank } from '../../services/payments/cardlink/cardlink-provider';
import { RESPONSE_FIELDS } from '../../services/payments/cardlink/digest';
import { signedRequest, type CardlinkRequest } from '../../services/payments/cardlink/request';
import { readReturn } from '../../services/payments/cardlink/response';
import type { PaymentOrder } from '../../services/payments/provider';
import { sandboxSecret } from '../../services/payments/provider-http';
import { formOf, postForm } from '../../testing/payment-helpers';
import { createTestApi, type TestApi } from '../../testing/test-api';
import el from '@/messages/el.json';

/**
 * The Cardlink sandbox (Alpha Bank, Eurobank): the shop's form is posted to
 * /api/sandbox/{bank}/vpos/shophandlermpi, the hosted page's buttons to …/vpos/complete, which
 * answers a page that auto-posts the signed return to the shop's confirmUrl or cancelUrl.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const html = async (res: Response) => ({ status: res.status, type: res.headers.get('content-type'), text: await res.text() });

/** A started payment: the adapter's form (what the storefront auto-submits). */
async function started(bank: CardlinkBank = 'alpha', changes: Partial<PaymentOrder> = {}) {
  const attemptUid = randomBytes(16).toString('hex');
  const order: PaymentOrder = {
    attemptUid,
    orderUid: 'o',
    orderNumber: `A-${attemptUid.slice(0, 6)}`,
    amountCents: 1234,
    currency: 'EUR',
    language: 'el',
    partnerCode: 'acme',
    email: 'eleni@example.gr',
    returnUrls: { success: `http://shop.test/el/acme/payment/${bank}/success`, cancel: `http://shop.test/el/acme/payment/${bank}/cancel` },
    ...changes,
  };
  const payment = await cardlinkProvider(t.deps, bank).createPayment(order);
  if (payment.start.kind !== 'form') throw new Error('a form');
  return { order, orderid: payment.providerRef, action: payment.start.action, fields: payment.start.fields };
}

/** A start form changed and signed again (by the sandbox merchant unless another secret is given). */
function resigned(fields: Record<string, string>, changes: Record<string, string>, secret = sandboxSecret(t.deps, 'alpha')) {
  const { digest: _digest, ...rest } = { ...fields, ...changes };
  void _digest;
  return signedRequest(rest as CardlinkRequest, secret);
}

const sandboxRow = async (bank: string, ref: string) => (await t.db.select().from(sandboxPayments).where(and(eq(sandboxPayments.provider, bank), eq(sandboxPayments.ref, ref))))[0];

/** Posts the start form, then presses a button; answers the return page. */
async function press(bank: CardlinkBank, choice: string, start?: Awaited<ReturnType<typeof started>>) {
  const s = start ?? (await started(bank));
  const page = await postForm(t, s.action, s.fields);
  expect(page.status).toBe(200);
  const buttons = formOf(await page.text());
  return { start: s, res: await postForm(t, buttons.action, { ...buttons.fields, action: choice }) };
}

describe('the hosted page', () => {
  it('verifies the posted form and shows the amount with Pay, Decline and Cancel, in the request language', async () => {
    const s = await started();
    const page = await html(await postForm(t, s.action, s.fields));
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    // A Greek payment request: a Greek page (messages/el.json, `sandbox`).
    expect(page.text).toContain('<html lang="el">');
    expect(page.text).toContain(`<h1>${el.sandbox.title.replace('{provider}', 'Alpha Bank')}</h1>`);
    expect(page.text).toContain(el.sandbox.order.replace('{reference}', s.order.orderNumber));
    expect(page.text.replace(/\u00a0/g, ' ')).toContain('12,34 €');
    for (const value of ['pay', 'decline', 'cancel'] as const) expect(page.text).toMatch(new RegExp(`<button[^>]*value="${value}"[^>]*>${el.sandbox[value]}</button>`));
    expect(formOf(page.text)).toEqual({ action: 'http://shop.test/api/sandbox/alpha/vpos/complete', fields: { orderid: s.orderid } });
    expect(await sandboxRow('alpha', s.orderid)).toMatchObject({ status: 'pending', amountCents: 1234, currency: 'EUR' });

    const en = await started('eurobank', { language: 'en' });
    const enPage = await html(await postForm(t, en.action, en.fields));
    expect(enPage.text).toContain('<html lang="en">');
    expect(enPage.text).toContain('<h1>Eurobank sandbox</h1>');
    expect(enPage.text).toContain(`Order ${en.order.orderNumber}`);
    for (const label of ['Pay', 'Decline', 'Cancel']) expect(enPage.text).toContain(`>${label}</button>`);
    expect(enPage.text).toContain('€12.34');
  });

  it('refuses a wrong merchant, a wrong digest, missing or unknown fields, and what is not a form (400, nothing stored)', async () => {
    const s = await started();
    const refused = async (res: Response, words: string) => {
      const page = await html(res);
      expect([page.status, page.type]).toEqual([400, expect.stringMatching(/^text\/html/)]);
      expect(page.text).toContain(words);
    };
    const eurobank = await started('eurobank');
    await refused(await postForm(t, s.action, eurobank.fields), 'Invalid merchant id 0030000001');
    await refused(await postForm(t, s.action, { ...s.fields, orderAmount: '0.01' }), 'Security error invalid digest');
    await refused(await postForm(t, s.action, resigned(s.fields, {}, 'guessed-secret')), 'Security error invalid digest');
    const { payerEmail: _email, ...withoutEmail } = s.fields;
    void _email;
    await refused(await postForm(t, s.action, withoutEmail), 'Missing field payerEmail');
    await refused(await postForm(t, s.action, { ...s.fields, amount: '1' }), 'Unknown field amount');
    await refused(await t.api.request('/api/sandbox/alpha/vpos/shophandlermpi', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(s.fields) }), 'expected a form post');
    await refused(await t.api.request('/api/sandbox/alpha/vpos/shophandlermpi', { method: 'POST' }), 'expected a form post');
    expect(await sandboxRow('alpha', s.orderid)).toBeUndefined();
    // A multipart post of the same fields is read as well.
    const multipart = new FormData();
    for (const [name, value] of Object.entries(s.fields)) multipart.append(name, value);
    expect((await t.api.request('/api/sandbox/alpha/vpos/shophandlermpi', { method: 'POST', body: multipart })).status).toBe(200);
  });

  it('shows the same page for the same request again, and refuses another request with the same orderid', async () => {
    const s = await started();
    const first = await html(await postForm(t, s.action, s.fields));
    const again = await html(await postForm(t, s.action, s.fields));
    expect(again).toEqual(first);
    const other = resigned(s.fields, { orderAmount: '99.00' });
    const duplicate = await html(await postForm(t, s.action, other));
    expect([duplicate.status, duplicate.text.includes('Invalid orderid (duplicate)')]).toEqual([400, true]);
    // Two first posts at once keep one payment and both show the page.
    const racing = await started();
    const both = await Promise.all([postForm(t, racing.action, racing.fields), postForm(t, racing.action, racing.fields)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
  });
});

describe('the return', () => {
  it('Pay auto-posts a signed CAPTURED return to confirmUrl, once', async () => {
    const { start, res } = await press('alpha', 'pay');
    const page = await html(res);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script>document.forms[0].submit()</script>');
    expect(page.text).toContain(`<p>${el.sandbox.returning}</p>`);
    expect(page.text).toContain(`<button type="submit">${el.sandbox.continue}</button>`);
    const back = formOf(page.text);
    expect(back.action).toBe(start.order.returnUrls.success);
    expect(Object.keys(back.fields)).toEqual([...RESPONSE_FIELDS.slice(0, 12), 'digest']);
    expect(back.fields).toMatchObject({ version: '2', mid: '0020000001', orderid: start.orderid, status: 'CAPTURED', orderAmount: '12.34', currency: 'EUR', paymentTotal: '12.34' });
    expect(back.fields.txId).toMatch(/^\d{9}$/);
    expect(back.fields.paymentRef).toMatch(/^\d{6}$/);
    expect(readReturn(back.fields, sandboxSecret(t.deps, 'alpha'))).toMatchObject({ status: 'CAPTURED', amountCents: 1234, txId: back.fields.txId });
    const attempt = { uid: start.order.attemptUid, providerRef: start.orderid, amountCents: 1234, currency: 'EUR', data: {} };
    expect(await cardlinkProvider(t.deps, 'alpha').verifyReturn(back.fields, attempt, 'success')).toEqual({ result: 'paid', amountCents: 1234, currency: 'EUR', transactionId: back.fields.txId });
    expect(await sandboxRow('alpha', start.orderid)).toMatchObject({ status: 'CAPTURED', data: expect.objectContaining({ txId: back.fields.txId }) });

    // Completed: neither the buttons nor the start form work again.
    const again = await postForm(t, 'http://shop.test/api/sandbox/alpha/vpos/complete', { orderid: start.orderid, action: 'cancel' });
    expect([again.status, (await again.text()).includes('already completed')]).toEqual([400, true]);
    expect((await postForm(t, start.action, start.fields)).status).toBe(400);
  });

  it('Decline and Cancel auto-post REFUSED and CANCELED returns to cancelUrl', async () => {
    for (const [choice, status] of [['decline', 'REFUSED'], ['cancel', 'CANCELED']] as const) {
      const { start, res } = await press('eurobank', choice);
      const back = formOf(await res.text());
      expect(back.action).toBe(start.order.returnUrls.cancel);
      expect(back.fields).toMatchObject({ mid: '0030000001', orderid: start.orderid, status });
      expect(back.fields.paymentRef).toBeUndefined();
      const attempt = { uid: start.order.attemptUid, providerRef: start.orderid, amountCents: 1234, currency: 'EUR', data: {} };
      expect(await cardlinkProvider(t.deps, 'eurobank').verifyReturn(back.fields, attempt, 'cancel')).toMatchObject({ result: 'failed', amountCents: 1234 });
      expect(await cardlinkProvider(t.deps, 'alpha').verifyReturn(back.fields, attempt, 'cancel')).toBeUndefined();
    }
  });

  it('a pre-authorization (trType 2) is AUTHORIZED', async () => {
    const s = await started();
    const fields = resigned(s.fields, { trType: '2' });
    const { res } = await press('alpha', 'pay', { ...s, fields });
    expect(formOf(await res.text()).fields.status).toBe('AUTHORIZED');
  });

  it('two presses at once complete the payment once', async () => {
    const s = await started();
    const page = formOf(await (await postForm(t, s.action, s.fields)).text());
    const both = await Promise.all(['pay', 'decline'].map((action) => postForm(t, page.action, { ...page.fields, action })));
    expect(both.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown orderid (404) and a bad button (400)', async () => {
    const complete = (fields: Record<string, string>) => postForm(t, 'http://shop.test/api/sandbox/alpha/vpos/complete', fields);
    expect((await complete({ orderid: 'nosuchorder', action: 'pay' })).status).toBe(404);
    const s = await started();
    await postForm(t, s.action, s.fields);
    expect((await complete({ orderid: s.orderid, action: 'steal' })).status).toBe(400);
    expect((await complete({ orderid: s.orderid, action: 'toString' })).status).toBe(400);
    expect((await complete({ action: 'pay' })).status).toBe(400);
    expect((await complete({ orderid: '<script>', action: 'pay' })).status).toBe(400);
    // The other bank does not know it.
    expect((await postForm(t, 'http://shop.test/api/sandbox/eurobank/vpos/complete', { orderid: s.orderid, action: 'pay' })).status).toBe(404);
    expect(await sandboxRow('alpha', s.orderid)).toMatchObject({ status: 'pending' });
  });
});
