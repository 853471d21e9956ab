import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';
import { paymentEvents } from '../db/schema';
import { ANONYMOUS_REFUSAL_CAPS } from '../services/payments/event-cap';

/**
 * Issue #14 items 11–13: a deeply nested body, a lone surrogate in payment-return parameters and
 * invalid percent-encoding in a path each get a clear 400, never a 500; anonymous refused returns
 * cannot fill payment_events.
 */
let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_ACCOUNT: '100000', AUTH_RATE_LIMIT_CLIENT: '100000' });
  token = (await login(t)).at;
});
afterAll(() => t.close());

describe('deeply nested JSON (item 11)', () => {
  it('5 000 levels → 400 json_too_deep (no stack overflow)', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.call('POST', '/Customers/Login', `{"email":${deep}}`);
    expect([res.status, res.body]).toEqual([400, { error: 'json_too_deep' }]);
  });
  it('33 levels → 400 json_too_deep; brackets inside strings do not count', async () => {
    const res = await t.call('POST', '/Products/ByIds', `{"ids":${'['.repeat(32)}${']'.repeat(32)}}`, { token });
    expect([res.status, res.body.error]).toEqual([400, 'json_too_deep']);
    const inString = await t.call('POST', '/Customers/ForgotPassword', { email: `${'['.repeat(100)}@b.gr` });
    expect([inString.status, inString.body.fields]).toEqual([400, { email: 'invalid_email' }]);
  });
});

describe('lone surrogates (item 12)', () => {
  it('in payment-return parameters → 400 field error, nothing written', async () => {
    const before = (await t.db.select().from(paymentEvents)).length;
    for (const body of ['{"params":{"MerchantReference":"\\ud800"}}', '{"params":{"\\udc00":"x"}}']) {
      const confirm = await t.call('POST', '/Payments/winbank/Confirm', body);
      expect([confirm.status, confirm.body.error]).toEqual([400, 'validation_failed']);
      const locate = await t.call('POST', '/Payments/viva/Locate', body, { partner: null });
      expect([locate.status, locate.body.error]).toEqual([400, 'validation_failed']);
    }
    expect((await t.db.select().from(paymentEvents)).length).toBe(before);
  });
  it('anywhere in any body → 400 with the field; a well-formed pair is fine', async () => {
    const res = await t.call('POST', '/Customers/ForgotPassword', '{"email":"a\\udbffb@b.gr"}');
    expect([res.status, res.body.fields]).toEqual([400, { email: 'invalid_format' }]);
    const pair = await t.call('POST', '/Customers/ForgotPassword', { email: 'a😀@b.gr' });
    expect(pair.status).toBeLessThan(500);
    expect(pair.body.fields).not.toEqual({ email: 'invalid_format' });
  });
});

describe('anonymous refused returns are capped (item 12)', () => {
  it('at most perClient events per client address and window; the answer stays 400 payment_failed', async () => {
    const count = async () => (await t.db.select().from(paymentEvents)).length;
    const before = await count();
    const ip = '203.0.113.99';
    for (let i = 0; i < ANONYMOUS_REFUSAL_CAPS.perClient + 15; i++) {
      const res = await t.call('POST', '/Payments/winbank/Confirm', { params: { MerchantReference: `nope-${i}`, big: 'x'.repeat(1000) } }, { ip });
      expect([res.status, res.body]).toEqual([400, { error: 'payment_failed' }]);
    }
    expect((await count()) - before).toBe(ANONYMOUS_REFUSAL_CAPS.perClient);
    const rows = await t.db.select().from(paymentEvents);
    expect(JSON.stringify(rows.at(-1)!.detail).length).toBeLessThanOrEqual(4000);
    // Another address still gets its refusal recorded.
    await t.call('POST', '/Payments/winbank/Confirm', { params: { MerchantReference: 'nope' } }, { ip: '203.0.113.100' });
    expect((await count()) - before).toBe(ANONYMOUS_REFUSAL_CAPS.perClient + 1);
  });
});

describe('invalid percent-encoding in a path (item 13)', () => {
  const paths = [
    ['GET', '/Products/%FF'],
    ['GET', '/Products/ByCode/%FF'],
    ['GET', '/Products/ByUrl/abc%C0%AF'],
    ['GET', '/Orders/%E0%A4%A'],
    ['DELETE', '/Cart/Items/%ED%A0%80'],
  ];
  it.each(paths)('%s %s → 400 invalid_path', async (method, path) => {
    const res = await t.call(method!, path!, undefined, { token });
    expect([res.status, res.body]).toEqual([400, { error: 'invalid_path' }]);
  });
  it('also without a session and on public routes', async () => {
    const res = await t.call('GET', '/Partners/ByCode/%C0%AF', undefined, { partner: null });
    expect([res.status, res.body]).toEqual([400, { error: 'invalid_path' }]);
    const pay = await t.call('POST', '/Payments/%FF/Confirm', { params: {} });
    expect([pay.status, pay.body]).toEqual([400, { error: 'invalid_path' }]);
  });
  it('well-encoded non-ASCII paths still work as before', async () => {
    const res = await t.call('GET', `/Products/ByUrl/${encodeURIComponent('παπούτσι')}`, undefined, { token });
    expect([res.status, res.body.error]).toEqual([404, 'product_not_found']);
  });
});
