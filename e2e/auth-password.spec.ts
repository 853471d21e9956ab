import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ACME, newPassword, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages, type LangCase } from './support/i18n';
import { mailLink } from './support/outbox';
import { createVerifiedCustomer, expectLanding, openLogin, submitLogin, waitForHydration } from './support/session';

/** Issue #3: forgot password → reset link → new password → login; bad, used and made-up links. */

const FIRST_NAME = { el: 'Γιώργος', en: 'George' } as const;

async function newCustomer(request: APIRequestContext, lang: LangCase['lang']) {
  const customer = { email: uniqueEmail(`pw-${lang}`), password: newPassword(), firstName: FIRST_NAME[lang] };
  await createVerifiedCustomer(request, lang, customer);
  return customer;
}

/** Asks for a reset link through the API and returns it (as the mail has it). */
async function resetLinkThroughApi(request: APIRequestContext, lang: LangCase['lang'], email: string): Promise<URL> {
  const res = await request.post('/api/Customers/ForgotPassword', {
    headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang },
    data: { email },
  });
  expect(res.status()).toBe(202);
  return mailLink(request, email, 'reset');
}

/** Uses a reset link through the API (a new password), so the link is spent. */
async function spendThroughApi(request: APIRequestContext, lang: LangCase['lang'], link: URL, email: string): Promise<void> {
  const password = newPassword();
  const used = await request.post('/api/Customers/ResetPassword', {
    headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang },
    data: { guid: link.pathname.split('/').pop(), email, password, confirmPassword: password },
  });
  expect(used.ok(), await used.text()).toBe(true);
}

/** Fills the reset form of the current page and sends it. */
async function submitReset(page: Page, { lang }: LangCase, values: { email: string; password: string; confirm?: string }) {
  const a = messages(lang).auth;
  await page.getByLabel(a.email, { exact: true }).fill(values.email);
  await page.getByLabel(a.newPassword, { exact: true }).fill(values.password);
  await page.getByLabel(a.confirmPassword, { exact: true }).fill(values.confirm ?? values.password);
  await page.getByRole('button', { name: a.reset.submit, exact: true }).click();
}

/** The "incorrect or might have expired" alert, with its link to ask for a new one. */
async function expectInvalidLink(page: Page, { lang, prefix }: LangCase) {
  const a = messages(lang).auth;
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toContainText(a.reset.invalid);
  const retry = alert.getByRole('link', { name: a.reset.retry });
  await expect(retry).toHaveAttribute('href', `${prefix}/${ACME.code}/forgot-password`);
  await retry.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/forgot-password$`));
  await expect(page.getByRole('heading', { level: 1, name: a.forgot.title })).toBeVisible();
}

const madeUpToken = () => randomBytes(24).toString('base64url');

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);

  test.describe(`password reset (${lang})`, () => {
    test('forgot → confirmation → reset link → new password → log in with it', async ({ page, request, baseURL }) => {
      const customer = await newCustomer(request, lang);

      await page.goto(`${prefix}/${ACME.code}/forgot-password`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: m.auth.forgot.title })).toBeVisible();
      await page.getByLabel(m.auth.email, { exact: true }).fill(customer.email);
      await page.getByRole('button', { name: m.auth.forgot.submit, exact: true }).click();
      await expect(page.locator('.form-alert')).toHaveText(fill(m.auth.forgot.done, { email: customer.email }));

      const link = await mailLink(request, customer.email, 'reset');
      expect(link.origin).toBe(new URL(baseURL!).origin);
      expect(link.pathname).toMatch(new RegExp(`^${prefix}/${ACME.code}/resetpassword/[A-Za-z0-9_-]{16,}$`));

      const password = newPassword();
      await page.goto(link.href);
      await waitForHydration(page);
      await submitReset(page, lc, { email: customer.email, password });
      await expect(page.locator('.form-alert')).toHaveText(m.auth.reset.done);

      // The old password is gone; the new one works.
      await openLogin(page, lc);
      await submitLogin(page, lc, customer.email, customer.password);
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.invalid_credentials);
      await submitLogin(page, lc, customer.email, password);
      await expectLanding(page, lc, customer.firstName);
    });

    test('a reset link that was already used → "incorrect or might have expired" at once, no form, a link to ask again', async ({ page, request }) => {
      const customer = await newCustomer(request, lang);
      const link = await resetLinkThroughApi(request, lang, customer.email);
      await spendThroughApi(request, lang, link, customer.email);

      // Checked on the server as the page opens: the message is in the HTML itself.
      const html = await (await request.get(link.pathname)).text();
      expect(html).toContain(m.auth.reset.invalid);
      await page.goto(link.href);
      // No form at all: wait for the retry link (a client Link) to be live.
      await waitForHydration(page, 'main a');
      await expect(page.getByLabel(m.auth.newPassword, { exact: true })).toHaveCount(0);
      await expectInvalidLink(page, lc);
    });

    test('a made-up reset link → the same message at once', async ({ page }) => {
      await page.goto(`${prefix}/${ACME.code}/resetpassword/${madeUpToken()}`);
      await waitForHydration(page, 'main a');
      await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveCount(0);
      await expectInvalidLink(page, lc);
    });

    test('a link spent after the page opened → the submit says so (the link is checked again)', async ({ page, request }) => {
      const customer = await newCustomer(request, lang);
      const link = await resetLinkThroughApi(request, lang, customer.email);
      await page.goto(link.href);
      await waitForHydration(page);
      await expect(page.getByLabel(m.auth.newPassword, { exact: true })).toBeVisible();
      await spendThroughApi(request, lang, link, customer.email);
      await submitReset(page, lc, { email: customer.email, password: newPassword() });
      await expectInvalidLink(page, lc);
    });

    test('a confirmation that does not match → error next to the confirmation field', async ({ page, request }) => {
      const customer = await newCustomer(request, lang);
      await page.goto((await resetLinkThroughApi(request, lang, customer.email)).href);
      await waitForHydration(page);
      await submitReset(page, lc, { email: uniqueEmail(lang), password: 'Matching-1234', confirm: 'Different-1234' });
      const confirm = page.getByLabel(m.auth.confirmPassword, { exact: true });
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await expect(confirm).toHaveAccessibleDescription(m.validation.passwords_do_not_match);
      await expect(page.getByLabel(m.auth.newPassword, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      // Checked in the browser: nothing was sent, so no link error either.
      await expect(page.locator('.form-alert')).toHaveCount(0);
    });
  });
}
