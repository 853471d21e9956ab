import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ATHENS, money } from './support/checkout';
import { browserLogin, companyWithAdmin, contextOf, memberOverApi, PHONE } from './support/company';
import { ACME } from './support/data';
import { escapeRegExp, fill, LANGUAGES, messages } from './support/i18n';
import { shippingCents } from './support/shipping-cost';

/**
 * Issue #50 items 2–3 before checkout, in both languages: a buyer whose monthly limit the cart is
 * beyond is told in the cart what is left and that the order will need approval (and why); a
 * viewer sees that they cannot order, the way to checkout disabled with the reason (on a phone its
 * bottom bar too), the checkout says so and the API refuses the order.
 */
const LIMIT = 100;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.company;

  test(`a buyer over their limit is told in the cart before checkout (${lang})`, async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const { api } = await companyWithAdmin(request, lang, 'limit');
    const invited = await memberOverApi(request, api, lang, 'buyer', 'limited');
    await memberOverApi(request, api, lang, 'approver', 'limit-approver');
    await api.setMember(invited.email, { role: 'buyer', spendingLimitCents: LIMIT, limitPeriod: 'month' });
    const buyer = await browserLogin(request, context, baseURL!, lang, invited);
    const [variant] = await buyer.shop.variants(1);
    await buyer.shop.addToCart(variant!.variantId, 1);

    await page.goto(`${prefix}/${ACME.code}/cart`);
    const note = page.getByTestId('company-cart-note');
    await expect(note).toContainText(fill(c.cart.leftMonth, { amount: money(lang, LIMIT) }));
    await expect(note).toContainText(c.cart.approval);
    await expect(note).toContainText(fill(c.cart.reasons.over_limit, { left: money(lang, LIMIT) }));
    // Over the limit is not forbidden: the order goes to an approver, so checkout stays open.
    await expect(page.locator('.cart-summary').getByRole('link', { name: m.cart.checkout })).toBeVisible();
    // The overview says the same figures.
    await page.goto(`${prefix}/${ACME.code}/profile/company`);
    await expect(page.getByText(fill(c.me.role, { role: c.roles.buyer }))).toBeVisible();
    await expect(page.getByTestId('company-left')).toContainText(money(lang, LIMIT));
  });

  test(`a viewer cannot place an order: the cart, the checkout and the API say so (${lang}${lang === 'el' ? ', 390 px' : ''})`, async ({ request, baseURL, browser }) => {
    test.setTimeout(120_000);
    const { api } = await companyWithAdmin(request, lang, 'viewer');
    const viewer = await memberOverApi(request, api, lang, 'viewer', 'viewer');
    const [variant] = await viewer.shop.variants(1);
    await viewer.shop.addToCart(variant!.variantId, 1);
    const { context, page } = await contextOf(browser, baseURL!, viewer, lang === 'el' ? PHONE : undefined);

    await page.goto(`${prefix}/${ACME.code}/cart`);
    const blockers = page.locator('#checkout-blocked');
    await expect(blockers).toContainText(c.cart.viewer);
    const links = page.locator('.cart-checkout').filter({ visible: true });
    await expect(links.first()).toHaveAttribute('aria-disabled', 'true');
    await expect(links.first()).toHaveAccessibleDescription(new RegExp(escapeRegExp(c.cart.viewer)));
    if (lang === 'el') {
      // The phone's bottom bar offers no way to checkout either.
      await expect(page.locator('.phone-action-bar .cart-checkout')).toHaveAttribute('aria-disabled', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }

    // The checkout says so above the form, and its button stays disabled.
    await page.goto(`${prefix}/${ACME.code}/checkout?step=review`);
    await expect(page.locator('form.checkout-form').getByText(c.checkout.viewer).first()).toBeVisible();

    // The API refuses it whatever the page shows.
    const cart = await viewer.shop.cart();
    const options = await viewer.shop.options();
    const expectedTotal = cart.totals.total + shippingCents(options, cart, 'courier') + options.payment.find((p) => p.method === 'cod')!.fee;
    const refused = await request.post('/api/Orders', {
      headers: { Authorization: `Bearer ${viewer.session.at}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang, 'Idempotency-Key': `e2e-${randomUUID()}` },
      data: { email: viewer.email, documentType: 'Receipt', billing: ATHENS, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'cod', expectedTotal },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('company_role_forbidden');
    await context.close();
  });
}
