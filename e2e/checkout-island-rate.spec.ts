import { expect, test } from '@playwright/test';
import { ATHENS, checkoutPage, codToPlacedOrder, expectStep, fillBilling, money, openCheckout, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { formatIcu, LANGUAGES } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { shippingCents } from './support/shipping-cost';

/**
 * True shipping costs at checkout (issue #48 item 6, decision 0088): an address on an island costs
 * the island rate by courier, shown with the parcel's weight before the shopper pays and charged
 * on the order; the mainland address costs the mainland rate; a carrier's surcharge is named.
 */
const SANTORINI = { ...ATHENS, address: 'Φηρά 1', city: 'Θήρα', postalCode: '84700' };
const MOUNT_ATHOS = { ...ATHENS, address: 'Καρυές', city: 'Άγιον Όρος', postalCode: '63086' };

for (const { lang, prefix } of LANGUAGES) {
  test(`an island address costs the island rate at checkout, a hard-to-reach one names the surcharge (${lang})`, async ({ page, request, context, baseURL }) => {
    const email = uniqueEmail(`island-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Island', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    const options = await shop.options();
    // One unit of the cheapest of a few products: under the free-delivery threshold.
    const [pick] = (await shop.variants(8)).sort((a, b) => a.product.price.gross - b.product.price.gross);
    const cart = await shop.addToCart(pick!.variantId, 1);
    expect(cart.totals.total).toBeLessThan(options.freeDeliveryThreshold);
    expect(cart.weightGrams).toBeGreaterThan(0);
    const mainland = shippingCents(options, cart, 'courier', 'mainland');
    const island = shippingCents(options, cart, 'courier', 'islands');
    expect(island - mainland).toBe(options.tariff.islandsCents);

    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    const shipping = ui.c.shipping;
    const courier = () => ui.radio(ui.group(shipping.legend), shipping.courier);
    const kg = (grams: number) => {
      const tenths = Math.ceil(grams / 100);
      const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
      return lang === 'el' ? text.replace('.', ',') : text;
    };

    // Athens first: the mainland rate.
    await fillBilling(ui, ATHENS);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await expect(courier()).toHaveAccessibleName(new RegExp(money(lang, mainland).replace(/[.$€]/g, '\\$&')));
    await page.getByRole('button', { name: ui.c.back, exact: true }).click();
    await expectStep(ui, 'details');

    // Mount Athos: the carrier's surcharge is said, with its amount.
    await fillBilling(ui, MOUNT_ATHOS);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await expect(ui.group(shipping.legend).getByText(formatIcu(lang, shipping.surcharge.remote, { amount: money(lang, options.tariff.remoteCents) }), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: ui.c.back, exact: true }).click();
    await expectStep(ui, 'details');

    // Santorini: the island rate, with the parcel's weight, before paying; the order charges it.
    await fillBilling(ui, SANTORINI);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await expect(courier()).toHaveAccessibleName(new RegExp(money(lang, island).replace(/[.$€]/g, '\\$&')));
    await expect(ui.group(shipping.legend).getByText(formatIcu(lang, shipping.parcelIslands, { kg: kg(cart.weightGrams) }), { exact: true })).toBeVisible();
    await courier().check();
    await expect(ui.summary.getByTestId('total-shipping')).toContainText(money(lang, island));
    await ui.continue.click();
    await expectStep(ui, 'payment');
    const uid = await codToPlacedOrder(ui, page);
    const order = await shop.order(uid);
    expect(order.totals.shipping).toBe(island);
    expect(order.billing).toMatchObject({ postalCode: '84700' });
  });
}
