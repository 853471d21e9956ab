import { expect, test, type Page } from '@playwright/test';
import { checkoutPage, expectStep, fillBilling, openCheckout, ShopApi, waitForCheckoutForm, type CheckoutUi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { placeOrderOverApi, type PaymentChoice } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { employeeAuth } from './support/staff';

/**
 * Issue #6: paying online with each provider through its sandbox (DESIGN §6), in both languages:
 * the checkout's choice → the storefront's payment page (a redirect, or the bank's form posted at
 * once) → the sandbox's hosted page → the provider's return (a GET with parameters, or the bank's
 * POST to the route handler) → checkout success, paid. Cancelling lands on the one shared failure
 * page with the cart kept, and a failed payment can be tried again with another method.
 */
const PROVIDERS = [
  { name: 'Viva', slug: 'viva' },
  { name: 'Alpha', slug: 'alpha' },
  { name: 'Eurobank', slug: 'eurobank' },
  { name: 'WinBank', slug: 'winbank' },
  { name: 'Paypal', slug: 'paypal' },
] as const;
type Provider = (typeof PROVIDERS)[number];

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`online payments (${lang})`, () => {
    let shop: ShopApi;
    let placeOverApi: (provider: Provider) => Promise<{ url: string; uid: string }>;
    let email: string;

    test.beforeEach(async ({ context, request, baseURL }) => {
      email = uniqueEmail(`pay-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Pay', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
      const [a] = await shop.variants(1);
      await shop.addToCart(a!.variantId, 1);
      placeOverApi = async (provider) => {
        const payment: PaymentChoice = provider.name === 'Paypal' ? { paymentMethod: 'paypal' } : { paymentMethod: 'card', cardProvider: provider.name };
        const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [], payment);
        if (placed.payment.kind !== 'redirect') throw new Error(`expected a payment page, got ${JSON.stringify(placed.payment)}`);
        return { url: placed.payment.url, uid: placed.uid };
      };
    });

    /**
     * The card order placed over the API (the checkout's screens are covered by checkout.spec and,
     * with a provider, by the two tests below that go through them), then the storefront's payment
     * page the checkout would send the customer to.
     */
    async function startPayment(page: Page, provider: Provider): Promise<string> {
      const placed = await placeOverApi(provider);
      await page.goto(placed.url);
      return placed.uid;
    }

    /** Billing, courier, the provider's payment option: up to the review, then place the order. */
    async function placeWith(page: Page, provider: Provider): Promise<CheckoutUi> {
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await expectStep(ui, 'details');
      await fillBilling(ui);
      await ui.continue.click();
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.continue.click();
      await expectStep(ui, 'payment');
      if (provider.name === 'Paypal') {
        await ui.radio(ui.group(c.payment.legend), c.payment.paypal).check();
      } else {
        await ui.radio(ui.group(c.payment.legend), c.payment.card).check();
        await ui.radio(ui.group(c.payment.providerLegend), c.payment.providers[provider.name]).check();
      }
      await ui.continue.click();
      await expectStep(ui, 'review');
      await ui.placeOrder.click();
      return ui;
    }

    /** On the provider's sandbox page (reached through the storefront's payment page), press a button. */
    async function atProvider(page: Page, provider: Provider, button: 'pay' | 'cancel'): Promise<void> {
      await page.waitForURL((url) => url.pathname.includes(`/sandbox/${provider.slug}/`), { timeout: 20_000 });
      // The sandbox speaks the payment request's language, i.e. the order's.
      await page.getByRole('button', { name: m.sandbox[button], exact: true }).click();
    }

    async function expectFailurePage(page: Page, provider: Provider): Promise<void> {
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/${ACME.code}/payment/${provider.slug}/cancel`)}(\\?|$)`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: m.payment.failedTitle })).toBeVisible();
      await expect(page.getByTestId('cart-state')).toHaveText(m.checkoutFailure.cartKept);
    }

    test('demo mode: the checkout and the sandbox page say "test payment, no money is taken" (390 px)', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openCheckout(page, prefix);
      await expect(page.locator('.checkout-test-notice')).toHaveText(c.testPayment);
      // In the page's first HTML, before any script (the partner's cached data says so).
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain(`<p role="note" class="checkout-test-notice">${c.testPayment}</p>`);
      await expectNoSidewaysScroll(page);
      await placeWith(page, PROVIDERS[1]);
      await page.waitForURL((url) => url.pathname.includes('/sandbox/alpha/'), { timeout: 20_000 });
      const notice = page.locator('.sandbox-test-notice');
      await expect(notice).toContainText(messages('el').checkout.testPayment);
      await expect(notice).toContainText(messages('en').checkout.testPayment);
      // The rest of the page is in the payment request's language (the order's).
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.sandbox.title.replace('{provider}', 'Alpha Bank'));
      await expectNoSidewaysScroll(page);
    });

    for (const provider of PROVIDERS) {
      test(`${provider.name}: pay → checkout success, the order paid`, async ({ page }) => {
        await startPayment(page, provider);
        await atProvider(page, provider, 'pay');
        await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/, { timeout: 20_000 });
        const uid = decodeURIComponent(page.url().split('/').pop()!);
        expect(await shop.order(uid)).toMatchObject({ paid: true, paymentProvider: provider.name });
        await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
        await expect(page.getByText(m.orderSuccess.paid, { exact: true })).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('0');
      });

      test(`${provider.name}: cancel → the shared failure page, the order cancelled, the cart kept`, async ({ page }) => {
        const uid = await startPayment(page, provider);
        await atProvider(page, provider, 'cancel');
        await expectFailurePage(page, provider);
        // The cart is emptied only by a confirmed payment: it is still there to try again.
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await expect.poll(async () => (await shop.order(uid)).status).toBe(-1);
        expect(await shop.order(uid)).toMatchObject({ paid: false });
        // Never paid, it is not an order the customer placed (issue #46): not in their orders.
        expect((await shop.orders()).items.map((o) => o.uid)).not.toContain(uid);
        expect((await shop.cart()).itemCount).toBe(1);
      });
    }

    test('a payment cancelled with Viva is paid again with Alpha Bank from the failure page', async ({ page, request }) => {
      await placeWith(page, PROVIDERS[0]);
      await atProvider(page, PROVIDERS[0], 'cancel');
      await expectFailurePage(page, PROVIDERS[0]);
      await page.getByRole('link', { name: m.payment.tryAgain, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/${ACME.code}/checkout`)}`));
      // What was typed is kept: straight on to another payment method.
      const ui = checkoutPage(page, lang);
      await waitForCheckoutForm(page);
      while ((await ui.placeOrder.count()) === 0) {
        const title = (await ui.stepTitle.textContent()) ?? '';
        if (title.includes(c.steps.payment)) {
          await ui.radio(ui.group(c.payment.legend), c.payment.card).check();
          await ui.radio(ui.group(c.payment.providerLegend), c.payment.providers.Alpha).check();
        }
        await ui.continue.click();
        // The step changes once its fields have been validated: read the next one only then.
        await expect(ui.stepTitle).not.toHaveText(title);
      }
      await ui.placeOrder.click();
      await atProvider(page, PROVIDERS[1], 'pay');
      await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/, { timeout: 20_000 });
      // The customer's orders hold the paid one only: the cancelled Viva order was never placed (issue #46); staff see both.
      const orders = (await shop.orders()).items;
      expect(orders).toHaveLength(1);
      expect(await shop.order(orders[0]!.uid)).toMatchObject({ paid: true, paymentProvider: 'Alpha' });
      const staff = await request.get(`/api/staff/orders?email=${encodeURIComponent(email)}`, { headers: await employeeAuth(request) });
      const both = ((await staff.json()) as { items: { uid: string }[] }).items;
      expect(both).toHaveLength(2);
      const cancelled = both.find((o) => o.uid !== orders[0]!.uid)!;
      expect(await shop.order(cancelled.uid)).toMatchObject({ paid: false, status: -1, paymentProvider: 'Viva' });
    });

    test("another customer's payment page says it was not found", async ({ page }) => {
      await page.goto(`${prefix}/${ACME.code}/payment/alpha_request/0123456789abcdef0123456789abcdef`);
      await expect(page.locator('main [role="alert"]')).toHaveText(m.errors.payment_not_found);
      await expect(page.getByRole('link', { name: m.payment.tryAgain, exact: true })).toBeVisible();
    });
  });
}

test.describe('payment returns at the HTTP level (no session, as a bank posts them)', () => {
  const uid = 'AbCdEfGhIjKlMnOpQrStUv';
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  test("a forged bank POST to a return page is refused: to the shared failure page, never the order's", async ({ request }) => {
    const res = await request.post(`/en/${ACME.code}/payment/alpha/success/${uid}`, { headers: form, data: `orderid=${uid}&status=CAPTURED&digest=forged`, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`/en/${ACME.code}/payment/alpha/cancel`);
  });

  test("Winbank's shop-wide return URLs forward to the storefront's own return pages only", async ({ request }) => {
    const back = new URLSearchParams({ s: `/${ACME.code}/payment/winbank/success/${uid}`, f: `/en/${ACME.code}/payment/winbank/cancel` });
    const success = await request.post(`/payment/winbank/success?${back}`, { headers: form, data: 'MerchantReference=x', maxRedirects: 0 });
    expect([success.status(), success.headers().location]).toEqual([307, `/${ACME.code}/payment/winbank/success/${uid}`]);
    const cancel = await request.get(`/payment/winbank/cancel?${back}`, { maxRedirects: 0 });
    expect([cancel.status(), cancel.headers().location]).toEqual([303, `/en/${ACME.code}/payment/winbank/cancel`]);
    const forged = new URLSearchParams({ s: '//evil.example/x', f: 'https://evil.example/' });
    for (const path of [`/payment/winbank/success?${forged}`, `/payment/winbank/cancel?${forged}`]) {
      const res = await request.post(path, { headers: form, data: 'a=1', maxRedirects: 0 });
      expect([res.status(), res.headers().location]).toEqual([303, '/']);
    }
  });

  test("Viva's shop-wide return URL sends an unknown order code to the root (not found)", async ({ request }) => {
    const res = await request.get('/payment/viva/success?t=00000000-0000-4000-8000-000000000000&s=1234567890123456', { maxRedirects: 0 });
    expect([res.status(), res.headers().location]).toEqual([303, '/']);
  });
});
