import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkoutPage, expectStep, fillBilling, openCheckout, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { shopperWithOneLine } from './support/shopper';

/**
 * IRIS instant payments at checkout (issue #47 item 5, decision 0072), in both languages: IRIS is
 * offered next to cards, says what it is, and takes the shopper to Viva's checkout with IRIS
 * chosen (the sandbox plays the bank's approval); paid, the order is paid by IRIS; cancelled, the
 * shared failure page keeps the cart; left past its deadline, the order is cancelled by the server
 * and leaves the customer's orders, and the bank's approval arriving after that brings it back,
 * paid once (late payment).
 */
const CANCELLED = -1;

/** Moves an order's payment deadline (POST /api/test/orders/payment-deadline, ENABLE_TEST_ENDPOINTS only). */
async function setDeadline(request: APIRequestContext, orderNumber: string, secondsFromNow: number): Promise<void> {
  const res = await request.post('/api/test/orders/payment-deadline', { data: { orderNumber, partnerCode: ACME.code, secondsFromNow } });
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
}
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`IRIS payment (${lang})`, () => {
    let shop: ShopApi;
    let auth: { token: string; lang: typeof lang; email: string };

    test.beforeEach(async ({ context, request, baseURL }) => {
      const email = uniqueEmail(`iris-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Iris', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
      auth = { token: session.at, lang, email };
      const [variant] = await shop.variants(1);
      await shop.addToCart(variant!.variantId, 1);
    });

    async function payWithIris(page: Page, button: 'pay' | 'cancel'): Promise<void> {
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expectStep(ui, 'details');
      await fillBilling(ui);
      await ui.continue.click();
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.continue.click();
      await expectStep(ui, 'payment');
      await expect(ui.group(c.payment.legend)).toContainText(c.payment.irisDetail);
      await ui.radio(ui.group(c.payment.legend), c.payment.iris).check();
      await ui.continue.click();
      await expectStep(ui, 'review');
      await ui.placeOrder.click();
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
      expect(new URL(page.url()).searchParams.get('paymentMethod')).toBe('29');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.sandbox.title.replace('{provider}', 'Viva · IRIS'));
      // The shopper's bank, or the QR code for the bank's app.
      await page.getByRole('group', { name: m.sandbox.irisBank }).getByLabel('Eurobank').check();
      await expect(page.getByRole('img', { name: m.sandbox.irisScan })).toBeVisible();
      await page.getByRole('button', { name: m.sandbox[button], exact: true }).click();
    }

    test('IRIS: the bank approves → checkout success, the order paid by IRIS', async ({ page }) => {
      await payWithIris(page, 'pay');
      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/, { timeout: 20_000 });
      const uid = decodeURIComponent(page.url().split('/').pop()!);
      expect(await shop.order(uid)).toMatchObject({ paid: true, paymentMethod: 'iris', paymentProvider: 'Viva' });
      await expect(page.getByText(m.orderSuccess.paid, { exact: true })).toBeVisible();
      await expect(page.getByText(c.payment.iris)).toBeVisible();
    });

    test('IRIS cancelled at the bank → the failure page, nothing paid, the cart kept', async ({ page }) => {
      await payWithIris(page, 'cancel');
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/payment/viva/cancel`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: m.payment.failedTitle })).toBeVisible();
      expect((await shop.cart()).itemCount).toBe(1);
    });

    test('IRIS left past its deadline: cancelled by the server and gone from the orders; the bank approving late brings it back, paid once', async ({ page, request }) => {
      const placed = await placeOrderOverApi(request, shop, auth, [], { paymentMethod: 'iris' });
      if (placed.payment.kind !== 'redirect') throw new Error('expected the bank page');
      await page.goto(placed.payment.url);
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
      await page.getByRole('group', { name: m.sandbox.irisBank }).getByLabel('Eurobank').check();
      // The shopper waits at the bank past the order's deadline (shortened; the e2e server sweeps every second).
      await setDeadline(request, placed.orderNumber, 1);
      await expect.poll(async () => (await shop.order(placed.uid)).status, { timeout: 15_000 }).toBe(CANCELLED);
      expect((await shop.orders()).total).toBe(0);
      expect((await shop.cart()).itemCount).toBe(1);

      await page.getByRole('button', { name: m.sandbox.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout-success/${placed.uid}$`), { timeout: 20_000 });
      expect(await shop.order(placed.uid)).toMatchObject({ paid: true, paymentMethod: 'iris', statusName: 'Pending' });
      expect((await shop.orders()).total).toBe(1);
      expect((await shop.cart()).itemCount).toBe(0);
    });
  });
}

test.describe('IRIS at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the IRIS option, the bank choice and the QR fit the phone; paid, the order is paid by IRIS (el)', async ({ page, request, context, baseURL }) => {
    const m = messages('el');
    const c = m.checkout;
    const shop = await shopperWithOneLine(request, context, baseURL!, 'el', 'iris-phone');
    const fitsScreen = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openCheckout(page, '');
    const ui = checkoutPage(page, 'el');
    await fillBilling(ui);
    await ui.continue.click();
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.continue.click();
    await expectStep(ui, 'payment');
    const iris = ui.radio(ui.group(c.payment.legend), c.payment.iris);
    await iris.scrollIntoViewIfNeeded();
    await expect(iris).toBeInViewport();
    await expect(ui.group(c.payment.legend)).toContainText(c.payment.irisDetail);
    await fitsScreen();
    await iris.check();
    await ui.continue.click();
    await expectStep(ui, 'review');
    await ui.placeOrder.click();
    await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
    await page.getByRole('group', { name: m.sandbox.irisBank }).getByLabel('Eurobank').check();
    const qr = page.getByRole('img', { name: m.sandbox.irisScan });
    await expect(qr).toBeVisible();
    const box = (await qr.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await fitsScreen();
    await page.getByRole('button', { name: m.sandbox.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/, { timeout: 20_000 });
    expect(await shop.order(decodeURIComponent(page.url().split('/').pop()!))).toMatchObject({ paid: true, paymentMethod: 'iris' });
  });
});
