import { expect, test } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';
import { expectLanding, loginThroughUi, openLogin, submitLogin, waitForHydration } from './support/session';

/** Issue #3: login errors, the auth redirect and returnTo, logout (also across tabs), language switch. */

const HOSTILE_RETURN_TO = ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'];

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const loginPath = `${prefix}/${ACME.code}/login`;
  const landingPath = `${prefix}/${ACME.code}`;

  test.describe(`login (${lang})`, () => {
    test('wrong password → translated error above the form, the email stays', async ({ page }) => {
      await openLogin(page, lc);
      await submitLogin(page, lc, ACME.demo.email, 'Not-the-password-1');
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.invalid_credentials);
      await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(ACME.demo.email);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(loginPath)}$`));
    });

    test('an unverified account → its translated error', async ({ page }) => {
      await openLogin(page, lc);
      await submitLogin(page, lc, ACME.pending.email, DEMO_PASSWORD);
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.account_not_verified);
      await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(ACME.pending.email);
    });

    test('a private page without a session → login with returnTo → back on that page after login', async ({ page }) => {
      await page.goto(landingPath);
      await expect(page).toHaveURL(`${loginPath}?returnTo=${encodeURIComponent(landingPath)}`);
      await expect(page.getByRole('heading', { level: 1, name: m.auth.login.title })).toBeVisible();
      await waitForHydration(page);
      await submitLogin(page, lc, ACME.demo.email, DEMO_PASSWORD);
      await expectLanding(page, lc, ACME.demo.firstName);
    });

    test('the origin keeps its query string through login', async ({ page }) => {
      const origin = `${prefix}/${ACME.code}/products?color=red&sort=PriceAscending`;
      await page.goto(origin);
      await expect(page).toHaveURL(`${loginPath}?returnTo=${encodeURIComponent(origin)}`);
      await waitForHydration(page);
      await submitLogin(page, lc, ACME.demo.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(origin);
    });

    for (const returnTo of HOSTILE_RETURN_TO) {
      test(`returnTo=${returnTo} → the partner landing page, never off-site`, async ({ page, baseURL }) => {
        // The landing page's rich content embeds a video (another host): watch the tab itself.
        const offSite: string[] = [];
        page.on('request', (req) => {
          const leaves = req.isNavigationRequest() && req.frame() === page.mainFrame() && new URL(req.url()).origin !== new URL(baseURL!).origin;
          if (leaves || new URL(req.url()).hostname.endsWith('evil.example')) offSite.push(req.url());
        });
        page.on('dialog', (dialog) => {
          offSite.push(`dialog: ${dialog.message()}`);
          void dialog.dismiss();
        });
        await openLogin(page, lc, `?returnTo=${encodeURIComponent(returnTo)}`);
        await submitLogin(page, lc, ACME.demo.email, DEMO_PASSWORD);
        await expectLanding(page, lc, ACME.demo.firstName);
        expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
        expect(offSite).toEqual([]);
      });
    }

    test('logout → logged-out message; the landing page then asks for login again', async ({ page, request }) => {
      await loginThroughUi(page, lc, ACME.demo.email, DEMO_PASSWORD, ACME.demo.firstName);
      const tokens = await page.evaluate(() => ({ at: localStorage.getItem('usr_fe_at'), rt: localStorage.getItem('usr_fe_rt') }));

      await page.getByRole('banner').getByRole('link', { name: m.account.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/${ACME.code}/logout`)}$`));
      await expect(page.locator('.form-alert')).toHaveText(m.auth.logout.done);
      await expect(page.getByRole('banner').getByRole('link', { name: m.account.logout })).toHaveCount(0);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('usr_fe_')))).toEqual([]);

      await page.goto(landingPath);
      await expect(page).toHaveURL(`${loginPath}?returnTo=${encodeURIComponent(landingPath)}`);

      // The session was revoked on the server too: its refresh token is dead.
      const refresh = await request.post('/api/account/refreshtoken', { headers: { 'X-Partner-Code': ACME.code }, data: tokens });
      expect(refresh.status()).toBe(401);
    });

    test('two tabs: logging out in one sends the other to login without a reload', async ({ context }) => {
      const first = await context.newPage();
      await loginThroughUi(first, lc, ACME.demo.email, DEMO_PASSWORD, ACME.demo.firstName);
      const second = await context.newPage();
      await second.goto(landingPath);
      await expectLanding(second, lc, ACME.demo.firstName);
      await waitForHydration(second, 'header');

      await first.getByRole('banner').getByRole('link', { name: m.account.logout }).click();
      await expect(first.locator('.form-alert')).toHaveText(m.auth.logout.done);

      await expect(second).toHaveURL(`${loginPath}?returnTo=${encodeURIComponent(landingPath)}`);
      await expect(second.getByRole('heading', { level: 1, name: m.auth.login.title })).toBeVisible();
    });
  });
}

test('the language switch on the login page keeps the page, and <html lang> follows', async ({ page }) => {
  const [el, en] = [messages('el'), messages('en')];
  await page.goto(`/${ACME.code}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1, name: el.auth.login.title })).toBeVisible();
  const switcher = page.getByRole('navigation', { name: el.common.language });
  await waitForHydration(page, 'header');

  await switcher.getByRole('link', { name: el.common.languages.en }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${ACME.code}/login$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.auth.login.title })).toBeVisible();
  await expect(page.getByLabel(en.auth.password, { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: en.common.language }).getByRole('link', { name: en.common.languages.el }).click();
  await expect(page).toHaveURL(new RegExp(`//[^/]+/${ACME.code}/login$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1, name: el.auth.login.title })).toBeVisible();
  await expect(page.getByLabel(el.auth.password, { exact: true })).toBeVisible();
});
