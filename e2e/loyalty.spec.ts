import { expect, test } from '@playwright/test';
import { newShopper, pickVariants } from './support/cart';
import { ShopApi } from './support/checkout';
import { messages } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { completeOrderAsStaff } from './support/orders';

/**
 * Loyalty points (issue #18 item 5), both languages: a new account's Register points; an order's
 * points show as pending in the profile, with the order in the history, and as available once
 * staff complete the order.
 */

for (const lang of ['el', 'en'] as const) {
  test(`an order's points are pending, then available once it is completed (${lang})`, async ({ page, context, request, baseURL }) => {
    const m = messages(lang);
    const prefix = lang === 'el' ? '' : '/en';
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 3 });
    const shop = new ShopApi(request, shopper.session.at, lang);
    const placed = await placeOrderOverApi(request, shop, { token: shopper.session.at, lang, email: 'orders@example.test' }, [{ variantId: pick!.variant.id, quantity: 2 }]);
    const order = await shop.order(placed.uid);
    const points = Math.floor(order.totals.goods / 100);

    await page.goto(`${prefix}/acme/profile/loyalty`);
    await expect(page.getByRole('heading', { level: 1, name: m.loyalty.title })).toBeVisible();
    await expect(page.getByTestId('loyalty-pending')).toHaveText(String(points));
    // The new account's registration gave the partner's Register points (100 for acme).
    await expect(page.getByTestId('loyalty-balance')).toHaveText('100');
    await expect(page.getByRole('row').filter({ hasText: m.loyalty.types.Register })).toContainText('+100');
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText(m.loyalty.types.ForConsumption);
    await expect(row).toContainText(m.loyalty.statuses.PendingPoints);
    await expect(row).toContainText(`+${points}`);

    await completeOrderAsStaff(request, order.orderNumber);
    await page.reload();
    await expect(page.getByTestId('loyalty-balance')).toHaveText(String(100 + points));
    await expect(page.getByTestId('loyalty-pending')).toHaveText('0');
    await expect(page.getByRole('row').filter({ hasText: order.orderNumber })).toContainText(m.loyalty.statuses.ApprovedPoints);
    // The profile menu leads here.
    await expect(page.getByRole('navigation', { name: m.profile.menu.label }).getByRole('link', { name: m.profile.menu.loyalty })).toHaveAttribute('aria-current', 'page');
  });
}

test('390 px, Greek: the totals and the history fit the screen, each entry a labelled row', async ({ browser, request, baseURL }) => {
  const m = messages('el');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  await newShopper(request, context, baseURL!, 'el');
  await page.goto('/acme/profile/loyalty');
  const row = page.getByRole('row').filter({ hasText: m.loyalty.types.Register });
  await expect(row).toContainText('+100');
  // The column heads give way to labels in each row.
  await expect(page.getByRole('columnheader', { name: m.loyalty.columns.points })).toBeHidden();
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
