import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart } from '../lib/contract/cart';
import { money, newShopper, pickVariants, type Shopper } from './support/cart';
import { ShopApi } from './support/checkout';
import { ACME } from './support/data';
import { fill, messages, type Lang } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { employeeAuth } from './support/staff';

/**
 * Coupons in the cart (issue #18 item 4), both languages: a code typed with spaces and in lower
 * case is applied and its discount shows in the cart, the checkout and the order; each refusal a
 * shopper can meet says why under the field and keeps what was typed; a used coupon is Redeemed.
 * The seeded coupons (README): WELCOME10, RETIRED (inactive), SPRING (not started), SUMMER (ended).
 */
const couponField = (page: Page, lang: Lang) => page.getByLabel(messages(lang).coupons.label);

async function applyInCart(page: Page, lang: Lang, typed: string) {
  await couponField(page, lang).fill(typed);
  await page.getByRole('button', { name: messages(lang).coupons.apply, exact: true }).click();
}

async function staffCoupon(request: APIRequestContext, code: string, values: Record<string, unknown>) {
  const res = await request.put(`/api/staff/partners/${ACME.code}/coupons/${code}`, { headers: await employeeAuth(request), data: { code, kind: 'Percentage', value: 10, policy: 'Additive', ...values } });
  expect(res.status(), await res.text()).toBe(200);
}

async function shopperWithLine(request: APIRequestContext, context: Parameters<typeof newShopper>[1], baseURL: string, lang: Lang, discounted = true): Promise<Shopper & { cart0: Cart }> {
  const shopper = await newShopper(request, context, baseURL, lang);
  const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 3, discounted });
  const cart0 = await shopper.cart.add(pick!.variant.id, 2);
  return { ...shopper, cart0 };
}

for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const m = messages(lang);

  test(`a coupon typed loosely is applied in the cart, shown at checkout and kept by the order; used once, it is refused (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await shopperWithLine(request, context, baseURL!, lang);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await applyInCart(page, lang, ' welcome 10 ');
    const applied = page.getByTestId('cart-coupon');
    await expect(applied).toContainText('WELCOME10');
    const cart = await shopper.cart.get();
    expect(cart.coupon).toMatchObject({ code: 'WELCOME10', problem: null });
    await expect(page.getByTestId('cart-coupon-discount')).toHaveText(`−${money(lang, cart.totals.coupon)}`);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
    expect(cart.totals.total).toBe(shopper.cart0.totals.total - cart.totals.coupon);

    await page.goto(`${prefix}/${ACME.code}/checkout`);
    await expect(page.getByTestId('total-coupon').first()).toContainText(`−${money(lang, cart.totals.coupon)}`);

    const shop = new ShopApi(request, shopper.session.at, lang);
    const placed = await placeOrderOverApi(request, shop, { token: shopper.session.at, lang, email: 'orders@example.test' }, []);
    const order = await shop.order(placed.uid);
    expect([order.couponCode, order.totals.coupon]).toEqual(['WELCOME10', cart.totals.coupon]);
    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    await expect(page.getByRole('dialog').getByTestId('total-coupon')).toContainText(`−${money(lang, order.totals.coupon)}`);

    const [next] = await pickVariants(shopper.catalog, 1, { minStock: 3, discounted: true });
    await shopper.cart.add(next!.variant.id, 1);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await applyInCart(page, lang, 'WELCOME10');
    await expect(page.getByRole('alert').filter({ hasText: m.errors.coupon_redeemed })).toBeVisible();
  });

  test(`each refused coupon says why under the field and keeps what was typed (${lang})`, async ({ page, context, request, baseURL }) => {
    const bound = `ONLY-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    await staffCoupon(request, bound, { email: 'someone.else@acme.test' });
    await shopperWithLine(request, context, baseURL!, lang);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    for (const [typed, key] of [
      ['NO-SUCH-COUPON', 'coupon_not_found'],
      ['retired', 'coupon_inactive'],
      ['Spring', 'coupon_pending'],
      ['summer', 'coupon_expired'],
      [bound.toLowerCase(), 'coupon_email_not_allowed'],
    ] as const) {
      await applyInCart(page, lang, typed);
      await expect(page.getByRole('alert').filter({ hasText: m.errors[key] })).toBeVisible();
      await expect(couponField(page, lang)).toHaveValue(typed);
      await expect(couponField(page, lang)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
  });

  test(`a coupon that gives nothing on the cart is not applied (${lang})`, async ({ page, context, request, baseURL }) => {
    // A product the partner's discount (and so a coupon) does not apply to.
    await shopperWithLine(request, context, baseURL!, lang, false);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await applyInCart(page, lang, 'WELCOME10');
    await expect(page.getByRole('alert').filter({ hasText: m.errors.coupon_not_applicable })).toBeVisible();
  });
}

test('390 px: the coupon field and its button fit the screen', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  await shopperWithLine(request, context, baseURL!, 'el');
  await page.goto(`/${ACME.code}/cart`);
  await applyInCart(page, 'el', 'nope-nope');
  await expect(page.getByRole('alert').filter({ hasText: messages('el').errors.coupon_not_found })).toBeVisible();
  for (const target of [couponField(page, 'el'), page.getByRole('button', { name: messages('el').coupons.apply, exact: true })]) {
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
