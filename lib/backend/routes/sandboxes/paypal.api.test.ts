import { randomBytes } from 'node:crypto';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { formOf } from '../../testing/payment-helpers';
import { sandboxConfig } from '../../services/payments/provider-http';

/**
 * The PayPal sandbox (DESIGN §6) through the app, as PayPal's REST API and approval page behave:
 * OAuth client credentials, Orders v2 create / show / capture with PayPal-Request-Id idempotency and
 * PayPal's error bodies, and the `checkoutnow?token=` page with Pay / Decline / Cancel.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const API = '/api/sandbox/paypal';
const RETURN = 'http://shop.test/acme/payment/paypal/success';
const CANCEL = 'http://shop.test/acme/payment/paypal/cancel';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
async function tokenRequest(authorization: string, body = 'grant_type=client_credentials') {
  return t.api.request(`${API}/v1/oauth2/token`, { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' }, body });
}
async function accessToken(): Promise<string> {
  const config = sandboxConfig(t.deps).paypal;
  return ((await (await tokenRequest(basic(config.clientId, config.clientSecret))).json()) as { access_token: string }).access_token;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
async function call(method: string, path: string, options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
  const token = options.token === undefined ? await accessToken() : options.token;
  const res = await t.api.request(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

const uid = () => randomBytes(16).toString('hex');
const orderRequest = (over: { value?: string; returnUrl?: string; custom?: string } = {}) => {
  const custom = over.custom ?? uid();
  return {
    intent: 'CAPTURE',
    purchase_units: [{ reference_id: 'order-1', custom_id: custom, invoice_id: custom, description: '100042', amount: { currency_code: 'EUR', value: over.value ?? '12.34' } }],
    payment_source: {
      paypal: { experience_context: { return_url: over.returnUrl ?? RETURN, cancel_url: CANCEL, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING', locale: 'en-US' } },
    },
  };
};
async function createOrder(over: Parameters<typeof orderRequest>[0] = {}, requestId = `${uid()}-create`) {
  const res = await call('POST', '/v2/checkout/orders', { body: orderRequest(over), headers: { 'PayPal-Request-Id': requestId } });
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string; links: { href: string; rel: string }[] };
}
const payerAction = (order: { links: { href: string; rel: string }[] }) => new URL(order.links.find((l) => l.rel === 'payer-action')!.href);
async function press(id: string, action: 'pay' | 'decline' | 'cancel') {
  return t.api.request(`${API}/checkoutnow`, { method: 'POST', body: new URLSearchParams({ token: id, action }) });
}
const capture = (id: string, requestId?: string) =>
  call('POST', `/v2/checkout/orders/${id}/capture`, { body: {}, headers: { Prefer: 'return=representation', ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) } });

describe('POST /v1/oauth2/token', () => {
  it("issues a bearer token for the sandbox client's Basic credentials, shaped like PayPal's", async () => {
    const config = sandboxConfig(t.deps).paypal;
    const res = await tokenRequest(basic(config.clientId, config.clientSecret));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ scope: expect.any(String), access_token: expect.stringMatching(/^A21AA/), token_type: 'Bearer', app_id: expect.any(String), expires_in: 32400, nonce: expect.any(String) });
  });

  it('refuses other credentials with invalid_client, and other grants', async () => {
    const config = sandboxConfig(t.deps).paypal;
    for (const authorization of [basic(config.clientId, 'wrong'), basic('other', config.clientSecret), 'Basic !!!', `Bearer ${config.clientSecret}`, '']) {
      const res = await tokenRequest(authorization);
      expect([res.status, await res.json()]).toEqual([401, { error: 'invalid_client', error_description: 'Client Authentication failed' }]);
    }
    expect((await tokenRequest(basic(config.clientId, config.clientSecret), 'grant_type=password')).status).toBe(400);
  });

  it('tokens are refused when tampered with or expired', async () => {
    const token = await accessToken();
    expect((await call('GET', '/v2/checkout/orders/5O190127TN364715T', { token: null })).body.name).toBe('AUTHENTICATION_FAILURE');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await call('GET', '/v2/checkout/orders/5O190127TN364715T', { token: tampered });
    expect([refused.status, refused.body.name]).toEqual([401, 'AUTHENTICATION_FAILURE']);
    t.advance(32_401_000);
    expect((await call('GET', '/v2/checkout/orders/5O190127TN364715T', { token })).status).toBe(401);
    expect((await call('GET', '/v2/checkout/orders/5O190127TN364715T')).status).toBe(404);
  });
});

describe('POST /v2/checkout/orders', () => {
  it('creates a PAYER_ACTION_REQUIRED order with self and payer-action links (checkoutnow?token=)', async () => {
    const order = await createOrder();
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      links: [
        { href: `http://shop.test${API}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `http://shop.test${API}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  });

  it('answers the same order again for the same PayPal-Request-Id (200), a new one for another', async () => {
    const requestId = `${uid()}-create`;
    const first = await createOrder({}, requestId);
    const again = await call('POST', '/v2/checkout/orders', { body: orderRequest(), headers: { 'PayPal-Request-Id': requestId } });
    expect([again.status, again.body.id]).toEqual([200, first.id]);
    const racing = await Promise.all([1, 2].map(() => call('POST', '/v2/checkout/orders', { body: orderRequest(), headers: { 'PayPal-Request-Id': 'same-racing-id' } })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(racing[0]!.body.id).toBe(racing[1]!.body.id);
    expect((await createOrder()).id).not.toBe(first.id);
  });

  it('answers the full order with Prefer: return=representation', async () => {
    const res = await call('POST', '/v2/checkout/orders', { body: orderRequest({ custom: 'c1' }), headers: { Prefer: 'return=representation' } });
    expect(res.status).toBe(201);
    expect(res.body.purchase_units[0]).toMatchObject({ reference_id: 'order-1', custom_id: 'c1', invoice_id: 'c1', description: '100042', amount: { currency_code: 'EUR', value: '12.34' } });
  });

  it("refuses bad input with PayPal's INVALID_REQUEST body", async () => {
    const bad = async (body: unknown) => {
      const res = await call('POST', '/v2/checkout/orders', { body });
      return { status: res.status, name: res.body.name, issues: (res.body.details ?? []).map((d: Json) => `${d.field ?? ''} ${d.issue}`) };
    };
    expect(await bad('{not json')).toEqual({ status: 400, name: 'INVALID_REQUEST', issues: [' MALFORMED_REQUEST_JSON'] });
    const noAmount = orderRequest() as Json;
    delete noAmount.purchase_units[0].amount;
    expect(await bad(noAmount)).toEqual({ status: 400, name: 'INVALID_REQUEST', issues: ['/purchase_units/0/amount MISSING_REQUIRED_PARAMETER'] });
    expect((await bad({ ...orderRequest(), intent: 'SELL' })).issues).toEqual(['/intent INVALID_PARAMETER_VALUE']);
    expect((await bad(orderRequest({ value: '12,34' }))).issues).toEqual(['/purchase_units/0/amount/value INVALID_PARAMETER_SYNTAX']);
    expect((await bad(orderRequest({ value: '12.345' }))).issues).toEqual(['/purchase_units/0/amount/value DECIMAL_PRECISION']);
    expect(await bad(orderRequest({ value: '0.00' }))).toEqual({ status: 422, name: 'UNPROCESSABLE_ENTITY', issues: ['/purchase_units/0/amount/value CANNOT_BE_ZERO_OR_NEGATIVE'] });
    expect((await bad(orderRequest({ custom: 'x'.repeat(128) }))).issues).toContain('/purchase_units/0/custom_id INVALID_STRING_LENGTH');
    expect((await bad(orderRequest({ returnUrl: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await bad([])).status).toBe(400);
    expect((await bad(null)).status).toBe(400);
    const res = await call('POST', '/v2/checkout/orders', { body: '{' });
    expect(res.body).toMatchObject({ message: expect.any(String), debug_id: expect.any(String), links: [{ rel: 'information_link' }] });
    expect(res.headers.get('paypal-debug-id')).toBe(res.body.debug_id);
  });
});

describe('GET /v2/checkout/orders/{id}', () => {
  it('shows the order; unknown ids are 404 RESOURCE_NOT_FOUND', async () => {
    const custom = uid();
    const { id } = await createOrder({ custom });
    const res = await call('GET', `/v2/checkout/orders/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, intent: 'CAPTURE', status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ custom_id: custom, amount: { currency_code: 'EUR', value: '12.34' } }] });
    for (const other of ['AAAAAAAAAAAAAAAAA', 'lower', 'A'.repeat(37)]) {
      const missing = await call('GET', `/v2/checkout/orders/${other}`);
      expect([missing.status, missing.body.name, missing.body.details[0].issue]).toEqual([404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID']);
    }
  });
});

describe('the approval page (checkoutnow)', () => {
  it('shows the amount with Pay, Decline and Cancel as one POST form', async () => {
    const order = await createOrder();
    const page = payerAction(order);
    const res = await t.api.request(`${page.pathname}${page.search}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/html/)]);
    const html = await res.text();
    expect(html).toContain('PayPal sandbox');
    expect(html).toContain('Order 100042');
    expect(html.replace(/\u00a0/g, ' ')).toContain('€12.34');
    for (const choice of ['pay', 'decline', 'cancel']) expect(html).toMatch(new RegExp(`<button[^>]*value="${choice}"`));
    expect(formOf(html)).toEqual({ action: `http://shop.test${API}/checkoutnow`, fields: { token: order.id } });
  });

  it('Pay approves and returns to return_url with token and PayerID; the page is not shown again', async () => {
    const { id } = await createOrder({ returnUrl: `${RETURN}?keep=1` });
    const res = await press(id, 'pay');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN);
    expect(Object.fromEntries(back.searchParams)).toEqual({ keep: '1', token: id, PayerID: expect.stringMatching(/^[A-Z0-9]{13}$/) });
    const order = (await call('GET', `/v2/checkout/orders/${id}`)).body;
    expect(order).toMatchObject({ status: 'APPROVED', payer: { payer_id: back.searchParams.get('PayerID') } });
    expect(order.links.map((l: Json) => l.rel)).toEqual(['self', 'update', 'capture']);
    expect((await t.api.request(`${API}/checkoutnow?token=${id}`)).status).toBe(409);
    // Pressing Pay again goes back again; Decline or Cancel now are refused.
    expect((await press(id, 'pay')).headers.get('location')).toBe(back.toString());
    expect((await press(id, 'decline')).status).toBe(409);
    expect((await press(id, 'cancel')).status).toBe(409);
  });

  it('Cancel returns to cancel_url with the token and leaves the order waiting', async () => {
    const { id } = await createOrder();
    const res = await press(id, 'cancel');
    expect([res.status, res.headers.get('location')]).toEqual([303, `${CANCEL}?token=${id}`]);
    expect((await call('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('refuses unknown orders and choices', async () => {
    expect((await t.api.request(`${API}/checkoutnow?token=AAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await t.api.request(`${API}/checkoutnow?token=<script>`)).status).toBe(404);
    expect((await t.api.request(`${API}/checkoutnow`)).status).toBe(404);
    expect((await press('AAAAAAAAAAAAAAAAA', 'pay')).status).toBe(404);
    const { id } = await createOrder();
    const res = await t.api.request(`${API}/checkoutnow`, { method: 'POST', body: new URLSearchParams({ token: id, action: 'steal' }) });
    expect(res.status).toBe(400);
    expect((await t.api.request(`${API}/checkoutnow`, { method: 'POST', body: 'garbage', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
  });
});

describe('POST /v2/checkout/orders/{id}/capture', () => {
  it('captures an approved order once: the same PayPal-Request-Id answers the same capture, another is ORDER_ALREADY_CAPTURED', async () => {
    const custom = uid();
    const { id } = await createOrder({ custom });
    await press(id, 'pay');
    const first = await capture(id, `${custom}-capture`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [{ custom_id: custom, payments: { captures: [{ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', amount: { currency_code: 'EUR', value: '12.34' }, custom_id: custom, final_capture: true }] } }],
    });
    const again = await capture(id, `${custom}-capture`);
    expect([again.status, again.body]).toEqual([200, first.body]);
    const other = await capture(id, 'another-request');
    expect([other.status, other.body.name, other.body.details[0].issue]).toEqual([422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED']);
    expect((await capture(id)).status).toBe(422);
  });

  it('two concurrent captures with the same request id answer the same capture', async () => {
    const { id } = await createOrder();
    await press(id, 'pay');
    const both = await Promise.all([capture(id, 'race-capture'), capture(id, 'race-capture')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.purchase_units[0].payments.captures[0].id).toBe(both[1]!.body.purchase_units[0].payments.captures[0].id);
  });

  it('a declined order is refused at capture with INSTRUMENT_DECLINED (after returning to return_url, as PayPal does)', async () => {
    const { id } = await createOrder();
    const res = await press(id, 'decline');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('token')).toBe(id);
    expect((await call('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
    const refused = await capture(id, 'declined-capture');
    expect([refused.status, refused.body.name, refused.body.details[0].issue]).toEqual([422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED']);
    expect((await capture(id, 'declined-capture')).status).toBe(422);
  });

  it('an order not approved is ORDER_NOT_APPROVED; unknown ones are 404; bad bodies 400', async () => {
    const { id } = await createOrder();
    const res = await capture(id, 'early');
    expect([res.status, res.body.details[0].issue]).toEqual([422, 'ORDER_NOT_APPROVED']);
    expect((await capture('AAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, { body: '[1' })).status).toBe(400);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, { body: '[]' })).status).toBe(400);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, { token: null, body: {} })).status).toBe(401);
  });
});
