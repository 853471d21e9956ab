import { createTestApi, type TestApi } from '../testing/test-api';
import { lastMail, login, tokenOf } from '../testing/auth-helpers';

/** Issue #16 item 11: the verification mail again, and a reset link checked before it is used. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_ACCOUNT: '3' });
});
afterAll(() => t.close());

const outbox = async (to: string, kind: string) =>
  (await t.call('GET', `/test/outbox?to=${encodeURIComponent(to)}&kind=${kind}`, undefined, { partner: null })).body.items as { links: string[]; language: string }[];
const resend = (email: string, options: { ip?: string; lang?: string } = {}) => t.call('POST', '/Customers/ResendVerification', { email }, options);
const check = (guid: string, partner = 'acme') => t.call('POST', '/Customers/ResetPassword/Check', { guid }, { partner });

describe('resend the verification mail', () => {
  it('mails a pending account a new link that verifies it; known, unknown and active emails get the same answer', async () => {
    t.resetWork();
    const pending = await resend('pending@acme.test', { lang: 'en' });
    const unknown = await resend('nobody@acme.test', { lang: 'en' });
    const active = await resend('demo@acme.test', { lang: 'en' });
    expect([pending.status, pending.body]).toEqual([202, { status: 'accepted' }]);
    for (const other of [unknown, active]) expect([other.status, other.body, other.headers.get('content-type')]).toEqual([pending.status, pending.body, pending.headers.get('content-type')]);
    // The lookup and the mail happen after each answer.
    expect(t.work.afterAnswer).toEqual(['resend-verification', 'resend-verification', 'resend-verification']);
    expect(await outbox('nobody@acme.test', 'verify')).toEqual([]);
    expect(await outbox('demo@acme.test', 'verify')).toEqual([]);

    const mail = await lastMail(t, 'pending@acme.test', 'verify');
    expect(mail?.language).toBe('en');
    expect(mail?.links[0]).toMatch(/^http:\/\/shop\.test\/en\/acme\/validateregistration\/[A-Za-z0-9_-]{20,}$/);
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid: tokenOf(mail?.links[0]) })).body).toEqual({ ok: true });
    await expect(login(t, 'pending@acme.test')).resolves.toMatchObject({ eml: 'pending@acme.test' });
    // Verified now: another request sends nothing more.
    await resend('pending@acme.test');
    expect(await outbox('pending@acme.test', 'verify')).toHaveLength(1);
  });

  it('is rate-limited per account like the other mail routes (429 too_many_requests), and validates the email', async () => {
    for (let i = 0; i < 3; i++) expect((await resend('flood@acme.test', { ip: '203.0.113.9' })).status).toBe(202);
    const blocked = await resend('flood@acme.test', { ip: '203.0.113.10' });
    expect([blocked.status, blocked.body.error]).toEqual([429, 'too_many_requests']);
    const bad = await resend('not-an-email');
    expect([bad.status, bad.body.fields]).toEqual([400, { email: 'invalid_email' }]);
  });
});

describe('check a reset link without spending it', () => {
  const forgot = (email: string) => t.call('POST', '/Customers/ForgotPassword', { email });

  it('says a fresh link is usable as often as asked, and the reset still works with it', async () => {
    await forgot('second@acme.test');
    const guid = tokenOf((await lastMail(t, 'second@acme.test', 'reset'))?.links[0]);
    expect((await check(guid)).body).toEqual({ ok: true });
    expect((await check(guid)).body).toEqual({ ok: true });
    const reset = await t.call('POST', '/Customers/ResetPassword', { guid, email: 'second@acme.test', password: 'Fresh-pass-2026', confirmPassword: 'Fresh-pass-2026' });
    expect(reset.body).toEqual({ ok: true });
    // Spent now.
    expect([(await check(guid)).status, (await check(guid)).body.error]).toEqual([400, 'reset_link_invalid']);
  });

  it('refuses an unknown, a malformed, another partner’s and an expired link', async () => {
    expect((await check('x'.repeat(43))).body.error).toBe('reset_link_invalid');
    expect((await check('!')).status).toBe(400);
    await forgot('demo@acme.test');
    const guid = tokenOf((await lastMail(t, 'demo@acme.test', 'reset'))?.links[0]);
    expect((await check(guid, 'hellas')).body.error).toBe('reset_link_invalid');
    expect((await check(guid)).status).toBe(200);
    t.advance(24 * 60 * 60_000);
    expect((await check(guid)).body.error).toBe('reset_link_invalid');
  });
});
