import { expect, test, type Page } from '@playwright/test';
import type { Profile } from '../lib/contract/customer';
import { latestBirthDate } from '../lib/rules/birth-date';
import { expectNoAxeViolations } from './support/axe';
import { ACME, newPassword } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { openProfile, profileCustomer } from './support/profile';
import { openLogin, submitLogin } from './support/session';

/**
 * Issue #7, the account page (SPEC §2 account form): edit the profile (the header name changes
 * without a reload), validation errors with the input kept, change the password (other sessions
 * end, the new password logs in, the old one does not), a wrong current password.
 */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const a = m.profile.account;
  const p = m.profile.password;

  test.describe(`profile account (${lang})`, () => {
    const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
    const greeting = (page: Page, name: string) => page.locator('.account-nav').getByRole('link', { name: fill(m.account.greeting, { name }), exact: true });

    test('edit the profile: the header name changes without a reload, a reload shows what was saved', async ({ page, request, context, baseURL }) => {
      const customer = await profileCustomer(request, context, baseURL!, lang, 'account');
      await openProfile(page, prefix, 'account');
      await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await expect(field(page, a.firstName)).toHaveValue(customer.firstName);
      await expect(greeting(page, customer.firstName)).toHaveAttribute('href', `${prefix}/${ACME.code}/profile/account`);
      await expectNoAxeViolations(page);

      // A marker on the window: it survives only if the page is not reloaded.
      await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
      const firstName = lang === 'el' ? 'Αικατερίνη' : 'Katherine';
      await field(page, a.firstName).fill(firstName);
      await field(page, a.lastName).fill('Νέα-New');
      await field(page, a.mobile).fill('+44 7700 900123');
      await field(page, a.dateOfBirth).fill('1985-03-14');
      await page.getByRole('button', { name: a.save, exact: true }).click();
      await expect(page.getByText(a.saved, { exact: true })).toBeVisible();
      await expect(greeting(page, firstName)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);

      const profile = (await (await request.get('/api/Customers/Profile', { headers: { Authorization: `Bearer ${customer.session.at}`, 'X-Partner-Code': ACME.code } })).json()) as Profile;
      expect(profile).toMatchObject({ firstName, lastName: 'Νέα-New', mobile: '+447700900123', dateOfBirth: '1985-03-14' });

      await page.reload();
      await expect(field(page, a.firstName)).toHaveValue(firstName);
      await expect(field(page, a.mobile)).toHaveValue('+447700900123');
      await expect(field(page, a.dateOfBirth)).toHaveValue('1985-03-14');
      await expect(greeting(page, firstName)).toBeVisible();

      // Emptying the optional fields clears them.
      await field(page, a.mobile).fill('');
      await field(page, a.dateOfBirth).fill('');
      await page.getByRole('button', { name: a.save, exact: true }).click();
      await expect(page.getByText(a.saved, { exact: true })).toBeVisible();
      await expect.poll(async () => ((await (await request.get('/api/Customers/Profile', { headers: { Authorization: `Bearer ${customer.session.at}`, 'X-Partner-Code': ACME.code } })).json()) as Profile).mobile).toBeNull();
    });

    test('an invalid mobile and an out-of-range date show their errors, and what was typed stays', async ({ page, request, context, baseURL }) => {
      await profileCustomer(request, context, baseURL!, lang, 'account-bad');
      await openProfile(page, prefix, 'account');
      const dateInput = field(page, a.dateOfBirth);
      const tooYoung = new Date(`${latestBirthDate(new Date())}T00:00:00Z`);
      tooYoung.setUTCDate(tooYoung.getUTCDate() + 2);
      const young = tooYoung.toISOString().slice(0, 10);
      await expect(dateInput).toHaveAttribute('min', '1900-01-01');
      await field(page, a.mobile).fill('2101234567');
      await dateInput.fill(young);
      await page.getByRole('button', { name: a.save, exact: true }).click();
      await expect(field(page, a.mobile)).toHaveAccessibleDescription(m.validation.mobile_invalid);
      await expect(field(page, a.mobile)).toHaveValue('2101234567');
      await field(page, a.mobile).fill('6912345678');
      await page.getByRole('button', { name: a.save, exact: true }).click();
      await expect(dateInput).toHaveAccessibleDescription(m.validation.date_of_birth_range);
      await expect(dateInput).toHaveValue(young);
      await dateInput.fill('1899-12-31');
      await page.getByRole('button', { name: a.save, exact: true }).click();
      await expect(dateInput).toHaveAccessibleDescription(m.validation.date_of_birth_range);
      await expect(dateInput).toHaveValue('1899-12-31');
      await expect(page.getByText(a.saved, { exact: true })).toHaveCount(0);
    });

    test('change the password: other sessions end, the new password logs in and the old one no longer does', async ({ page, request, context, baseURL }) => {
      const customer = await profileCustomer(request, context, baseURL!, lang, 'password');
      // Another session of the same customer (another device).
      const other = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email: customer.email, password: customer.password, partnerCode: ACME.code } });
      const otherTokens = (await other.json()) as { at: string; rt: string };

      await openProfile(page, prefix, 'account');
      const password = newPassword();
      await field(page, p.current).fill(customer.password);
      await field(page, p.new).fill(password);
      await field(page, p.confirm).fill(`${password}x`);
      await page.getByRole('button', { name: p.submit, exact: true }).click();
      await expect(field(page, p.confirm)).toHaveAccessibleDescription(m.validation.passwords_do_not_match);
      await field(page, p.confirm).fill(password);
      await page.getByRole('button', { name: p.submit, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: p.done })).toBeVisible();
      await expect(field(page, p.current)).toHaveValue('');
      await expect(field(page, p.new)).toHaveValue('');

      const refresh = await request.post('/api/account/refreshtoken', { headers: { 'X-Partner-Code': ACME.code }, data: { at: otherTokens.at, rt: otherTokens.rt } });
      expect(refresh.status()).toBe(401);
      // This session goes on.
      await page.reload();
      await expect(field(page, a.firstName)).toHaveValue(customer.firstName);

      // Logout from the profile menu.
      await page.getByRole('navigation', { name: m.profile.menu.label }).getByRole('link', { name: m.profile.menu.logout, exact: true }).click();
      await expect(page.getByText(m.auth.logout.done, { exact: true })).toBeVisible();
      await openLogin(page, lc);
      await submitLogin(page, lc, customer.email, customer.password);
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.invalid_credentials);
      await submitLogin(page, lc, customer.email, password);
      await expect(page.getByText(m.landing.welcome.replace('{name}', customer.firstName), { exact: true })).toBeVisible();
    });

    test('a wrong current password shows at its field; the password stays the same', async ({ page, request, context, baseURL }) => {
      const customer = await profileCustomer(request, context, baseURL!, lang, 'password-bad');
      await openProfile(page, prefix, 'account');
      const password = newPassword();
      await field(page, p.current).fill('Wrong-password-1!');
      await field(page, p.new).fill(password);
      await field(page, p.confirm).fill(password);
      await page.getByRole('button', { name: p.submit, exact: true }).click();
      await expect(field(page, p.current)).toHaveAccessibleDescription(m.errors.current_password_incorrect);
      await expect(field(page, p.new)).toHaveValue(password);
      const login = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email: customer.email, password: customer.password, partnerCode: ACME.code } });
      expect(login.status()).toBe(200);
    });
  });
}
