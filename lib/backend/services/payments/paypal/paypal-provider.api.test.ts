import { randomBytes } from 'node:crypto';
import type { ApiDeps } from '../../../context';
import { formOf, getPage, postForm } from '../../../testing/payment-helpers';
import { createTestApi, type TestApi } from '../../../testing/test-api';
import type { PaymentOrder, StoredAttempt } from '../provider';
import { ProviderError, providerHttp, providersConfig } from '../provider-http';
import { paypalClient } from './paypal-client';
import { paypalProvider } from './paypal-provider';

/**
 * The PayPal adapter against the PayPal sandbox, through providerHttp (answered in-process by the
 * app): create → the buyer approves on the hosted page (its form posted like a browser) →
 * verifyReturn → complete (capture); decline; cancel; capture idempotency; provider errors.
 */
let t: TestApi;
let deps: ApiDeps;
const sent: Request[] = [];
beforeAll(async () => {
  t = await createTestApi();
  deps = { ...t.deps, providerFetch: async (request) => (sent.push(request.clone()), t.api.fetch(request)) };
});
afterAll(() => t.close());

const newOrder = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  attemptUid: randomBytes(16).toString('hex'),
  orderUid: randomBytes(16).toString('hex'),
  orderNumber: '100042',
  amountCents: 2599,
  currency: 'EUR',
  language: 'el',
  partnerCode: 'acme',
  email: 'buyer@acme.test',
  returnUrls: { success: 'http://shop.test/acme/payment/paypal/success', cancel: 'http://shop.test/acme/payment/paypal/cancel' },
  ...over,
});

/** Starts a payment and presses a button of the hosted page; the storefront URL PayPal sends the buyer back to. */
async function buyerChooses(order: PaymentOrder, choice: 'pay' | 'decline' | 'cancel') {
  const adapter = paypalProvider(deps);
  const started = await adapter.createPayment(order);
  expect(started.start.kind).toBe('redirect');
  const page = await getPage(t, started.start.kind === 'redirect' ? started.start.url : '');
  expect(page.status).toBe(200);
  const form = formOf(await page.text());
  const res = await postForm(t, form.action, { ...form.fields, action: choice });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  const attempt: StoredAttempt = { uid: order.attemptUid, providerRef: started.providerRef, amountCents: order.amountCents, currency: 'EUR', data: started.data ?? {} };
  return { adapter, started, back, params: Object.fromEntries(back.searchParams), attempt };
}

describe('createPayment', () => {
  it('creates the order with the attempt as PayPal-Request-Id and redirects to its payer-action link', async () => {
    const order = newOrder({ language: 'en' });
    sent.length = 0;
    const started = await paypalProvider(deps).createPayment(order);
    expect(started).toEqual({ providerRef: expect.stringMatching(/^[A-Z0-9]{17}$/), start: { kind: 'redirect', url: `http://shop.test/api/sandbox/paypal/checkoutnow?token=${started.providerRef}` } });
    const create = sent.find((r) => r.url.endsWith('/v2/checkout/orders'))!;
    expect(create.headers.get('paypal-request-id')).toBe(`${order.attemptUid}-create`);
    expect(create.headers.get('authorization')).toMatch(/^Bearer A21AA/);
    expect(await create.json()).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: order.orderUid, custom_id: order.attemptUid, invoice_id: order.attemptUid, description: '100042', amount: { currency_code: 'EUR', value: '25.99' } }],
      payment_source: { paypal: { experience_context: { return_url: order.returnUrls.success, cancel_url: order.returnUrls.cancel, locale: 'en-US', user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } } },
    });
  });

  it('a repeated start of the same attempt gets the same order; the token is reused', async () => {
    const order = newOrder();
    sent.length = 0;
    const [a, b] = [await paypalProvider(deps).createPayment(order), await paypalProvider(deps).createPayment(order)];
    expect(b.providerRef).toBe(a.providerRef);
    expect(sent.filter((r) => r.url.endsWith('/v1/oauth2/token'))).toHaveLength(0);
  });
});

describe('a payment', () => {
  it('Pay: the return is approved, complete captures it (paid, with the capture id), and a repeated capture answers the same capture', async () => {
    const order = newOrder();
    const { adapter, back, params, attempt } = await buyerChooses(order, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(order.returnUrls.success);
    expect(adapter.referenceOf(params)).toBe(attempt.providerRef);
    expect(adapter.signedReturns).toBe(false);
    const approved = await adapter.verifyReturn(params, attempt, 'success');
    expect(approved).toEqual({ result: 'approved', amountCents: 2599, currency: 'EUR', transactionId: null });
    expect((await adapter.queryStatus(attempt)).result).toBe('approved');

    sent.length = 0;
    const paid = await adapter.complete!(attempt, approved!);
    expect(paid).toEqual({ result: 'paid', amountCents: 2599, currency: 'EUR', transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    const captureCall = sent.find((r) => r.url.endsWith('/capture'))!;
    expect(captureCall.headers.get('paypal-request-id')).toBe(`${order.attemptUid}-capture`);
    expect(captureCall.headers.get('prefer')).toBe('return=representation');

    expect(await adapter.complete!(attempt, approved!)).toEqual(paid);
    expect(await adapter.verifyReturn(params, attempt, 'success')).toEqual(paid);
    expect(await adapter.queryStatus(attempt)).toEqual(paid);
  });

  it('an order already captured under another request id is read back (ORDER_ALREADY_CAPTURED) and is paid', async () => {
    const { adapter, params, attempt } = await buyerChooses(newOrder(), 'pay');
    const approved = (await adapter.verifyReturn(params, attempt, 'success'))!;
    // Captured elsewhere first (another PayPal-Request-Id), as if another process had done it.
    const elsewhere = await paypalClient(providerHttp(deps), providersConfig(deps).paypal, deps.now).send('POST', `/v2/checkout/orders/${attempt.providerRef}/capture`, {
      headers: { 'PayPal-Request-Id': 'captured-elsewhere' },
      body: {},
    });
    expect(elsewhere.status).toBe(201);
    sent.length = 0;
    const paid = await adapter.complete!(attempt, approved);
    expect(paid).toEqual({ result: 'paid', amountCents: 2599, currency: 'EUR', transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/^.*\/paypal/, '')}`)).toEqual([
      `POST /v2/checkout/orders/${attempt.providerRef}/capture`,
      `GET /v2/checkout/orders/${attempt.providerRef}`,
    ]);
  });

  it('Decline: back on return_url approved, and the capture fails (INSTRUMENT_DECLINED)', async () => {
    const order = newOrder();
    const { adapter, back, params, attempt } = await buyerChooses(order, 'decline');
    expect(`${back.origin}${back.pathname}`).toBe(order.returnUrls.success);
    const approved = await adapter.verifyReturn(params, attempt, 'success');
    expect(approved?.result).toBe('approved');
    expect(await adapter.complete!(attempt, approved!)).toEqual({ result: 'failed', amountCents: 2599, currency: 'EUR', transactionId: null });
  });

  it('Cancel: back on cancel_url with the token; failed on the cancel page, pending by the status query', async () => {
    const order = newOrder();
    const { adapter, back, params, attempt } = await buyerChooses(order, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(order.returnUrls.cancel);
    expect(params).toEqual({ token: attempt.providerRef });
    expect(await adapter.verifyReturn(params, attempt, 'cancel')).toEqual({ result: 'failed', amountCents: 2599, currency: 'EUR', transactionId: null });
    expect((await adapter.verifyReturn(params, attempt, 'success'))?.result).toBe('pending');
    expect((await adapter.queryStatus(attempt)).result).toBe('pending');
  });
});

describe('returns that are not genuine', () => {
  it('another order, an unknown order or a malformed token is undefined', async () => {
    const { adapter, params, attempt } = await buyerChooses(newOrder(), 'pay');
    const other = await buyerChooses(newOrder(), 'pay');
    expect(await adapter.verifyReturn(other.params, attempt, 'success')).toBeUndefined();
    expect(await adapter.verifyReturn(params, { ...attempt, uid: other.attempt.uid }, 'success')).toBeUndefined();
    expect(await adapter.verifyReturn({ token: 'AAAAAAAAAAAAAAAAA' }, { ...attempt, providerRef: 'AAAAAAAAAAAAAAAAA' }, 'success')).toBeUndefined();
    expect(await adapter.verifyReturn({ token: 'x y' }, attempt, 'success')).toBeUndefined();
    expect(adapter.referenceOf({ PayerID: 'ABC' })).toBeUndefined();
  });

  it('an order PayPal no longer knows is failed by the status query', async () => {
    const adapter = paypalProvider(deps);
    const verdict = await adapter.queryStatus({ uid: 'a'.repeat(32), providerRef: 'AAAAAAAAAAAAAAAAA', amountCents: 100, currency: 'EUR', data: {} });
    expect(verdict).toEqual({ result: 'failed', amountCents: 100, currency: 'EUR', transactionId: null });
  });
});

describe('provider errors', () => {
  const attempt: StoredAttempt = { uid: 'a'.repeat(32), providerRef: 'AAAAAAAAAAAAAAAAA', amountCents: 100, currency: 'EUR', data: {} };
  const broken = (answer: () => Response): ApiDeps => ({
    ...t.deps,
    providerFetch: async (request) => (request.url.endsWith('/v1/oauth2/token') ? t.api.fetch(request) : answer()),
  });

  it('a 5xx, a body that is not JSON or an unexpected answer is a ProviderError', async () => {
    await expect(paypalProvider(broken(() => new Response('down', { status: 503 }))).createPayment(newOrder())).rejects.toThrow(ProviderError);
    await expect(paypalProvider(broken(() => new Response('<html>', { status: 200 }))).queryStatus(attempt)).rejects.toThrow(ProviderError);
    await expect(paypalProvider(broken(() => Response.json({ id: 'A', status: 'CREATED', links: [] }, { status: 201 }))).createPayment(newOrder())).rejects.toThrow(ProviderError);
    await expect(paypalProvider(broken(() => Response.json({ name: 'INVALID_REQUEST' }, { status: 400 }))).createPayment(newOrder())).rejects.toThrow(ProviderError);
    const approved = { result: 'approved' as const, amountCents: 100, currency: 'EUR', transactionId: null };
    await expect(paypalProvider(broken(() => Response.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }, { status: 422 }))).complete!(attempt, approved)).rejects.toThrow(ProviderError);
    await expect(paypalProvider(broken(() => new Response('oops', { status: 500 }))).verifyReturn({ token: attempt.providerRef }, attempt, 'success')).rejects.toThrow(ProviderError);
  });

  it("an order of another attempt in PayPal's answer is a ProviderError for the status query", async () => {
    const foreign = Response.json({ id: attempt.providerRef, status: 'APPROVED', purchase_units: [{ custom_id: 'b'.repeat(32), amount: { currency_code: 'EUR', value: '1.00' } }] });
    await expect(paypalProvider(broken(() => foreign.clone())).queryStatus(attempt)).rejects.toThrow(ProviderError);
  });
});
