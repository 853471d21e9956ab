import { expect, test } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { loginThroughApi } from './support/session';

/** Shell behaviours of the partner layout (issue #3 §4) not covered by the auth flows. */
for (const lc of LANGUAGES) {
  const m = messages(lc.lang);

  test.describe(`layout (${lc.lang})`, () => {
    test('an impersonated session shows the impersonation banner', async ({ page, context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      await page.goto(`${lc.prefix}/${ACME.code}/login`);
      const banner = page.locator('.impersonation');
      await expect(banner).toHaveCount(0);
      await page.evaluate((s) => {
        const set = (k: string, v: string) => localStorage.setItem(`usr_fe_${k}`, v);
        set('id', String(s.id));
        set('ld', String(Date.now()));
        set('rd', String(s.rd));
        set('nm', s.nm);
        // A real session has its tokens: the header's cart count calls the API with them.
        set('at', s.at);
        set('rt', s.rt);
        set('impersonation', 'true');
      }, session);
      await page.goto(`${lc.prefix}/${ACME.code}`);
      await expect(banner).toContainText(m.layout.impersonating);
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
  });
}
