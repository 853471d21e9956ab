import { expect, test, type Page } from '@playwright/test';
import { ACME, newPassword, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages, type LangCase } from './support/i18n';
import { latestMail } from './support/outbox';
import { createVerifiedCustomer, expectLanding, openLogin, submitLogin, waitForHydration } from './support/session';

/** Issue #3: registration → verification mail → verified → first login, and the form's errors. */

type Registration = { firstName: string; lastName: string; email: string; password: string; registrationCode: string };

async function openRegister(page: Page, { prefix }: LangCase) {
  await page.goto(`${prefix}/${ACME.code}/register`);
  await waitForHydration(page);
}

/** The register form's fields, by their translated labels. */
function fields(page: Page, { lang }: LangCase) {
  const a = messages(lang).auth;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    firstName: field(a.firstName),
    lastName: field(a.lastName),
    email: field(a.email),
    password: field(a.password),
    registrationCode: field(a.registrationCode),
    submit: page.getByRole('button', { name: a.register.submit, exact: true }),
  };
}

async function fillRegister(page: Page, lc: LangCase, values: Registration) {
  const f = fields(page, lc);
  for (const name of ['firstName', 'lastName', 'email', 'password', 'registrationCode'] as const) await f[name].fill(values[name]);
  await f.submit.click();
}

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);

  test.describe(`registration (${lang})`, () => {
    test('register → confirmation → verification link → verified → login → welcome', async ({ page, request, baseURL }) => {
      const customer: Registration = {
        firstName: lang === 'el' ? 'Ελένη' : 'Helen',
        lastName: lang === 'el' ? 'Παπαδοπούλου' : 'Smith',
        email: uniqueEmail(lang),
        password: newPassword(),
        registrationCode: ACME.registrationCode,
      };
      await openRegister(page, lc);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await fillRegister(page, lc, customer);

      await expect(page.locator('.form-alert')).toHaveText(fill(m.auth.register.done, { email: customer.email }));
      await expect(page.getByRole('link', { name: m.auth.backToLogin })).toBeVisible();

      // The mail is in the page's language and links to the verification page on PUBLIC_URL.
      const mail = await latestMail(request, customer.email, 'verify');
      expect(mail.language).toBe(lang);
      const link = new URL(mail.links[0]!);
      expect(link.origin).toBe(new URL(baseURL!).origin);
      expect(link.pathname).toMatch(new RegExp(`^${prefix}/${ACME.code}/validateregistration/[A-Za-z0-9_-]{16,}$`));

      await page.goto(link.href);
      await expect(page.locator('.form-alert')).toHaveText(m.auth.verify.done);
      await expect(page.locator('.form-alert')).toHaveAttribute('role', 'status');

      await page.getByRole('link', { name: m.auth.login.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/login$`));
      await waitForHydration(page);
      await submitLogin(page, lc, customer.email, customer.password);
      await expectLanding(page, lc, customer.firstName);
    });

    test('an unverified new account cannot log in yet; it can ask for the verification mail again', async ({ page, request }) => {
      const email = uniqueEmail(lang);
      const password = newPassword();
      const verifyMails = async () => ((await (await request.get('/api/test/outbox', { params: { to: email, kind: 'verify' } })).json()) as { items: unknown[] }).items.length;
      const resend = page.getByRole('button', { name: m.auth.resend.submit, exact: true });
      const resent = page.getByRole('status').filter({ hasText: fill(m.auth.resend.done, { email }) });
      await openRegister(page, lc);
      await fillRegister(page, lc, { firstName: 'Test', lastName: 'User', email, password, registrationCode: ACME.registrationCode });
      await expect(page.locator('.form-alert')).toHaveText(fill(m.auth.register.done, { email }));
      await expect.poll(verifyMails).toBe(1);
      // From the registration's done screen…
      await expect(page.getByText(m.auth.resend.intro)).toBeVisible();
      await resend.click();
      await expect(resent).toBeVisible();
      await expect.poll(verifyMails).toBe(2);

      // …and from the login's "not verified".
      await openLogin(page, lc);
      await submitLogin(page, lc, email, password);
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.account_not_verified);
      await resend.click();
      await expect(resent).toBeVisible();
      await expect.poll(verifyMails).toBe(3);
      const mail = await latestMail(request, email, 'verify');
      expect(mail.language).toBe(lang);
      await page.goto(mail.links[0]!);
      await expect(page.locator('.form-alert')).toHaveText(m.auth.verify.done);
      await openLogin(page, lc);
      await submitLogin(page, lc, email, password);
      await expectLanding(page, lc, 'Test');
    });

    test('asking for the verification mail again says the same for an unknown or verified email, and sends nothing', async ({ request }) => {
      const known = uniqueEmail(`verified-${lang}`);
      await createVerifiedCustomer(request, lang, { email: known, password: newPassword(), firstName: 'Known' });
      for (const email of [known, uniqueEmail(`ghost-${lang}`)]) {
        const res = await request.post('/api/Customers/ResendVerification', { headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang }, data: { email } });
        expect([res.status(), await res.json()]).toEqual([202, { status: 'accepted' }]);
      }
      // The verified owner's only verification mail is the one of its registration.
      const res = await request.get('/api/test/outbox', { params: { to: known, kind: 'verify' } });
      expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(1);
    });

    test('an email that already has an account → the same "check your email" outcome; the owner gets the news by mail', async ({ page, request, baseURL }) => {
      // An existing, verified account (registered and confirmed through the API).
      const owner = { email: uniqueEmail(`known-${lang}`), password: newPassword(), firstName: lang === 'el' ? 'Μαρία' : 'Mary' };
      await createVerifiedCustomer(request, lang, owner);

      await openRegister(page, lc);
      await fillRegister(page, lc, { firstName: 'Someone', lastName: 'Else', email: owner.email, password: newPassword(), registrationCode: ACME.registrationCode });
      // Exactly what a new email gets: nothing tells the visitor that the address is known.
      await expect(page.locator('.form-alert')).toHaveText(fill(m.auth.register.done, { email: owner.email }));
      await expect(page.getByRole('link', { name: m.auth.backToLogin })).toBeVisible();

      const mail = await latestMail(request, owner.email, 'alreadyRegistered');
      expect(mail.language).toBe(lang);
      expect(mail.subject).toBe(fill(m.email.alreadyRegistered.subject, { partner: ACME.name }));
      expect(new URL(mail.links[0]!).href).toBe(new URL(`${prefix}/${ACME.code}/login`, baseURL).href);
    });

    test('the password rule is shown under the field, and a common password is refused in the page language', async ({ page }) => {
      await openRegister(page, lc);
      const f = fields(page, lc);
      const rule = fill(m.auth.passwordRule, { min: '8' });
      await expect(page.getByText(rule, { exact: true })).toBeVisible();
      await expect(f.password).toHaveAccessibleDescription(rule);
      await fillRegister(page, lc, { firstName: 'Test', lastName: 'Common', email: uniqueEmail(lang), password: 'Password123', registrationCode: ACME.registrationCode });
      await expect(f.password).toHaveAttribute('aria-invalid', 'true');
      await expect(f.password).toHaveAccessibleDescription(`${m.validation.password_too_common} ${rule}`);
      await expect(page.locator('.form-alert-success')).toHaveCount(0);
    });

    test('empty fields → the translated "required" message next to each field', async ({ page }) => {
      await openRegister(page, lc);
      const f = fields(page, lc);
      await f.submit.click();
      for (const name of ['firstName', 'lastName', 'email', 'password', 'registrationCode'] as const) {
        await expect(f[name]).toHaveAttribute('aria-invalid', 'true');
        // The password is also described by the password rule, after its error.
        const rule = name === 'password' ? ` ${fill(m.auth.passwordRule, { min: '8' })}` : '';
        await expect(f[name]).toHaveAccessibleDescription(`${m.validation.required}${rule}`);
      }
      // Nothing was sent: no confirmation.
      await expect(page.locator('.form-alert-success')).toHaveCount(0);
    });

    test('a wrong registration code → the error next to that field, the other fields keep their values', async ({ page, request }) => {
      const values: Registration = {
        firstName: 'Νίκος',
        lastName: 'Wrongcode',
        email: uniqueEmail(lang),
        password: newPassword(),
        registrationCode: 'NOPE-1234',
      };
      await openRegister(page, lc);
      await fillRegister(page, lc, values);

      const f = fields(page, lc);
      await expect(f.registrationCode).toHaveAccessibleDescription(m.errors.invalid_registration_code);
      await expect(f.registrationCode).toHaveAttribute('aria-invalid', 'true');
      await expect(f.firstName).toHaveValue(values.firstName);
      await expect(f.lastName).toHaveValue(values.lastName);
      await expect(f.email).toHaveValue(values.email);
      await expect(f.password).toHaveValue(values.password);
      await expect(f.registrationCode).toHaveValue(values.registrationCode);
      for (const name of ['firstName', 'lastName', 'email', 'password'] as const) await expect(f[name]).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.form-alert-success')).toHaveCount(0);

      // No account was created, so no mail went out.
      const res = await request.get('/api/test/outbox', { params: { to: values.email } });
      expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
    });
  });
}
