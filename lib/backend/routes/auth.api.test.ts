import { createTestApi, type TestApi } from '../testing/test-api';
import { DEMO_PASSWORD, login } from '../testing/auth-helpers';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_ACCOUNT: '3', AUTH_RATE_LIMIT_CLIENT: '6' });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, partnerCode = 'acme', ip?: string) =>
  t.call('POST', '/Customers/Login', { email, password, partnerCode }, { partner: partnerCode, ip });

describe('POST /Customers/Login', () => {
  it('returns the SPEC §3 session record with working tokens', async () => {
    const res = await attempt('Demo@Acme.test', DEMO_PASSWORD, 'acme', '192.0.2.1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eml: 'demo@acme.test', impersonation: 'false', partnerCode: 'acme', ad: 15, rd: 10080 });
    expect(res.body.id).toBeGreaterThan(0);
    expect(typeof res.body.nm).toBe('string');
    const profile = await t.call('GET', '/Customers/Profile', undefined, { token: res.body.at });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('demo@acme.test');
  });

  it('gives the same error for a wrong password and an unknown email', async () => {
    const wrong = await attempt('demo@acme.test', 'not-the-password', 'acme', '192.0.2.2');
    const unknown = await attempt('nobody@acme.test', DEMO_PASSWORD, 'acme', '192.0.2.2');
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'invalid_credentials' }]);
    expect([unknown.status, unknown.body]).toEqual([401, { error: 'invalid_credentials' }]);
  });

  it('tells a customer of another partner only when the password is right', async () => {
    expect((await attempt('demo@hellas.test', DEMO_PASSWORD, 'acme', '192.0.2.3')).body).toEqual({ error: 'wrong_partner' });
    expect((await attempt('demo@hellas.test', 'wrong-password', 'acme', '192.0.2.3')).body).toEqual({ error: 'invalid_credentials' });
  });

  it('refuses an unverified account and a disabled partner with their own keys', async () => {
    const pending = await attempt('pending@acme.test', DEMO_PASSWORD, 'acme', '192.0.2.4');
    expect([pending.status, pending.body.error]).toEqual([403, 'account_not_verified']);
    const retired = await attempt('demo@retired.test', DEMO_PASSWORD, 'retired', '192.0.2.4');
    expect([retired.status, retired.body.error]).toEqual([403, 'partner_disabled']);
  });

  it('answers an unknown partner code as a field error', async () => {
    const res = await t.call('POST', '/Customers/Login', { email: 'demo@acme.test', password: DEMO_PASSWORD, partnerCode: 'nosuch' }, { partner: 'acme' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ partnerCode: 'partner_not_found' });
  });
});

describe('login rate limiting (database counters)', () => {
  it('blocks an account + address pair after repeated failures, even with the right password, until the window passes', async () => {
    const attacker = '203.0.113.77';
    for (let i = 0; i < 3; i++) expect((await attempt('second@acme.test', 'bad-password', 'acme', attacker)).status).toBe(401);
    const blocked = await attempt('second@acme.test', DEMO_PASSWORD, 'acme', attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('too_many_requests');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(15 * 60_000 + 1000);
    expect((await attempt('second@acme.test', DEMO_PASSWORD, 'acme', attacker)).status).toBe(200);
  });

  it('never locks the owner out from a clean address: failures from elsewhere only slow the account down', async () => {
    t.resetWork();
    // An attacker spreads wrong passwords over many addresses (each under the address limits).
    for (let i = 0; i < 12; i++) {
      const ip = `203.0.113.${100 + Math.floor(i / 2)}`;
      expect((await attempt('demo@acme.test', 'bad-password', 'acme', ip)).status).toBe(401);
    }
    // The account is slowed down (every attempt waits before the password is checked), capped.
    expect(t.work.pauses).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    const owner = await attempt('demo@acme.test', DEMO_PASSWORD, 'acme', '198.51.100.60');
    expect(owner.status).toBe(200);
    expect(t.work.pauses.at(-1)).toBe(5000);
    // The owner's login ends the slow-down.
    t.resetWork();
    expect((await attempt('demo@acme.test', 'bad-password', 'acme', '203.0.113.200')).status).toBe(401);
    expect(t.work.pauses).toEqual([]);
  });

  it('blocks a client that tries many accounts', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 6; i++) await attempt(`guess${i}@acme.test`, 'x-password', 'acme', ip);
    expect((await attempt('demo@acme.test', DEMO_PASSWORD, 'acme', ip)).status).toBe(429);
    expect((await attempt('demo@acme.test', DEMO_PASSWORD, 'acme', '198.51.100.100')).status).toBe(200);
  });
});

describe('POST /account/refreshtoken', () => {
  const refresh = (at: string, rt: string, partner = 'acme') => t.call('POST', '/account/refreshtoken', { at, rt }, { partner });

  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const session = await login(t);
    const first = await refresh(session.at, session.rt);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ at: expect.any(String), rt: expect.any(String), ad: 15, rd: 10080 });
    expect(first.body.rt).not.toBe(session.rt);
    const second = await refresh(first.body.at, first.body.rt);
    expect(second.status).toBe(200);
  });

  it('accepts an expired access token and issues a fresh one', async () => {
    const session = await login(t);
    t.advance(20 * 60_000);
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at })).body.error).toBe('token_expired');
    const res = await refresh(session.at, session.rt);
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: res.body.at })).status).toBe(200);
  });

  it('expires an access token that was verified (and remembered) while it was valid', async () => {
    const session = await login(t);
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at })).status).toBe(200);
    t.advance(14 * 60_000);
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at })).status).toBe(200);
    t.advance(60_000);
    const late = await t.call('GET', '/Customers/Profile', undefined, { token: session.at });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('token_expired');
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const session = await login(t);
    const next = await refresh(session.at, session.rt);
    t.advance(31_000);
    const replay = await refresh(session.at, session.rt);
    expect([replay.status, replay.body.error]).toEqual([401, 'refresh_failed']);
    // the legitimate successor is dead too
    expect((await refresh(next.body.at, next.body.rt)).status).toBe(401);
  });

  it('rotates once for several concurrent refreshes with the same token: all get the same new set', async () => {
    const session = await login(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh(session.at, session.rt)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.rt)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.at)).size).toBe(1);
  });

  it('refuses another customer’s refresh token and a forged access token', async () => {
    const a = await login(t);
    const b = await login(t, 'second@acme.test');
    expect((await refresh(a.at, b.rt)).status).toBe(401);
    expect((await refresh('eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', a.rt)).body.error).toBe('token_invalid');
  });

  it('refuses a refresh under another partner code', async () => {
    const session = await login(t);
    expect((await refresh(session.at, session.rt, 'hellas')).body.error).toBe('partner_mismatch');
  });
});

describe('partner scoping of tokens', () => {
  it('answers 403 when a token is used with another partner’s code', async () => {
    const session = await login(t);
    const res = await t.call('GET', '/Customers/Profile', undefined, { token: session.at, partner: 'hellas' });
    expect([res.status, res.body.error]).toEqual([403, 'partner_mismatch']);
  });
  it('needs the partner header and a known partner', async () => {
    const session = await login(t);
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at, partner: null })).body).toEqual({
      error: 'partner_required',
      fields: { 'X-Partner-Code': 'required' },
    });
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at, partner: 'nosuch' })).status).toBe(404);
  });
  it('answers 401 without or with a garbage token', async () => {
    expect((await t.call('GET', '/Customers/Profile')).body.error).toBe('unauthorized');
    expect((await t.call('GET', '/Customers/Profile', undefined, { token: 'garbage' })).body.error).toBe('token_invalid');
  });
});

describe('POST /Customers/Logout', () => {
  it('ends the session: its refresh token no longer works', async () => {
    const session = await login(t);
    expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
    expect((await t.call('POST', '/account/refreshtoken', { at: session.at, rt: session.rt })).status).toBe(401);
  });
  it('answers 204 for an unknown token too', async () => {
    expect((await t.call('POST', '/Customers/Logout', { rt: 'unknown-token' })).status).toBe(204);
  });
});
