import { expect, test, type Page } from '@playwright/test';
import { ATHENS, checkoutPage, codToPlacedOrder, expectAccessible, expectStep, fillBilling, money, openCheckout, ShopApi, type CheckoutUi } from './support/checkout';
import { checkoutSteps, expectSuccessPage, VALID_VAT } from './support/checkout-flow';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { shippingCents } from './support/shipping-cost';

/**
 * Issue #5, checkout UI (SPEC §2 checkout and success pages): each way through the checkout to a
 * placed order with its own fresh customer, in both languages. The API is the oracle: carts,
 * addresses and orders are set up and checked through it. Errors: e2e/checkout-errors.spec.ts.
 */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`checkout (${lang})`, () => {
    let shop: ShopApi;
    let email: string;
    const detailsStep = (ui: CheckoutUi) => checkoutSteps(lang, email).detailsStep(ui);

    test.beforeEach(async ({ context, request, baseURL }) => {
      email = uniqueEmail(`checkout-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Checkout', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
    });

    test('saved address, receipt, courier and cash on delivery → the order', async ({ page }) => {
      const [a, b] = await shop.variants(2);
      await shop.addToCart(a!.variantId, 1);
      const cart = await shop.addToCart(b!.variantId, 2);
      const saved = await shop.createAddress({ title: 'Γραφείο', ...ATHENS, city: 'Πειραιάς', postalCode: '18531' });
      const options = await shop.options();
      const courier = shippingCents(options, cart, 'courier');
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

  });
}
