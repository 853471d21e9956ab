import { expect, test, type Page } from '@playwright/test';
import { money, newShopper, pickVariants } from './support/cart';
import { ShopApi } from './support/checkout';
import { ACME } from './support/data';
import { fill, messages, type Lang } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';

/**
 * Redeeming loyalty points (issue #18 item 5), both languages: a new account's 100 Register points
 * are offered in the cart; a number that is not whole, or more than the balance, says why under the
 * field and stays in it; points that apply show as their own line in the cart, the checkout and the
 * order, and the profile's history shows the redemption. At 390 px the field fits the screen.
 */
const pointsField = (page: Page, lang: Lang) => page.getByLabel(messages(lang).loyalty.redeem.label);
async function usePoints(page: Page, lang: Lang, typed: string) {
  await pointsField(page, lang).fill(typed);
  await page.getByRole('button', { name: messages(lang).loyalty.redeem.apply, exact: true }).click();
}

for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const m = messages(lang);

  test(`points are redeemed in the cart, shown at checkout and on the order, and leave the balance (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    // Well in stock: other tests buy the first variants of the list in parallel (a 409 at placement otherwise).
    const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 10 });
    const cart0 = await shopper.cart.add(pick!.variant.id, 2);
    expect(cart0.points).toMatchObject({ balance: 100, max: 100 });
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await expect(page.getByText(fill(m.loyalty.redeem.available, { balance: 100, max: 100, worth: money(lang, 100) }))).toBeVisible();

    await usePoints(page, lang, '1,5');
    await expect(page.getByRole('alert').filter({ hasText: m.loyalty.redeem.wholeNumber })).toBeVisible();
    await usePoints(page, lang, '500');
    await expect(page.getByRole('alert').filter({ hasText: fill(m.errors.points_insufficient, { balance: 100 }) })).toBeVisible();
    await expect(pointsField(page, lang)).toHaveValue('500');

    await usePoints(page, lang, '60');
    await expect(page.getByTestId('cart-points')).toContainText(fill(m.loyalty.redeem.applied, { points: 60, amount: money(lang, 60) }));
    await expect(page.getByTestId('cart-points-discount')).toHaveText(`−${money(lang, 60)}`);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart0.totals.total - 60));

    await page.goto(`${prefix}/${ACME.code}/checkout`);
    await expect(page.getByTestId('total-points').first()).toContainText(`−${money(lang, 60)}`);

    const shop = new ShopApi(request, shopper.session.at, lang);
    const placed = await placeOrderOverApi(request, shop, { token: shopper.session.at, lang, email: 'orders@example.test' }, []);
    const order = await shop.order(placed.uid);
    expect([order.pointsRedeemed, order.totals.points, order.totals.goods]).toEqual([60, 60, cart0.totals.total - 60]);

    await page.goto(`${prefix}/${ACME.code}/profile/loyalty`);
    await expect(page.getByTestId('loyalty-balance')).toHaveText('40');
    const redeemed = page.getByRole('row').filter({ hasText: m.loyalty.types.Redeem });
    await expect(redeemed).toContainText(order.orderNumber);
    await expect(redeemed).toContainText('−60');
  });
}

test('390 px, Greek: the points field and its hint fit the cart', async ({ browser, request, baseURL }) => {
  const m = messages('el');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  const shopper = await newShopper(request, context, baseURL!, 'el');
  const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 3 });
  await shopper.cart.add(pick!.variant.id, 2);
  await page.goto(`/${ACME.code}/cart`);
  const field = pointsField(page, 'el');
  await expect(field).toBeVisible();
  const apply = page.getByRole('button', { name: m.loyalty.redeem.apply, exact: true });
  for (const box of [await field.boundingBox(), await apply.boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
