import { count, eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { createTestApi, type TestApi } from '../testing/test-api';
import { DEMO_PASSWORD, lastMail, login, tokenOf } from '../testing/auth-helpers';

/**
 * Issue #44 item 7 (ASVS 5 context words): registration, reset and change refuse a password that
 * is one character repeated or contains the e-mail's name, the partner's code (acme) or the shop's
 * name (the partner's name, Acme Supplies), with a field key, and write nothing.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const register = (email: string, password: string) =>
  t.call('POST', '/Customers/Register', { firstName: 'Ελένη', lastName: 'Νικολάου', email, password, registrationCode: 'ACME-2026' });
const fields = (res: { status: number; body: { error?: string; fields?: unknown } }) => [res.status, res.body.error, res.body.fields];

describe('registration', () => {
  it('refuses the issue’s passwords and the e-mail’s name, creating nothing', async () => {
    const cases: [string, string, string][] = [
      ['aaaaaaaa', 'new.one@example.com', 'password_repeated'],
      ['acmeacme', 'new.one@example.com', 'password_has_context'],
      ['Acme-2026', 'new.one@example.com', 'password_has_context'],
      ['My-Supplies-9', 'new.one@example.com', 'password_has_context'],
      ['Katerina-1990!', 'katerina.k@example.com', 'password_has_context'],
      ['KÄTÉRINA-1990!', 'katerina.k@example.com', 'password_has_context'],
    ];
    for (const [password, email, key] of cases) {
      t.resetWork();
      expect(fields(await register(email, password))).toEqual([400, 'validation_failed', { password: key }]);
      expect(t.work.afterAnswer).toEqual([]);
    }
    const [row] = await t.db.select({ n: count() }).from(customers).where(eq(customers.email, 'new.one@example.com'));
    expect(row?.n).toBe(0);
    expect((await register('new.one@example.com', 'Katerina-1990!')).status).toBe(202);
  });
});

describe('reset and change', () => {
  it('a reset refuses them and keeps the link usable', async () => {
    await t.call('POST', '/Customers/ForgotPassword', { email: 'second@acme.test' });
    const guid = tokenOf((await lastMail(t, 'second@acme.test', 'reset'))?.links[0]);
    const reset = (password: string) => t.call('POST', '/Customers/ResetPassword', { guid, email: 'second@acme.test', password, confirmPassword: password });
    expect(fields(await reset('Second-2026!'))).toEqual([400, 'validation_failed', { password: 'password_has_context' }]);
    expect(fields(await reset('zzzzzzzzzz'))).toEqual([400, 'validation_failed', { password: 'password_repeated' }]);
    expect((await reset('Fresh-pass-2026')).body).toEqual({ ok: true });
  });

  it('a change refuses them at newPassword and keeps the current password', async () => {
    const session = await login(t);
    const change = (newPassword: string) => t.call('POST', '/Customers/UpdatePassword', { currentPassword: DEMO_PASSWORD, newPassword }, { token: session.at });
    for (const [password, key] of [['Acme-2026', 'password_has_context'], ['demo.rocks.2026', 'password_has_context'], ['ACME supplies', 'password_has_context'], ['11111111', 'password_repeated']]) {
      expect(fields(await change(password!))).toEqual([400, 'validation_failed', { newPassword: key }]);
    }
    await expect(login(t)).resolves.toBeTruthy();
    expect((await change('Changed-2026')).body).toEqual({ ok: true });
  });
});
