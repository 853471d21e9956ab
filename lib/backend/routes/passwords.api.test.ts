import { createTestApi, type TestApi } from '../testing/test-api';
import { DEMO_PASSWORD, lastMail, login, tokenOf } from '../testing/auth-helpers';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_ACCOUNT: '4' });
});
afterAll(() => t.close());

const forgot = (email: string, ip?: string) => t.call('POST', '/Customers/ForgotPassword', { email }, { ip });
const reset = (guid: string, email: string, password: string, confirmPassword = password) =>
  t.call('POST', '/Customers/ResetPassword', { guid, email, password, confirmPassword });

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, before looking them up; only the known one gets mail', async () => {
    t.resetWork();
    const known = await forgot('second@acme.test');
    const unknown = await forgot('ghost@acme.test');
    expect([known.status, known.body]).toEqual([202, { status: 'accepted' }]);
    expect([unknown.status, unknown.body, unknown.headers.get('content-type')]).toEqual([known.status, known.body, known.headers.get('content-type')]);
    // Both answers went out before the lookup, the link and the mail (no timing difference).
    expect(t.work.afterAnswer).toEqual(['forgot-password', 'forgot-password']);
    expect((await lastMail(t, 'second@acme.test', 'reset'))?.links[0]).toMatch(/\/acme\/resetpassword\//);
    expect(await lastMail(t, 'ghost@acme.test')).toBeUndefined();
  });

  it('resets once: the new password works, old sessions end, the link is spent', async () => {
    const oldSession = await login(t, 'second@acme.test');
    await forgot('second@acme.test');
    const guid = tokenOf((await lastMail(t, 'second@acme.test', 'reset'))?.links[0]);
    expect((await reset(guid, 'second@acme.test', 'Brand-new-2026')).body).toEqual({ ok: true });
    await expect(login(t, 'second@acme.test', 'acme', 'Brand-new-2026')).resolves.toBeTruthy();
    expect((await t.call('POST', '/account/refreshtoken', { at: oldSession.at, rt: oldSession.rt })).status).toBe(401);
    expect((await reset(guid, 'second@acme.test', 'Another-2026')).body.error).toBe('reset_link_invalid');
  });

  it('refuses a link for another email, an expired link, and mismatched passwords', async () => {
    await forgot('demo@acme.test');
    const guid = tokenOf((await lastMail(t, 'demo@acme.test', 'reset'))?.links[0]);
    expect((await reset(guid, 'second@acme.test', 'Whatever-2026')).body.error).toBe('reset_link_invalid');
    const mismatch = await reset(guid, 'demo@acme.test', 'Whatever-2026', 'Different-2026');
    expect([mismatch.status, mismatch.body.fields]).toEqual([400, { confirmPassword: 'passwords_do_not_match' }]);
    t.advance(61 * 60_000);
    expect((await reset(guid, 'demo@acme.test', 'Whatever-2026')).body.error).toBe('reset_link_invalid');
    await expect(login(t)).resolves.toBeTruthy(); // password unchanged
  });

  it('rate-limits reset requests per account', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot('pending@acme.test', `192.0.2.${100 + i}`)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  });

  it('refuses a common password as a field error and keeps the link usable', async () => {
    t.advance(16 * 60_000); // past the reset-request window the test above filled
    await forgot('pending@acme.test', '192.0.2.50');
    const guid = tokenOf((await lastMail(t, 'pending@acme.test', 'reset'))?.links[0]);
    for (const password of ['password1', 'SUNSHINE']) {
      const res = await reset(guid, 'pending@acme.test', password);
      expect([res.status, res.body.error, res.body.fields]).toEqual([400, 'validation_failed', { password: 'password_too_common' }]);
    }
    expect((await reset(guid, 'pending@acme.test', 'Demo-2026!')).body).toEqual({ ok: true });
  });
});

describe('POST /Customers/UpdatePassword', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const keep = await login(t);
    const other = await login(t);
    const wrong = await t.call('POST', '/Customers/UpdatePassword', { currentPassword: 'nope-nope', newPassword: 'Changed-2026' }, { token: keep.at });
    expect([wrong.status, wrong.body.fields]).toEqual([400, { currentPassword: 'current_password_incorrect' }]);

    const ok = await t.call('POST', '/Customers/UpdatePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-2026' }, { token: keep.at });
    expect(ok.body).toEqual({ ok: true });
    expect((await t.call('POST', '/account/refreshtoken', { at: other.at, rt: other.rt })).status).toBe(401);
    expect((await t.call('POST', '/account/refreshtoken', { at: keep.at, rt: keep.rt })).status).toBe(200);
    expect((await lastMail(t, 'demo@acme.test'))?.kind).toBe('passwordChanged');
    await expect(login(t, 'demo@acme.test', 'acme', 'Changed-2026')).resolves.toBeTruthy();
  });

  it('refuses the same password as new', async () => {
    const s = await login(t, 'demo@acme.test', 'acme', 'Changed-2026');
    const res = await t.call('POST', '/Customers/UpdatePassword', { currentPassword: 'Changed-2026', newPassword: 'Changed-2026' }, { token: s.at });
    expect(res.body.fields).toEqual({ newPassword: 'password_unchanged' });
  });

  it('refuses a common new password with its field key', async () => {
    const s = await login(t, 'demo@acme.test', 'acme', 'Changed-2026');
    const res = await t.call('POST', '/Customers/UpdatePassword', { currentPassword: 'Changed-2026', newPassword: 'iloveyou1' }, { token: s.at });
    expect([res.status, res.body.fields]).toEqual([400, { newPassword: 'password_too_common' }]);
  });

  it('throttles wrong current passwords per customer without locking the login', async () => {
    t.advance(16 * 60_000); // a fresh window (the first test of this block had one failure)
    const s = await login(t, 'demo@acme.test', 'acme', 'Changed-2026');
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.call('POST', '/Customers/UpdatePassword', { currentPassword: `wrong-${i}-pass`, newPassword: 'Other-2026-x' }, { token: s.at })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // The same customer, from the same address, still logs in.
    await expect(login(t, 'demo@acme.test', 'acme', 'Changed-2026')).resolves.toBeTruthy();
  });
});
