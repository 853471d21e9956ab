import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForCatalogHydration } from './support/catalog';
import { waitForCheckoutForm } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { orderingCustomer } from './support/place-order';
import { createVerifiedCustomer, waitForHydration } from './support/session';

/**
 * Issue #49 item 5, what a screen reader finds and hears: every main page has one banner, one main
 * and one contentinfo landmark and named navigation landmarks; a change of the cart is said in a
 * polite live region that was on the page before it changed; a form's errors are an alert or the
 * focused field's own description (aria-invalid, aria-describedby); toasts come in a live region.
 */

/** The page's landmarks as the accessibility tree has them (hidden pages left in the DOM do not count). */
async function expectLandmarks(page: Page, where: string) {
  await expect(page.getByRole('main'), `${where}: one main`).toHaveCount(1);
  await expect(page.getByRole('banner'), `${where}: one banner`).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), `${where}: one contentinfo`).toHaveCount(1);
  const navigations = page.getByRole('navigation');
  expect(await navigations.count(), `${where}: a navigation landmark`).toBeGreaterThan(0);
  const names = await navigations.evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby') ?? ''));
  expect(names.filter((name) => !name), `${where}: every navigation is named`).toEqual([]);
  expect(new Set(names).size, `${where}: navigation names are distinct (${names.join(', ')})`).toBe(names.length);
}

/** A polite live region (role=status or aria-live=polite) that holds `text`. */
const politeRegion = (page: Page, text: string | RegExp): Locator => page.locator('[role="status"], [aria-live="polite"]').filter({ hasText: text });

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const url = (path: string) => `${prefix}/${ACME.code}${path ? `/${path}` : ''}`;

  test(`landmarks on the main pages (${lang})`, async ({ page, request, context, baseURL }) => {
    const { shop } = await orderingCustomer(request, context, baseURL!, lang, 'landmarks');
    const [found] = await shop.variants(1);
    await shop.addToCart(found!.variantId, 1);
    const pages: [string, string, (p: Page) => Promise<void>][] = [
      ['landing', '', (p) => expect(p.getByTestId('cart-count')).toHaveText('1')],
      ['product list', 'products', waitForCatalogHydration],
      ['product page', `products/${found!.product.eurl}`, waitForCatalogHydration],
      ['cart', 'cart', (p) => waitForHydration(p, 'main button')],
      ['checkout', 'checkout', waitForCheckoutForm],
      ['profile', 'profile/account', (p) => waitForHydration(p, 'main form')],
      ['orders', 'profile/orders', (p) => expect(p.getByRole('heading', { level: 1, name: m.orders.title })).toBeVisible()],
      ['a content page', 'pages/terms', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
    ];
    for (const [where, path, ready] of pages) {
      await page.goto(url(path));
      await ready(page);
      await expectLandmarks(page, where);
      const shopMenu = page.getByRole('banner').getByRole('navigation', { name: m.account.navLabel });
      await expect(shopMenu.getByRole('link', { name: m.catalog.title, exact: true }), `${where}: the shop's navigation in the header`).toBeVisible();
    }
    await context.clearCookies();
    for (const path of ['login', 'register']) {
      await page.goto(url(path));
      await expectLandmarks(page, path);
    }
  });

  test(`cart changes are said in a polite live region (${lang})`, async ({ page, request, context, baseURL }) => {
    const { shop } = await orderingCustomer(request, context, baseURL!, lang, 'live-cart');
    const [found] = await shop.variants(1, { minStock: 20 });
    await page.goto(url(`products/${found!.product.eurl}`));
    await waitForCatalogHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    // The region is on the page, empty, before the cart changes (a region added with its text is not read).
    const region = page.getByTestId('cart-announcer');
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText('');
    expect(await region.evaluate((el) => el.getAttribute('role') === 'status' || el.getAttribute('aria-live') === 'polite')).toBe(true);
    await page.getByRole('button', { name: m.product.addToCart, exact: true }).click();
    await expect(politeRegion(page, formatIcu(lang, m.cart.announce, { count: 1 }))).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.goto(url('cart'));
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: fill(m.cart.increase, { name: found!.product.name }) }).click();
    await expect(politeRegion(page, formatIcu(lang, m.cart.announce, { count: 2 }))).toHaveCount(1);
    // Removing the line: said, and the focus goes to the page's heading, not lost with the line.
    await page.getByRole('button', { name: fill(m.cart.removeLabel, { name: found!.product.name }) }).click();
    await expect(politeRegion(page, formatIcu(lang, m.cart.announce, { count: 0 }))).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(`form errors are announced: an alert, or the focused field's description (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail(`live-errors-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Errors' });
    await page.goto(url('login'));
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: m.auth.login.submit, exact: true });
    // Nothing typed: the first wrong field takes the focus, marked invalid and described by its error.
    await submit.click();
    const emailField = page.getByLabel(m.auth.email, { exact: true });
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(m.validation.required);
    // A wrong password: the server's answer is an alert; the focus stays on the form's button.
    await emailField.fill(email);
    await page.getByLabel(m.auth.password, { exact: true }).fill('Wrong-password-1!');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: m.errors.invalid_credentials })).toBeVisible();
    // The button was busy meanwhile, without losing the focus to the page.
    await expect(submit).toBeFocused();

    // The registration form the same way.
    await page.goto(url('register'));
    await waitForHydration(page);
    await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click();
    const firstInvalid = page.locator('[aria-invalid="true"]').first();
    await expect(firstInvalid).toBeFocused();
    await expect(firstInvalid).toHaveAccessibleDescription(/.+/);
  });

  test(`toasts come in a live region that is there before them (${lang})`, async ({ page, request, context, baseURL }) => {
    await orderingCustomer(request, context, baseURL!, lang, 'live-toast');
    await page.goto(url('profile/account'));
    await waitForHydration(page, 'main form');
    const firstName = page.getByLabel(m.profile.account.firstName, { exact: true });
    await firstName.fill('Toasted');
    // The shopper's first touch loads the toaster: its live region waits, empty, for the toast.
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
    await page.getByRole('button', { name: m.profile.account.save, exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: m.profile.account.saved });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((el) => el.closest('[aria-live="polite"], [role="status"], [aria-live="assertive"], [role="alert"]') !== null)).toBe(true);
  });
}
