import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../lib/contract/orders';
import { ATHENS, checkoutPage, codToPlacedOrder, expectAccessible, expectStep, fillBilling, money, openCheckout, ShopApi, type CheckoutUi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, LANGUAGES, messages, type Lang } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #5, checkout UI (SPEC §2 checkout, success, failure and payment pages; §5 checkout errors;
 * §8 quota): each path through the checkout with its own fresh customer, in both languages. The
 * API is the oracle: carts, addresses and orders are set up and checked through it.
 */
const VALID_VAT = '094014201';

async function expectSuccessPage(page: Page, lang: Lang, order: Order): Promise<void> {
  const m = messages(lang);
  await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(m.orderSuccess.orderNumber.replace('{number}', order.orderNumber));
  const totals = page.getByRole('region', { name: m.orderSuccess.totals });
  await expect(totals.getByTestId('total-net')).toContainText(money(lang, order.totals.net));
  await expect(totals.getByTestId('total-vat')).toContainText(money(lang, order.totals.vat));
  await expect(totals.getByTestId('total-total')).toContainText(money(lang, order.totals.total));
  if (order.totals.codFee > 0) await expect(totals.getByTestId('total-codFee')).toContainText(money(lang, order.totals.codFee));
  const lines = page.getByRole('region', { name: m.orderSuccess.lines });
  for (const line of order.lines) await expect(lines.getByText(line.name, { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
}

/** The error text under a field or a group (its accessible description), translated. */
const describedBy = async (target: ReturnType<Page['getByRole']>, text: string) => expect(target).toHaveAccessibleDescription(text);

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`checkout (${lang})`, () => {
    let shop: ShopApi;
    let email: string;

    test.beforeEach(async ({ context, request, baseURL }) => {
      email = uniqueEmail(`checkout-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Checkout', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
    });

    /** Details (billing, receipt) → shipping; the profile's email is prefilled. */
    async function detailsStep(ui: CheckoutUi): Promise<void> {
      await expectStep(ui, 'details');
      await expect(ui.email).toHaveValue(email);
      await fillBilling(ui);
      await ui.continue.click();
      await expectStep(ui, 'shipping');
    }

    /** The quickest way to the review step: billing details, courier, cash on delivery. */
    async function courierCodToReview(ui: CheckoutUi): Promise<void> {
      await detailsStep(ui);
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.continue.click();
      await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
      await ui.continue.click();
      await expectStep(ui, 'review');
    }

    test('saved address, receipt, courier and cash on delivery → the order', async ({ page }) => {
      const [a, b] = await shop.variants(2);
      await shop.addToCart(a!.variantId, 1);
      const cart = await shop.addToCart(b!.variantId, 2);
      const saved = await shop.createAddress({ title: 'Γραφείο', ...ATHENS, city: 'Πειραιάς', postalCode: '18531' });
      const options = await shop.options();
      const courier = cart.totals.total >= options.freeDeliveryThreshold ? 0 : options.shipping.find((s) => s.method === 'courier')!.cost;
      const fee = options.payment.find((p) => p.method === 'cod')!.fee;

      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expect(ui.total).toContainText(money(lang, cart.totals.total));
      // The customer's only address is the default one: billing starts from it (issue #16 item 6)…
      await expect(ui.field(ui.billing, c.address.city)).toHaveValue('Πειραιάς');
      await detailsStep(ui);
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      // …and the goods go to the billing address unless the customer picks another (never silently).
      await expect(ui.radio(ui.group(c.shipTo.legend), c.shipTo.billing)).toBeChecked();
      await ui.radio(ui.group(c.shipTo.legend), c.shipTo.saved).check();
      await expect(ui.radio(ui.group(c.shipTo.savedLegend), saved.title)).toBeChecked();
      await ui.continue.click();
      await expectStep(ui, 'payment');
      await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
      const expected = cart.totals.total + courier + fee;
      await expect(ui.total).toContainText(money(lang, expected));
      await expect(ui.summary.getByTestId('total-codFee')).toContainText(money(lang, fee));
      await ui.continue.click();
      await expectStep(ui, 'review');
      await expect(page.getByText(saved.title, { exact: false })).toBeVisible();
      await ui.placeOrder.click();

      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
      const order = await shop.order(decodeURIComponent(page.url().split('/').pop()!));
      expect(order).toMatchObject({ type: 'Retail', shippingMethod: 'courier', paymentMethod: 'cod', email });
      expect(order.totals).toMatchObject({ total: expected, shipping: courier, codFee: fee });
      expect(order.shippingAddress).toMatchObject({ city: 'Πειραιάς', postalCode: '18531' });
      expect(order.lines.map((l) => l.variantId).sort()).toEqual([a!.variantId, b!.variantId].sort());
      await expectSuccessPage(page, lang, order);
      expect((await shop.cart()).itemCount).toBe(0);
      expect((await shop.orders()).items.map((o) => o.uid)).toEqual([order.uid]);
      await expectAccessible(page);
    });

    /** Billing, an invoice, Box Now with a locker found by postal code, card through Viva: up to the review. */
    async function invoiceLockerVivaToReview(ui: CheckoutUi, page: Page, locker: { postalCode: string; name: string }): Promise<void> {
      await fillBilling(ui);
      const invoice = ui.group(c.document.legend);
      await ui.radio(invoice, c.document.Invoice).check();
      await ui.field(invoice, c.document.vatNumber).fill(VALID_VAT);
      await ui.field(invoice, c.document.companyName).fill('Acme Εμπορική ΑΕ');
      await ui.field(invoice, c.document.job).fill('Χονδρικό εμπόριο');
      await ui.field(invoice, c.document.irs).fill('ΔΟΥ Α΄ Αθηνών');
      await ui.continue.click();
      await expectStep(ui, 'shipping');
      await ui.radio(ui.group(c.shipping.legend), c.shipping.boxnow).check();
      // A locker needs no shipping address (the order keeps one for the courier only).
      await expect(ui.group(c.shipTo.legend)).toHaveCount(0);
      const lockers = ui.group(c.locker.legend);
      await lockers.getByLabel(c.locker.search, { exact: true }).fill(locker.postalCode);
      await ui.radio(lockers, locker.name).first().check();
      await expect(page.getByTestId('chosen-locker')).toContainText(locker.name);
      await ui.continue.click();
      await expectStep(ui, 'payment');
      const payment = ui.group(c.payment.legend);
      await expect(ui.radio(payment, c.payment.cod)).toBeDisabled();
      await ui.radio(payment, c.payment.card).check();
      await ui.radio(ui.group(c.payment.providerLegend), c.payment.providers.Viva).check();
      await ui.continue.click();
      await expectStep(ui, 'review');
    }

    test('invoice, Box Now locker and card through Viva → pay → the order', async ({ page }) => {
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      const locker = await shop.someLocker();
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await invoiceLockerVivaToReview(ui, page, locker);
      const total = await ui.total.textContent();
      await ui.placeOrder.click();

      // The Viva sandbox's hosted page: pay, and come back through payment/viva/success.
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'));
      // In the order's language (the payment request's).
      await page.getByRole('button', { name: m.sandbox.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/, { timeout: 20_000 });
      const order = await shop.order(decodeURIComponent(page.url().split('/').pop()!));
      expect(order).toMatchObject({ type: 'Invoice', shippingMethod: 'boxnow', paymentMethod: 'card', paymentProvider: 'Viva', paid: true, shippingAddress: null });
      // "ΔΟΥ Α΄ Αθηνών" as typed: the order keeps the office's official name.
      expect(order.invoice).toMatchObject({ vatNumber: VALID_VAT, companyName: 'Acme Εμπορική ΑΕ', irs: "Α' Αθηνών" });
      expect(order.locker?.id).toBe(locker.id);
      expect(total).toContain(money(lang, order.totals.total));
      await expectSuccessPage(page, lang, order);
      await expect(page.getByText(m.orderSuccess.paid, { exact: true })).toBeVisible();
      await expect(page.getByText(locker.name, { exact: false })).toBeVisible();
    });

    test('store pickup → the order, and another customer cannot open it', async ({ page, browser, baseURL }) => {
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      const store = (await shop.options()).stores[0]!;

      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await detailsStep(ui);
      await ui.radio(ui.group(c.shipping.legend), c.shipping.store_pickup).check();
      await ui.radio(ui.group(c.store.legend), store.name).check();
      await page.getByLabel(c.comments, { exact: true }).fill('Παραλαβή μετά τις 5');
      await ui.continue.click();
      const uid = await codToPlacedOrder(ui, page);
      const order = await shop.order(uid);
      expect(order).toMatchObject({ shippingMethod: 'store_pickup', comments: 'Παραλαβή μετά τις 5' });
      expect(order.totals.shipping).toBe(0);
      expect(order.store?.id).toBe(store.id);
      await expectSuccessPage(page, lang, order);
      await expect(page.getByText(store.name, { exact: false })).toBeVisible();

      // Someone else's order is the not-found page with its 404 (decided by middleware before any
      // render) and shows nothing of the order.
      const other = await browser.newContext({ baseURL });
      const otherEmail = uniqueEmail(`checkout-other-${lang}`);
      await createVerifiedCustomer(other.request, lang, { email: otherEmail, password: DEMO_PASSWORD, firstName: 'Other' });
      await loginThroughApi(other.request, other, baseURL!, otherEmail, ACME.code);
      const otherPage = await other.newPage();
      const res = await otherPage.goto(`${prefix}/${ACME.code}/checkout-success/${encodeURIComponent(uid)}`);
      expect(res?.status()).toBe(404);
      await expect(otherPage.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
      expect(await res!.text()).not.toContain(order.orderNumber);
      await expect(otherPage.getByText(order.orderNumber)).toHaveCount(0);
      await other.close();
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
      // The replayed answer saved nothing twice.
      expect((await shop.addresses()).map((x) => [x.city, x.postalCode])).toEqual([['Θεσσαλονίκη', '54630']]);
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
