import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartPage, money, newShopper, pickVariants } from './support/cart';
import { checkoutPage, expectStep, fillBilling, openCheckout, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #16 item 2: cart and checkout on a phone (390 px). The total and the main action stay in a
 * bar at the bottom of the screen while the page scrolls; the checkout's summary is a disclosure
 * above the form. At 1280 px neither bar nor disclosure shows.
 */

/** The bar sits at the bottom of the viewport: in view, its lower edge on the viewport's. */
async function expectAtViewportBottom(page: Page, bar: Locator): Promise<void> {
  await expect(bar).toBeInViewport();
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - PHONE.height)).toBeLessThanOrEqual(1);
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`phone checkout bar (${lang})`, () => {
    test('cart: the bar keeps the total and the one Checkout link at the bottom while scrolling; it opens the checkout', async ({ page, context, request, baseURL }) => {
      await page.setViewportSize(PHONE);
      const shopper = await newShopper(request, context, baseURL!, lang);
      const picks = await pickVariants(shopper.catalog, 3);
      let cart = await shopper.cart.add(picks[0]!.variant.id, 1);
      for (const pick of picks.slice(1)) cart = await shopper.cart.add(pick.variant.id, 1);
      await page.goto(`${prefix}/${ACME.code}/cart`);
      const ui = cartPage(page, lang);
      await expect(ui.lines).toHaveCount(3);

      const bar = page.locator('.phone-action-bar').filter({ visible: true });
      await expect(bar.getByTestId('cart-bar-total')).toHaveText(money(lang, cart.totals.total));
      await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
      // One "Checkout" on the page, the bar's.
      await expect(ui.checkout).toHaveCount(1);
      await expect(bar.getByRole('link', { name: m.cart.checkout, exact: true })).toBeVisible();

      // The page is longer than the screen: the bar is at the bottom at the top and half-way down.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(PHONE.height + 200);
      await scrollTo(page, 0);
      await expectAtViewportBottom(page, bar);
      await scrollTo(page, 300);
      await expectAtViewportBottom(page, bar);
      // At the end nothing is left under it: the last control of the summary is above the bar.
      await scrollTo(page, 100_000);
      const clear = page.getByRole('button', { name: m.cart.clear, exact: true });
      const [clearBox, barBox] = [(await clear.boundingBox())!, (await bar.boundingBox())!];
      expect(clearBox.y + clearBox.height).toBeLessThanOrEqual(barBox.y);
      await expectNoSidewaysScroll(page);

      await scrollTo(page, 0);
      await bar.getByRole('link', { name: m.cart.checkout, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/checkout(\\?|$)`));
    });

    test('checkout: the summary opens at the top; the bar shows its total and advances each step up to the placed order', async ({ page, context, request, baseURL }) => {
      await page.setViewportSize(PHONE);
      const email = uniqueEmail(`phone-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Phone', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      const shop = new ShopApi(request, session.at, lang);
      const [a] = await shop.variants(1);
      const cart = await shop.addToCart(a!.variantId, 1);

      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expectStep(ui, 'details');
      const barTotal = page.getByTestId('checkout-bar-total').filter({ visible: true });
      await expect(barTotal).toHaveText(money(lang, cart.totals.total));

      // The summary: a closed disclosure above the form, with the total; opened, the whole summary.
      const toggle = page.getByText(fill(c.summary.toggle, { total: money(lang, cart.totals.total) }), { exact: true });
      await expect(toggle).toBeVisible();
      await expect(ui.summary).toBeHidden();
      // Above the step's fields: before the steps' list, the first thing of the form.
      const stepsTop = (await page.getByRole('navigation', { name: c.stepsLabel }).boundingBox())!.y;
      expect((await toggle.boundingBox())!.y).toBeLessThan(stepsTop);
      await toggle.click();
      await expect(ui.summary).toBeVisible();
      await expect(ui.total).toContainText(money(lang, cart.totals.total));
      await expect(ui.summary).toBeInViewport();
      await toggle.click();
      await expect(ui.summary).toBeHidden();

      // Each step's main action is the bar's, at the bottom of the screen, the only one of its name.
      const bar = page.locator('.checkout-actions');
      await scrollTo(page, 0);
      await expectAtViewportBottom(page, bar);
      await expect(ui.continue).toHaveCount(1);
      await fillBilling(ui);
      await ui.continue.click();
      await expectStep(ui, 'shipping');
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.continue.click();
      await expectStep(ui, 'payment');
      await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
      await scrollTo(page, 0);
      await expect(bar).toBeInViewport();
      await ui.continue.click();
      await expectStep(ui, 'review');
      // With shipping and the fee chosen, the bar's total is still the summary's.
      const shown = (await barTotal.textContent())!;
      expect(shown).not.toBe(money(lang, cart.totals.total));
      const summaryToggle = page.locator('.checkout-summary-disclosure > summary');
      await expect(summaryToggle).toHaveText(fill(c.summary.toggle, { total: shown }));
      await summaryToggle.click();
      await expect(ui.total).toContainText(shown);
      await expect(ui.placeOrder).toHaveCount(1);
      await expect(bar.getByRole('button', { name: c.review.placeOrder, exact: true })).toBeInViewport();
      await ui.placeOrder.click();
      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    });

    test('desktop (1280 px): no bar and no disclosure; the summary and the actions stay beside and under the form', async ({ page, context, request, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [v] = await pickVariants(shopper.catalog, 1);
      const cart = await shopper.cart.add(v!.variant.id, 1);
      await page.goto(`${prefix}/${ACME.code}/cart`);
      await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
      await expect(page.locator('.phone-action-bar')).toBeHidden();
      await expect(page.locator('.cart-summary').getByRole('link', { name: m.cart.checkout, exact: true })).toBeVisible();

      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expect(ui.summary).toBeVisible();
      await expect(page.locator('.checkout-summary-disclosure')).toBeHidden();
      await expect(page.getByTestId('checkout-bar-total')).toBeHidden();
      const [form, summary] = [(await page.locator('form.checkout-form').boundingBox())!, (await ui.summary.boundingBox())!];
      expect(summary.x).toBeGreaterThan(form.x + form.width - 1);
      expect(await page.locator('.checkout-actions').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    });
  });
}
