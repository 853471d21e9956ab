import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';
import { TEST_ENDPOINTS_SECRET } from '../testing/test-api';
import { sandboxModeOf } from '../services/mydata/sandbox-state';
import { boxnowSandboxModeOf } from '../services/carriers/boxnow/sandbox-state';
import { acsSandboxModeOf } from '../services/carriers/acs/sandbox-state';
import { isTestSecret } from './test-endpoints';

/** POST /test/orders/status (ENABLE_TEST_ENDPOINTS only): e2e tests move an order to a status and back in time. */
const s = orderSuite();

async function placed() {
  const { buyer, cart, client } = await buyerWithCart(s);
  const res = await client.place(orderBody(s.t, cart));
  expect(res.status).toBe(201);
  return { buyer, client, uid: res.body.uid as string, orderNumber: res.body.orderNumber as string };
}

describe('POST /test/orders/status', () => {
  it("sets the order's status and moves its creation back daysAgo days", async () => {
    const { client, uid, orderNumber } = await placed();
    const res = await s.t.call('POST', '/test/orders/status', { orderNumber, partnerCode: 'acme', status: 3, daysAgo: 31 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid, status: 3, createdAt: '2026-10-22T10:00:00.000Z' });
    expect((await client.get(uid)).body).toMatchObject({ status: 3, statusName: 'Completed', createdAt: '2026-10-22T10:00:00.000Z' });
  });

  it('keeps the creation time without daysAgo and accepts the number in any case', async () => {
    const { client, uid, orderNumber } = await placed();
    const res = await s.t.call('POST', '/test/orders/status', { orderNumber: ` ${orderNumber.toLowerCase()} `, partnerCode: 'ACME', status: 10 });
    expect(res.status).toBe(200);
    expect((await client.get(uid)).body).toMatchObject({ status: 10, createdAt: '2026-11-22T10:00:00.000Z' });
  });

  it('answers 404 for an unknown order or partner and 400 for an unknown status', async () => {
    const { orderNumber } = await placed();
    expect((await s.t.call('POST', '/test/orders/status', { orderNumber: 'ACM-2026-999999', partnerCode: 'acme', status: 3 })).body).toEqual({ error: 'order_not_found' });
    expect((await s.t.call('POST', '/test/orders/status', { orderNumber, partnerCode: 'hellas', status: 3 })).body).toEqual({ error: 'order_not_found' });
    expect((await s.t.call('POST', '/test/orders/status', { orderNumber, partnerCode: 'nope', status: 3 })).body).toEqual({ error: 'partner_not_found' });
    const bad = await s.t.call('POST', '/test/orders/status', { orderNumber, partnerCode: 'acme', status: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
  });

  it('does not exist when test endpoints are off', async () => {
    const off = await (await import('../testing/test-api')).createTestApi({ ENABLE_TEST_ENDPOINTS: '0' }, { onDatabaseOf: s.t });
    try {
      expect((await off.call('POST', '/test/orders/status', { orderNumber: 'ACM-2026-000001', partnerCode: 'acme', status: 3 })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the test endpoints secret (X-Test-Secret)', () => {
  const without = { headers: { 'X-Test-Secret': '' }, partner: null };

  it('answers 404, as if absent, without the right header', async () => {
    const { orderNumber } = await placed();
    for (const secret of ['', 'wrong', `${TEST_ENDPOINTS_SECRET}x`, TEST_ENDPOINTS_SECRET.slice(0, -1)]) {
      const options = { headers: { 'X-Test-Secret': secret }, partner: null };
      const outbox = await s.t.call('GET', '/test/outbox?to=demo@acme.test', undefined, options);
      expect([outbox.status, outbox.body]).toEqual([404, { error: 'not_found' }]);
      const status = await s.t.call('POST', '/test/orders/status', { orderNumber, partnerCode: 'acme', status: 3 }, options);
      expect([status.status, status.body]).toEqual([404, { error: 'not_found' }]);
    }
    const res = await s.t.api.request('/api/test/outbox?to=demo@acme.test');
    expect(res.status).toBe(404);
    expect((await s.t.call('GET', '/test/outbox?to=demo@acme.test', undefined, without)).status).toBe(404);
  });

  it('answers with the right header', async () => {
    const res = await s.t.api.request('/api/test/outbox?to=demo@acme.test', { headers: { 'X-Test-Secret': TEST_ENDPOINTS_SECRET } });
    expect(res.status).toBe(200);
  });

  it('compares the secret exactly', () => {
    expect(isTestSecret(TEST_ENDPOINTS_SECRET, TEST_ENDPOINTS_SECRET)).toBe(true);
    expect(isTestSecret(TEST_ENDPOINTS_SECRET, TEST_ENDPOINTS_SECRET.toUpperCase())).toBe(false);
    expect(isTestSecret(undefined, '')).toBe(false);
    expect(isTestSecret(TEST_ENDPOINTS_SECRET, undefined)).toBe(false);
  });
});

describe('POST /test/mydata-sandbox', () => {
  it('switches how the myDATA sandbox answers, and refuses an unknown mode', async () => {
    expect((await s.t.call('POST', '/test/mydata-sandbox', { mode: 'down' })).body).toEqual({ mode: 'down' });
    expect(sandboxModeOf(s.t.db)).toEqual({ mode: 'down' });
    expect((await s.t.call('POST', '/test/mydata-sandbox', { mode: 'sideways' })).status).toBe(400);
    expect((await s.t.call('POST', '/test/mydata-sandbox', { mode: 'ok' })).status).toBe(200);
    expect(sandboxModeOf(s.t.db)).toEqual({ mode: 'ok' });
  });
});

describe('POST /test/{carrier}-sandbox', () => {
  it("sets how each carrier's sandbox answers, and refuses a mode it does not have", async () => {
    for (const [carrier, modeOf] of [['boxnow', boxnowSandboxModeOf], ['acs', acsSandboxModeOf]] as const) {
      expect((await s.t.call('POST', `/test/${carrier}-sandbox`, { mode: 'down' })).body).toEqual({ mode: 'down' });
      expect(modeOf(s.t.db)).toEqual({ mode: 'down' });
      expect((await s.t.call('POST', `/test/${carrier}-sandbox`, { mode: 'slow' })).status).toBe(400);
      expect((await s.t.call('POST', `/test/${carrier}-sandbox`, { mode: 'ok' })).status).toBe(200);
      expect(modeOf(s.t.db)).toEqual({ mode: 'ok' });
    }
  });
});
