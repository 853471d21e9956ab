import { expect, test, type Page } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from './support/data';
import { LANGUAGES, messages, type LangCase } from './support/i18n';
import { loginThroughApi, waitForHydration } from './support/session';

/**
 * Issue #16 item 9: dead ends stay inside the shop. An unknown page or product answers 404 with
 * the shop's header, a search of its catalogue and the way home; a customer of one partner who
 * opens another partner's shop gets SPEC §4's behaviour (session cleared, that partner's login).
 */
const HELLAS = { code: 'hellas', name: 'Hellas Trade', email: 'demo@hellas.test' } as const;

async function expectShopNotFound(page: Page, path: string, { lang }: LangCase) {
  const m = messages(lang);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
  // The shop's header: the partner's name leading home, the language switcher.
  await expect(page.getByRole('banner').getByRole('link', { name: ACME.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: m.notFound.home })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: m.notFound.allProducts })).toBeVisible();
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
}

for (const lc of LANGUAGES) {
  test.describe(`not found inside the shop (${lc.lang})`, () => {
    test('an unknown page and a missing product: 404 with header, search and the way home; the search finds', async ({ page, request, context, baseURL }) => {
      await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      const m = messages(lc.lang);
      await expectShopNotFound(page, `${lc.prefix}/${ACME.code}/products/no-such-product-p999999`, lc);
      await expectShopNotFound(page, `${lc.prefix}/${ACME.code}/nothing-here`, lc);
      // Search from the dead end: a plain form, the list of what it finds.
      await page.getByRole('main').getByRole('searchbox').fill('boots');
      await page.getByRole('main').getByRole('button', { name: m.catalog.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${ACME.code}/products\\?q=boots$`));
      await expect(page.locator('.product-card').first()).toBeVisible();
      await page.goBack();
      // An exact product code (the same in both languages) opens that product (decision 0051).
      await page.getByRole('main').getByRole('searchbox').fill('P000003');
      await page.getByRole('main').getByRole('button', { name: m.catalog.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${ACME.code}/products/[^/?]+$`));
      await expect(page.getByText('P000003', { exact: false }).first()).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: m.notFound.home }).click();
      await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${ACME.code}$`));
    });

    test('a visitor without a session gets the same page, not the login', async ({ page }) => {
      await expectShopNotFound(page, `${lc.prefix}/${ACME.code}/nothing-here`, lc);
      await waitForHydration(page, 'form[role=search]');
      // Nothing sends the visitor away once the page is live.
      await page.getByRole('main').getByRole('searchbox').fill('x');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`/${ACME.code}/nothing-here$`));
      await expect(page.getByRole('heading', { level: 1, name: messages(lc.lang).notFound.title })).toBeVisible();
    });
  });

  test(`a customer of one partner opening another partner's shop: session cleared, that partner's login (${lc.lang})`, async ({ page, request, context, baseURL }) => {
    const m = messages(lc.lang);
    await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
    await page.goto(`${lc.prefix}/${ACME.code}/products`);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const errors: number[] = [];
    page.on('response', (res) => res.status() >= 500 && errors.push(res.status()));

    await page.goto(`${lc.prefix}/${HELLAS.code}/products?page=2`);
    await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${HELLAS.code}/login\\?returnTo=${encodeURIComponent(`${lc.prefix}/${HELLAS.code}/products?page=2`).replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: HELLAS.name })).toBeVisible();
    await expect(page.getByRole('button', { name: m.auth.login.submit, exact: true })).toBeVisible();
    // The session is gone from the browser too: no greeting, no token, no cookie.
    await expect(page.getByText(ACME.demo.firstName)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('usr_fe_at'))).toBeNull();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('usr_fe_session');

    // Logging in there lands where the customer was going.
    await waitForHydration(page);
    await page.getByLabel(m.auth.email, { exact: true }).fill(HELLAS.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: m.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lc.prefix}/${HELLAS.code}/products\\?page=2$`));
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
