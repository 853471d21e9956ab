import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Abandoned payments (issue #17 item 2), in both languages: a Viva payment left on the provider's
 * page waits in the profile with "Pay now" and "Cancel"; past its deadline (shortened for the test
 * through the test endpoint; the e2e server sweeps every second) the order is cancelled by the
 * server itself, its stock is back and its payment page is not handed out again; "Pay now" pays a
 * waiting order without a second order; "Cancel" gives the stock back at once.
 */
const CANCELLED = -1;

/** Moves an order's payment deadline (POST /api/test/orders/payment-deadline, ENABLE_TEST_ENDPOINTS only). */
async function setDeadline(request: APIRequestContext, orderNumber: string, secondsFromNow: number): Promise<void> {
  const res = await request.post('/api/test/orders/payment-deadline', { data: { orderNumber, partnerCode: ACME.code, secondsFromNow } });
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const o = m.orders;

  test.describe(`abandoned payments (${lang})`, () => {
    let shop: ShopApi;
    let item: { variantId: number };
    let placeViva: () => Promise<{ uid: string; orderNumber: string; url: string }>;

    test.beforeEach(async ({ context, request, baseURL }) => {
      const email = uniqueEmail(`expiry-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Expiry', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
      // The stock is compared before and after: take a variant other specs leave alone (they use
      // the first few the catalogue lists), so their orders running meanwhile do not move it.
      const variant = (await shop.variants(8)).at(-1);
      item = { variantId: variant!.variantId };
      placeViva = async () => {
        const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: item.variantId, quantity: 1 }], { paymentMethod: 'card', cardProvider: 'Viva' });
        if (placed.payment.kind !== 'redirect') throw new Error('expected a payment page');
        return { uid: placed.uid, orderNumber: placed.orderNumber, url: placed.payment.url };
      };
    });

    /** The variant's stock as the cart reads it (the database now; the catalogue is served from its index). */
    const stockNow = async () => (await shop.cart()).lines.find((line) => line.variantId === item.variantId)!.stock;

    /** The profile's orders, and the detail of the one order. */
    async function openOrder(page: Page, orderNumber: string) {
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await page.getByRole('button', { name: fill(o.detailsOf, { number: orderNumber }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(o.detail.title, { number: orderNumber }) });
      await expect(dialog).toBeVisible();
      return dialog;
    }

    test('an abandoned Viva payment waits in the profile, then expires: cancelled, stock back, its page closed', async ({ page, request }) => {
      const order = await placeViva();
      const held = await stockNow();
      await page.goto(order.url);
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
      // The shopper leaves Viva's page without paying.
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await expect(page.getByTestId('order-row').first()).toContainText(o.awaitingPayment);
      const dialog = await openOrder(page, order.orderNumber);
      const awaiting = dialog.getByRole('region', { name: o.awaiting.title });
      await expect(awaiting.getByRole('button', { name: o.awaiting.payNow })).toBeVisible();

      await setDeadline(request, order.orderNumber, 1);
      await expect.poll(async () => (await shop.order(order.uid)).status, { timeout: 15_000 }).toBe(CANCELLED);
      expect(await stockNow()).toBe(held + 1);
      expect((await shop.cart()).itemCount).toBe(1);

      // The storefront's payment page of the expired attempt says so; it never reaches Viva again.
      await page.goto(order.url);
      await expect(page.getByText(m.errors.payment_expired)).toBeVisible();
      await expect(page).toHaveURL(order.url);

      // Never paid, the order was never placed for the customer (issue #46): it leaves their orders, nothing waits any more.
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await expect(page.getByText(o.empty)).toBeVisible();
      await expect(page.getByTestId('order-row').filter({ hasText: order.orderNumber })).toHaveCount(0);
      expect((await shop.orders()).total).toBe(0);
      expect(await shop.order(order.uid)).toMatchObject({ statusName: 'Cancelled', paid: false, paymentDueAt: null });
    });

    test('"Pay now" pays the waiting order at Viva: one order, paid, the cart emptied', async ({ page }) => {
      const order = await placeViva();
      await page.goto(order.url);
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
      const dialog = await openOrder(page, order.orderNumber);
      await dialog.getByRole('region', { name: o.awaiting.title }).getByRole('button', { name: o.awaiting.payNow }).click();
      await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
      await page.getByRole('button', { name: m.sandbox.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout-success/${order.uid}$`), { timeout: 20_000 });
      expect(await shop.order(order.uid)).toMatchObject({ paid: true, statusName: 'Pending', paymentDueAt: null });
      expect((await shop.orders()).items).toHaveLength(1);
      expect((await shop.cart()).itemCount).toBe(0);
    });

    test('"Cancel order" after the confirm step (390 px): cancelled at once, stock back, the cart kept', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const order = await placeViva();
      const held = await stockNow();
      const dialog = await openOrder(page, order.orderNumber);
      const awaiting = dialog.getByRole('region', { name: o.awaiting.title });
      await expect(awaiting.getByRole('button', { name: o.awaiting.payNow })).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await awaiting.getByRole('button', { name: o.awaiting.cancel }).click();
      await awaiting.getByRole('button', { name: o.awaiting.keep }).click();
      await awaiting.getByRole('button', { name: o.awaiting.cancel }).click();
      await awaiting.getByRole('button', { name: o.awaiting.confirmYes }).click();
      await expect(page.getByText(o.awaiting.cancelled)).toBeVisible();
      await expect(dialog.getByText(fill(m.orderSuccess.status, { status: o.status.Cancelled }))).toBeVisible();
      await expect(dialog.getByRole('region', { name: o.awaiting.title })).toHaveCount(0);
      expect(await stockNow()).toBe(held + 1);
      expect((await shop.cart()).itemCount).toBe(1);
    });
  });
}
