import { expect, test } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { loginThroughApi } from './support/session';

/** Shell behaviours of the partner layout (issue #3 §4) not covered by the auth flows. */
for (const lc of LANGUAGES) {
  const m = messages(lc.lang);

  test.describe(`layout (${lc.lang})`, () => {
    test('a session cookie without a session in the browser ends at the login page', async ({ page, context, request, baseURL }) => {
      // The browser's storage was cleared, its cookies were not: the server still renders the
      // private page, the client cannot call anything, so it ends the cookie and asks to log in.
      const login = await request.post('/api/Customers/Login', {
        headers: { 'X-Partner-Code': ACME.code },
        data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code },
      });
      const session = (await login.json()) as { id: number; at: string; rd: number };
      const host = new URL(baseURL!).hostname;
      await context.addCookies([
        { domain: host, path: '/', name: 'usr_fe_session', value: encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: ACME.code })) },
        { domain: host, path: '/', name: 'usr_fe_at', value: session.at },
      ]);
      await page.goto(`${lc.prefix}/${ACME.code}/cart`);
      await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${ACME.code}/login\\?returnTo=${encodeURIComponent(`${lc.prefix}/${ACME.code}/cart`)}$`));
      await expect(page.getByRole('heading', { level: 1, name: m.auth.login.title })).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).not.toContain('usr_fe_session');
    });

    test("every page records its language (storage, cookie, saved setting, localisation store)", async ({ page, context }) => {
      await page.goto(`${lc.prefix}/${ACME.code}/login`);
      const stored = () =>
        page.evaluate(() => ({
          i18n: localStorage.getItem('I18N_LANGUAGE'),
          setting: localStorage.getItem('language'),
          localization: JSON.parse(localStorage.getItem('localization') ?? 'null') as { currentLanguage?: string } | null,
        }));
      await expect.poll(stored).toEqual({ i18n: lc.lang, setting: lc.lang, localization: { defaultLanguage: 'el', currentLanguage: lc.lang } });
      expect((await context.cookies()).find((c) => c.name === 'I18N_LANGUAGE')?.value).toBe(lc.lang);
      // Switching language records the other one.
      const other = lc.lang === 'el' ? 'en' : 'el';
      await page.getByRole('link', { name: messages(other).common.languages[other], exact: true }).click();
      await expect.poll(async () => (await stored()).i18n).toBe(other);
      expect((await stored()).localization?.currentLanguage).toBe(other);
    });

    test('a client navigation shows the progress bar until the new page is there', async ({ page, context, request, baseURL }) => {
      await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      // Hold the product list's server answers (prefetches included), so the navigation stays under way.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/products**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${lc.prefix}/${ACME.code}`);
      const bar = page.locator('.route-progress');
      await expect(bar).toHaveAttribute('data-active', 'false');
      await page.getByRole('link', { name: m.catalog.title, exact: true }).first().click();
      await expect(bar).toHaveAttribute('data-active', 'true');
      release();
      await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${ACME.code}/products$`));
      await expect(bar).toHaveAttribute('data-active', 'false');
    });

    test('a navigation scrolls the new page to the top', async ({ page, context, request, baseURL }) => {
      await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      await page.setViewportSize({ width: 1000, height: 500 });
      await page.goto(`${lc.prefix}/${ACME.code}/products`);
      await page.locator('.product-card').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.locator('.product-card a').last().click();
      await expect(page).toHaveURL(/\/products\/[^/?]+$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('scrolling before the page is interactive is kept when it becomes interactive', async ({ page, context, request, baseURL }) => {
      await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      await page.setViewportSize({ width: 1000, height: 500 });
      // Hold the scripts back: the server's HTML is on screen and scrollable before React runs.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${lc.prefix}/${ACME.code}/products`, { waitUntil: 'commit' });
      await page.locator('.product-card').first().waitFor();
      // The server's HTML streams in: scroll down again until the page is long enough.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.body.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(200);
      release();
      // Once React has hydrated the page (its ScrollToTop has run), the place is kept.
      await page.waitForFunction(() => Object.keys(document.querySelector('.product-card a') ?? {}).some((key) => key.startsWith('__reactProps$')));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  });
}
