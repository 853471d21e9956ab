import { expect, test } from '@playwright/test';
import { money, newShopper, pickVariants } from './support/cart';
import { expectCartSummaryAddsUp } from './support/cart-summary';
import { ACME } from './support/data';
import { messages } from './support/i18n';

/**
 * Issue #46: the cart summary adds up, as the checkout's does — list value, partner discount,
 * coupon, points, shipping (computed at checkout, or free over the threshold), total, then "of
 * which net / VAT". Both languages; every amount is read back from the screen in cents and summed.
 */
for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const m = messages(lang);

  test(`the cart summary's lines add up with a partner discount, a coupon and points (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [discounted] = await pickVariants(shopper.catalog, 1, { minStock: 10, discounted: true });
    const [plain] = await pickVariants(shopper.catalog, 1, { minStock: 10, discounted: false });
    await shopper.cart.add(discounted!.variant.id, 3);
    const cart0 = await shopper.cart.add(plain!.variant.id, 1);
    expect(cart0.totals.discount).toBeGreaterThan(0);

    await page.goto(`${prefix}/${ACME.code}/cart`);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart0.totals.total));
    const first = await expectCartSummaryAddsUp(page, lang, cart0);
    // The net and VAT are parts of the total, not further amounts: labelled "of which".
    await expect(page.getByText(m.cart.sums.net, { exact: true })).toBeVisible();
    await expect(page.getByText(m.cart.sums.vat, { exact: true })).toBeVisible();
    expect(first.list).toBeGreaterThan(first.total);

    await page.getByLabel(m.coupons.label).fill('WELCOME10');
    await page.getByRole('button', { name: m.coupons.apply, exact: true }).click();
    await expect(page.getByTestId('cart-coupon-discount')).toBeVisible();
    await page.getByLabel(m.loyalty.redeem.label).fill('37');
    await page.getByRole('button', { name: m.loyalty.redeem.apply, exact: true }).click();
    await expect(page.getByTestId('cart-points-discount')).toHaveText(`−${money(lang, 37)}`);

    const cart = await shopper.cart.get();
    expect([cart.totals.coupon > 0, cart.totals.points]).toEqual([true, 37]);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
    const shown = await expectCartSummaryAddsUp(page, lang, cart);
    expect(shown.shipping).toBe(cart.totals.total >= cart.freeDeliveryThreshold ? 0 : 'at_checkout');
  });
}
