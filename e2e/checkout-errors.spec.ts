import { expect, test } from '@playwright/test';
import { ATHENS, checkoutPage, expectAccessible, expectStep, fillBilling, openCheckout, ShopApi, type CheckoutUi } from './support/checkout';
import { checkoutSteps, describedBy, expectSuccessPage, VALID_VAT } from './support/checkout-flow';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #5, checkout UI, what goes wrong (SPEC §5 checkout errors, §8 quota, the failure and payment
 * pages): each error translated next to its field with nothing typed lost, a double submit placing
 * one order, a cart changed elsewhere, in both languages, each test with its own fresh customer.
 */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`checkout errors (${lang})`, () => {
    let shop: ShopApi;
    let email: string;
    const detailsStep = (ui: CheckoutUi) => checkoutSteps(lang, email).detailsStep(ui);
    const courierCodToReview = (ui: CheckoutUi) => checkoutSteps(lang, email).courierCodToReview(ui);

    test.beforeEach(async ({ context, request, baseURL }) => {
      email = uniqueEmail(`checkout-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Checkout', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
    });

    test("every checkout error is shown next to its field, translated, and nothing typed is lost", async ({ page }) => {
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      const ad = c.address;

      // Greek postal code and mobile, and the ΑΦΜ check digit (from the contract's schemas).
      await fillBilling(ui, { ...ATHENS, postalCode: '99999', mobile: '2101234567' });
      const invoice = ui.group(c.document.legend);
      await ui.radio(invoice, c.document.Invoice).check();
      await ui.field(invoice, c.document.vatNumber).fill('094014202');
      await ui.field(invoice, c.document.companyName).fill('Acme');
      await ui.field(invoice, c.document.job).fill('Εμπόριο');
      await ui.field(invoice, c.document.irs).fill('ΔΟΥ Α΄ Αθηνών');
      await ui.continue.click();
      await expectStep(ui, 'details');
      await describedBy(ui.field(ui.billing, ad.postalCode), m.validation.postal_code_invalid);
      await describedBy(ui.field(ui.billing, ad.mobile), m.validation.address_mobile_invalid);
      await describedBy(ui.field(invoice, c.document.vatNumber), m.validation.vat_number_check_digit);
      await expectAccessible(page);
      await expect(ui.field(ui.billing, ad.postalCode)).toHaveValue('99999');
      await expect(ui.field(ui.billing, ad.city)).toHaveValue(ATHENS.city);
      await expect(ui.field(invoice, c.document.companyName)).toHaveValue('Acme');

      // A reload keeps what was typed (sessionStorage), errors or not.
      await page.reload();
      await page.waitForFunction(() => !!document.querySelector('form.checkout-form'));
      await expect(ui.field(ui.billing, ad.mobile)).toHaveValue('2101234567');
      await expect(ui.field(invoice, c.document.vatNumber)).toHaveValue('094014202');
      await ui.field(ui.billing, ad.postalCode).fill('10671');
      await ui.field(ui.billing, ad.mobile).fill('6912345678');
      await ui.field(invoice, c.document.vatNumber).fill(VALID_VAT);
      await ui.continue.click();
      await expectStep(ui, 'shipping');

      // SPEC §5: select a shipping option, a store, a Box Now locker, a payment option.
      const shipping = ui.group(c.shipping.legend);
      await ui.continue.click();
      await describedBy(shipping, m.validation.shipping_required);
      await ui.radio(shipping, c.shipping.store_pickup).check();
      await expect(shipping).not.toHaveAccessibleDescription(m.validation.shipping_required);
      await ui.continue.click();
      await describedBy(ui.group(c.store.legend), m.validation.store_required);
      await ui.radio(shipping, c.shipping.boxnow).check();
      await ui.continue.click();
      await describedBy(ui.group(c.locker.legend), m.validation.locker_required);
      await expectAccessible(page);
      await ui.radio(shipping, c.shipping.courier).check();
      await page.getByLabel(c.comments, { exact: true }).fill('Κουδούνι 2ος όροφος');
      await ui.continue.click();
      await expectStep(ui, 'payment');
      await ui.continue.click();
      await describedBy(ui.group(c.payment.legend), m.validation.payment_required);

      // Back walks back through the steps, with everything still there.
      await page.goBack();
      await expectStep(ui, 'shipping');
      await expect(ui.radio(shipping, c.shipping.courier)).toBeChecked();
      await expect(page.getByLabel(c.comments, { exact: true })).toHaveValue('Κουδούνι 2ος όροφος');
      await page.goBack();
      await expectStep(ui, 'details');
      await expect(ui.field(ui.billing, ad.postalCode)).toHaveValue('10671');
      await expect(ui.field(invoice, c.document.vatNumber)).toHaveValue(VALID_VAT);

      // The server answers the same keys on the same fields (a body that skipped the store).
      await page.goForward();
      await ui.radio(shipping, c.shipping.store_pickup).check();
      const store = (await shop.options()).stores[0]!;
      await ui.radio(ui.group(c.store.legend), store.name).check();
      await ui.continue.click();
      await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
      await ui.continue.click();
      await page.route('**/api/Orders', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        delete body.storeId;
        await route.continue({ postData: JSON.stringify(body) });
      });
      await ui.placeOrder.click();
      await expectStep(ui, 'shipping');
      await describedBy(ui.group(c.store.legend), m.validation.store_required);
      await expect(ui.radio(ui.group(c.store.legend), store.name)).toBeChecked();
      expect((await shop.orders()).items).toHaveLength(0);
    });

    test('a cart over the discount quota cannot be ordered (SPEC §8)', async ({ page }) => {
      const variants = await shop.variants(3, { discounted: true, minStock: 8 });
      let units = 0;
      for (const v of variants) {
        const quantity = Math.min(v.stock, 21 - units);
        if (quantity > 0) await shop.addToCart(v.variantId, quantity);
        units += quantity;
      }
      const cart = await shop.cart();
      expect(cart.quota.exceeded).toBe(true);

      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expect(ui.blocked).toContainText(m.errors.quota_exceeded);
      await expect(ui.blocked).toContainText(c.blocked.quota);
      await expect(ui.blocked.getByRole('link', { name: c.blocked.backToCart })).toHaveAttribute('href', `${prefix}/${ACME.code}/cart`);
      await courierCodToReview(ui);
      await expect(ui.placeOrder).toBeDisabled();
      await expect(ui.blocked).toBeVisible();
      expect((await shop.orders()).items).toHaveLength(0);
    });

    test('a double click, or a retry after a network drop, places exactly one order (a new address saved once)', async ({ page }) => {
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await detailsStep(ui);
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.radio(ui.group(c.shipTo.legend), c.shipTo.new).check();
      const ad = c.address;
      await ui.field(ui.newAddress, ad.firstName).fill('Γιάννης');
      await ui.field(ui.newAddress, ad.lastName).fill('Νικολάου');
      await ui.field(ui.newAddress, ad.address).fill('Εγνατίας 50');
      await ui.field(ui.newAddress, ad.city).fill('Θεσσαλονίκη');
      await ui.field(ui.newAddress, ad.postalCode).fill('546 30');
      await ui.field(ui.newAddress, ad.mobile).fill('+30 697 000 1122');
      await page.getByLabel(c.shipTo.save, { exact: true }).check();
      await ui.continue.click();
      await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
      await ui.continue.click();
      await expectStep(ui, 'review');

      // The first answer is lost on the way back: the server placed the order, the page saw a network error.
      const keys: string[] = [];
      let dropped = false;
      await page.route('**/api/Orders', async (route) => {
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        if (!dropped) {
          dropped = true;
          await route.fetch();
          await route.abort('connectionreset');
        } else {
          await route.continue();
        }
      });
      await ui.placeOrder.click();
      await expect(ui.topAlert).toContainText(m.errors.unknown);
      await expect(ui.placeOrder).toBeEnabled();
      await ui.placeOrder.dblclick();

      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
      const orders = (await shop.orders()).items;
      expect(orders).toHaveLength(1);
      expect(page.url()).toContain(encodeURIComponent(orders[0]!.uid));
      const order = await shop.order(orders[0]!.uid);
      expect(order.shippingAddress).toMatchObject({ city: 'Θεσσαλονίκη', postalCode: '54630', mobile: '6970001122' });
      await expectSuccessPage(page, lang, order);
      // The replayed answer saved nothing twice: the billing address (kept as the default, issue #46) and the new one, once each.
      expect((await shop.addresses()).map((x) => [x.city, x.postalCode, x.isDefault])).toEqual([
        [ATHENS.city, ATHENS.postalCode, true],
        ['Θεσσαλονίκη', '54630', false],
      ]);
    });

    test('a cart changed elsewhere: price_changed, the summary follows, the next try is a new attempt', async ({ page }) => {
      const [a, b] = await shop.variants(2);
      await shop.addToCart(a!.variantId, 1);
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await courierCodToReview(ui);
      const before = await ui.total.textContent();
      const keys: string[] = [];
      await page.route('**/api/Orders', async (route) => {
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        await route.continue();
      });
      // Another device adds to the cart meanwhile: the total the page shows is no longer the cart's.
      const changed = await shop.addToCart(b!.variantId, 1);
      await ui.placeOrder.click();
      await expect(ui.topAlert).toHaveText(m.errors.price_changed);
      await expect(ui.summary.getByText(changed.lines.find((l) => l.variantId === b!.variantId)!.name)).toBeVisible();
      await expect(ui.total).not.toHaveText(before ?? '');
      await ui.placeOrder.click();
      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
      const order = await shop.order(decodeURIComponent(page.url().split('/').pop()!));
      expect(order.lines).toHaveLength(2);
      await expectSuccessPage(page, lang, order);
    });

    test('checkout failure and the shared payment pages', async ({ page }) => {
      const f = m.checkoutFailure;
      await page.goto(`${prefix}/${ACME.code}/checkout-failure?reason=payment_failed`);
      await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
      await expect(page.getByText(f.reasons.payment_failed, { exact: true })).toBeVisible();
      await expect(page.getByTestId('cart-state')).toContainText(f.cartEmpty);
      await expect(page.getByRole('link', { name: f.backToCart })).toHaveAttribute('href', `${prefix}/${ACME.code}/cart`);
      await expect(page.getByRole('link', { name: f.backToCheckout })).toHaveAttribute('href', `${prefix}/${ACME.code}/checkout`);
      await page.goto(`${prefix}/${ACME.code}/checkout-failure?reason=quota_exceeded`);
      await expect(page.getByText(m.errors.quota_exceeded, { exact: true })).toBeVisible();
      await page.goto(`${prefix}/${ACME.code}/checkout-failure?reason=<b>`);
      await expect(page.getByText(f.reasons.generic, { exact: true })).toBeVisible();
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      await page.goto(`${prefix}/${ACME.code}/checkout-failure`);
      await expect(page.getByText(f.reasons.generic, { exact: true })).toBeVisible();
      await expect(page.getByTestId('cart-state')).toHaveText(f.cartKept);

      for (const path of ['viva/cancel', 'paypal/cancel', 'alpha/cancel', 'winbank/cancel', 'eurobank/cancel']) {
        const res = await page.goto(`${prefix}/${ACME.code}/payment/${path}`);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: m.payment.failedTitle })).toBeVisible();
      }
      for (const path of ['alpha_request/12', 'winbank/12', 'eurobank_request/7']) {
        const res = await page.goto(`${prefix}/${ACME.code}/payment/${path}`);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(m.payment.redirectTitle)}$`) })).toBeVisible();
      }
    });
  });
}
