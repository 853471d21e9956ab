import { expect, test, type Page } from '@playwright/test';
import { cartPage, money, newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { waitForHydration } from './support/session';

/**
 * Issue #16: a page's first Intl.NumberFormat or Intl.Collator costs a phone a long task (ICU's
 * set-up, 120–260 ms at 4× CPU slowdown), so the shop's pages build none while they load: prices
 * are written by lib/i18n/money.ts, counts in the browser's plural messages are `{count}` (not `#`,
 * which formats a number), the tax offices are sorted on first use. Each constructor is wrapped
 * before the page's scripts run and counts what it builds.
 */
async function countIntl(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    for (const name of ['NumberFormat', 'Collator', 'DateTimeFormat', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Counted = new Proxy(Original, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
  });
}

const builtOn = async (page: Page) => (await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)).filter((n) => n === 'NumberFormat' || n === 'Collator');

for (const lang of ['el', 'en'] as const) {
  test(`the list, a product, the cart and the checkout build no number formatter or collator while they load (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [pick] = await pickVariants(shopper.catalog, 1);
    await shopper.cart.add(pick!.variant.id, 2);
    const cart = await shopper.cart.get();
    await countIntl(page);
    const prefix = lang === 'el' ? '' : '/en';
    // Each page with what shows once it has loaded (the cart and the checkout fetch the cart).
    const pages: [string, string][] = [
      ['', '#content'],
      ['/products', '.product-grid'],
      ['the first product', '#content'],
      ['/cart', '[data-testid="cart-total"]'],
      ['/checkout', '[data-testid="checkout-bar-total"]'],
    ];
    for (const [path, loaded] of pages) {
      const href = path === 'the first product' ? await page.locator('.product-grid a').first().getAttribute('href') : `${prefix}/${ACME.code}${path}`;
      await page.goto(href!);
      await waitForHydration(page, '#content');
      await page.locator(loaded).first().waitFor({ state: 'attached' });
      await page.waitForLoadState('load');
      expect(await builtOn(page), `${path || '/'}: Intl objects built while it loaded`).toEqual([]);
    }
    // The prices written without Intl are Intl's, and the header has the count.
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
    await expect(cartPage(page, lang).count).toHaveText(String(cart.itemCount));
  });
}
