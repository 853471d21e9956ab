import { expect, test, type Page } from '@playwright/test';
import { waitForCatalogHydration } from './support/catalog';
import { waitForCheckoutForm } from './support/checkout';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { waitForHydration } from './support/session';
import { expectTargetSizes } from './support/targets-on-page';

/**
 * Issue #49 item 5 (WCAG 2.2 2.5.8 Target Size, Minimum): on the main pages, on a desktop screen
 * and on a phone, every visible pointer target is at least 24 × 24 px, or far enough from the
 * others (the spacing exception), or a link in a sentence (e2e/support/target-size.ts, the rule;
 * e2e/support/targets-on-page.ts, what the page shows). Offenders are named with their size.
 */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** Opens a path and waits until the page is live (its client parts rendered). */
async function open(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
}

for (const viewport of VIEWPORTS) {
  for (const { lang, prefix } of LANGUAGES) {
    const m = messages(lang);
    const url = (path: string) => `${prefix}/${ACME.code}${path ? `/${path}` : ''}`;

    test(`${viewport.name}: every target is 24 × 24 px or spaced (${lang})`, async ({ page, request, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport.size);
      const { shop, auth } = await orderingCustomer(request, context, baseURL!, lang, 'targets');
      const [found] = await shop.variants(1, { minStock: 20 });
      await placeOrderOverApi(request, shop, auth, [{ variantId: found!.variantId, quantity: 1 }]);
      await shop.addToCart(found!.variantId, 1);

      const pages: [string, string, (page: Page) => Promise<void>][] = [
        ['landing', '', (p) => expect(p.getByTestId('cart-count')).toHaveText('1')],
        ['product list', 'products', waitForCatalogHydration],
        ['product list, page 2', 'products?page=2', waitForCatalogHydration],
        ['product page', `products/${found!.product.eurl}`, waitForCatalogHydration],
        ['cart', 'cart', (p) => waitForHydration(p, 'main button')],
        ['checkout', 'checkout', waitForCheckoutForm],
        ['profile', 'profile/account', (p) => waitForHydration(p, 'main form')],
        ['addresses', 'profile/addresses', (p) => expect(p.getByRole('button', { name: m.addresses.add })).toBeVisible()],
        ['orders', 'profile/orders', (p) => expect(p.getByTestId('order-row').first()).toBeVisible()],
        ['loyalty', 'profile/loyalty', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
        ['quick order', 'quick-order', (p) => waitForHydration(p, 'main form')],
        ['a content page', 'pages/terms', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
      ];
      for (const [where, path, ready] of pages) {
        await open(page, url(path), ready);
        await expectTargetSizes(page, where);
      }
      // The header's menu on a phone, opened.
      const menu = page.getByRole('banner').getByRole('button', { name: m.layout.menu, exact: true });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole('banner').getByRole('link', { name: m.account.logout, exact: true })).toBeVisible();
        await expectTargetSizes(page, 'the header menu');
      }
    });

    test(`${viewport.name}: the sign-in pages' targets (${lang})`, async ({ page }) => {
      await page.setViewportSize(viewport.size);
      for (const path of ['login', 'register', 'forgot-password']) {
        await open(page, url(path), (p) => waitForHydration(p));
        await expectTargetSizes(page, path);
      }
    });
  }
}
