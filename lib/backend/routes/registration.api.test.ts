import { count, eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { createTestApi, type TestApi } from '../testing/test-api';
import { lastMail, login, tokenOf } from '../testing/auth-helpers';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const register = (email: string, overrides: Record<string, unknown> = {}, lang = 'el') =>
  t.call(
    'POST',
    '/Customers/Register',
    { firstName: 'Ελένη', lastName: 'Νικολάου', email, password: 'Str0ng-pass', registrationCode: 'ACME-2026', ...overrides },
    { lang },
  );

describe('registration and verification', () => {
  it('registers, mails a verification link in the request language, and activates the account', async () => {
    const res = await register('new.customer@example.com', {}, 'en');
    expect([res.status, res.body]).toEqual([202, { status: 'accepted' }]);
    const mail = await lastMail(t, 'new.customer@example.com', 'verify');
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe('Confirm your Acme Supplies account');
    expect(mail?.links[0]).toMatch(/^http:\/\/shop\.test\/en\/acme\/validateregistration\/[A-Za-z0-9_-]{20,}$/);

    const before = await t.call('POST', '/Customers/Login', { email: 'new.customer@example.com', password: 'Str0ng-pass', partnerCode: 'acme' });
    expect(before.body.error).toBe('account_not_verified');

    const guid = tokenOf(mail?.links[0]);
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid })).body).toEqual({ ok: true });
    // opening the link again is harmless
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid })).status).toBe(200);
    await expect(login(t, 'new.customer@example.com', 'acme', 'Str0ng-pass')).resolves.toMatchObject({ eml: 'new.customer@example.com' });
  });

  it('writes Greek mail for a Greek request, with the prefix-less default-language link', async () => {
    await register('greek.customer@example.com');
    const mail = await lastMail(t, 'greek.customer@example.com', 'verify');
    expect(mail?.subject).toBe('Επιβεβαιώστε τον λογαριασμό σας στην Acme Supplies');
    expect(mail?.links[0]).toMatch(/^http:\/\/shop\.test\/acme\/validateregistration\//);
  });

  it('refuses a wrong registration code as a field error and creates nothing', async () => {
    const res = await register('wrong.code@example.com', { registrationCode: 'HELLAS-2026' });
    expect([res.status, res.body.fields]).toEqual([400, { registrationCode: 'invalid_registration_code' }]);
    const [row] = await t.db.select({ n: count() }).from(customers).where(eq(customers.email, 'wrong.code@example.com'));
    expect(row?.n).toBe(0);
  });

  it('answers a known email exactly like a new one, with the same work: a password hash and one mail each', async () => {
    t.resetWork();
    const fresh = await register('brand.new@example.com', {}, 'en');
    const freshWork = { ...t.work };
    t.resetWork();
    const known = await register('demo@acme.test', {}, 'en');
    // The same status, body and headers that matter.
    expect([known.status, known.body, known.headers.get('content-type')]).toEqual([fresh.status, fresh.body, fresh.headers.get('content-type')]);
    expect([fresh.status, fresh.body]).toEqual([202, { status: 'accepted' }]);
    // Both answers went out before the email was looked up; both paths hashed the password once.
    expect(freshWork).toEqual({ afterAnswer: ['register'], hashes: 1, pauses: [] });
    expect(t.work).toEqual({ afterAnswer: ['register'], hashes: 1, pauses: [] });
    // One mail each: the verification link, or the news for the owner with a link to log in.
    expect((await lastMail(t, 'brand.new@example.com'))?.kind).toBe('verify');
    const news = await lastMail(t, 'demo@acme.test');
    expect(news?.kind).toBe('alreadyRegistered');
    expect(news?.language).toBe('en');
    expect(news?.text).toContain('reset it');
    expect(news?.links).toEqual(['http://shop.test/en/acme/login']);
    const [row] = await t.db.select({ n: count() }).from(customers).where(eq(customers.email, 'demo@acme.test'));
    expect(row?.n).toBe(1);
  });

  it('tells the owner in Greek for a Greek request', async () => {
    await register('second@acme.test');
    const news = await lastMail(t, 'second@acme.test', 'alreadyRegistered');
    expect([news?.language, news?.links]).toEqual(['el', ['http://shop.test/acme/login']]);
    expect(news?.subject).toMatch(/Acme Supplies/);
  });

  it('refuses a common password with its field key, for a known and a new email alike, and creates nothing', async () => {
    for (const email of ['common.one@example.com', 'demo@acme.test']) {
      t.resetWork();
      const res = await register(email, { password: 'Password123' });
      expect([res.status, res.body.error, res.body.fields]).toEqual([400, 'validation_failed', { password: 'password_too_common' }]);
      expect(t.work.afterAnswer).toEqual([]);
    }
    const [row] = await t.db.select({ n: count() }).from(customers).where(eq(customers.email, 'common.one@example.com'));
    expect(row?.n).toBe(0);
    // The demo password is not a common one.
    expect((await register('someone.like@example.com', { password: 'Demo-2026!' })).status).toBe(202);
  });

  it('refuses an unknown, a foreign-partner and an expired verification link', async () => {
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid: 'x'.repeat(43) })).body.error).toBe('verification_link_invalid');

    await register('other.partner@example.com');
    const guid = tokenOf((await lastMail(t, 'other.partner@example.com', 'verify'))?.links[0]);
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid }, { partner: 'hellas' })).body.error).toBe('verification_link_invalid');

    t.advance(73 * 60 * 60_000);
    expect((await t.call('POST', '/Customers/ValidateRegistration', { guid })).body.error).toBe('verification_link_invalid');
  });

  it('validates every field with message keys', async () => {
    const res = await t.call('POST', '/Customers/Register', { firstName: '', lastName: 'X', email: 'not-an-email', password: 'short', registrationCode: 'ACME-2026' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstName: 'required', email: 'invalid_email', password: 'min_characters' });
    expect(res.body.params.password).toEqual({ min: 8 });
  });
});
