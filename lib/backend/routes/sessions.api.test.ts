import { createTestApi, type TestApi } from '../testing/test-api';
import { DEMO_PASSWORD, lastMail, login, tokenOf } from '../testing/auth-helpers';

/** Issue #14: access tokens end with their session (item 3), reset links (item 7), concurrent refresh (item 18). */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const profile = (token: string, partner = 'acme') => t.call('GET', '/Customers/Profile', undefined, { token, partner });
const refresh = (at: string, rt: string, partner = 'acme') => t.call('POST', '/account/refreshtoken', { at, rt }, { partner });

describe('an access token stops working at once when its session ends', () => {
  it('after logout, even though it was verified (and remembered) a moment before', async () => {
    const session = await login(t);
    const other = await login(t);
    expect((await profile(session.at)).status).toBe(200);
    expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
    const after = await profile(session.at);
    expect([after.status, after.body.error]).toEqual([401, 'token_invalid']);
    expect((await profile(other.at)).status).toBe(200); // another session of the same customer lives on
  });

  it('after a spent refresh token comes back (reuse ends the family and its access tokens)', async () => {
    const session = await login(t);
    const next = await refresh(session.at, session.rt);
    expect((await profile(next.body.at)).status).toBe(200);
    t.advance(31_000); // past the grace window
    expect((await refresh(session.at, session.rt)).status).toBe(401);
    expect((await profile(next.body.at)).status).toBe(401);
    expect((await profile(session.at)).status).toBe(401);
  });

  it('after a password change, for the other sessions only', async () => {
    const keep = await login(t, 'second@acme.test');
    const other = await login(t, 'second@acme.test');
    expect((await profile(other.at)).status).toBe(200);
    const changed = await t.call('POST', '/Customers/UpdatePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-pass-2026' }, { token: keep.at });
    expect(changed.body).toEqual({ ok: true });
    expect((await profile(other.at)).status).toBe(401);
    expect((await profile(keep.at)).status).toBe(200);
  });
});

describe('password reset', () => {
  const forgot = (email: string) => t.call('POST', '/Customers/ForgotPassword', { email }, { partner: 'hellas' });
  const reset = (guid: string, email: string, password: string) =>
    t.call('POST', '/Customers/ResetPassword', { guid, email, password, confirmPassword: password }, { partner: 'hellas' });

  it('ends every other open reset link and every session, access tokens included', async () => {
    const session = await login(t, 'demo@hellas.test', 'hellas');
    expect((await profile(session.at, 'hellas')).status).toBe(200);
    await forgot('demo@hellas.test');
    const first = tokenOf((await lastMail(t, 'demo@hellas.test', 'reset'))?.links[0]);
    await forgot('demo@hellas.test');
    const second = tokenOf((await lastMail(t, 'demo@hellas.test', 'reset'))?.links[0]);
    expect(second).not.toBe(first);

    expect((await reset(second, 'demo@hellas.test', 'Reset-once-2026')).body).toEqual({ ok: true });
    const stale = await reset(first, 'demo@hellas.test', 'Reset-twice-2026');
    expect([stale.status, stale.body.error]).toEqual([400, 'reset_link_invalid']);
    expect((await profile(session.at, 'hellas')).status).toBe(401);
    await expect(login(t, 'demo@hellas.test', 'hellas', 'Reset-once-2026')).resolves.toBeTruthy();
  });
});

describe('concurrent refresh of one refresh token (two tabs, two instances)', () => {
  it('gives every caller the same new token set and keeps the user logged in', async () => {
    const session = await login(t);
    const results = await Promise.all([refresh(session.at, session.rt), refresh(session.at, session.rt)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[1]!.body).toEqual(results[0]!.body);
    const tokens = results[0]!.body;
    expect(tokens.rt).not.toBe(session.rt);
    expect((await profile(tokens.at)).status).toBe(200);
    const next = await refresh(tokens.at, tokens.rt);
    expect(next.status).toBe(200);
    expect((await profile(next.body.at)).status).toBe(200);
  });

  it('answers a late second tab within the window with the same set, then ends the family on reuse after it', async () => {
    const session = await login(t);
    const first = await refresh(session.at, session.rt);
    t.advance(20_000);
    const second = await refresh(session.at, session.rt);
    expect([second.status, second.body]).toEqual([200, first.body]);
    expect((await profile(second.body.at)).status).toBe(200);

    t.advance(11_000); // 31 s after the rotation
    const late = await refresh(session.at, session.rt);
    expect([late.status, late.body.error]).toEqual([401, 'refresh_failed']);
    expect((await refresh(first.body.at, first.body.rt)).status).toBe(401);
    expect((await profile(first.body.at)).status).toBe(401);
  });

  it('follows a chain: a tab one rotation behind still lands on the same tokens', async () => {
    const session = await login(t);
    const a1 = await refresh(session.at, session.rt);
    const a2 = await refresh(a1.body.at, a1.body.rt);
    const b1 = await refresh(session.at, session.rt);
    expect(b1.body).toEqual(a1.body);
    const b2 = await refresh(b1.body.at, b1.body.rt);
    expect([b2.status, b2.body]).toEqual([200, a2.body]);
  });

  it('never revives a revoked family within the window', async () => {
    const session = await login(t);
    const next = await refresh(session.at, session.rt);
    expect((await t.call('POST', '/Customers/Logout', { rt: next.body.rt })).status).toBe(204);
    expect((await refresh(session.at, session.rt)).status).toBe(401);
  });
});
