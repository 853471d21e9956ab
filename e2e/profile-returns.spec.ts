import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OrderStatusCode } from '../lib/contract/enums';
import type { Order } from '../lib/contract/orders';
import { expectAccessible, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, fill, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { setOrderState } from './support/orders';
import { placeOrderOverApi, type OrderItem } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi, waitForHydration } from './support/session';

/**
 * Issue #7, the return-order page (SPEC §2 return order): lookup by order number and email, lines,
 * quantities and a reason, the recorded request, and every refusal, in both languages. Orders are
 * placed over the API and made Completed (or old) through the test-only order state endpoint.
 */
type Customer = { shop: ShopApi; auth: { token: string; lang: Lang; email: string } };

async function newCustomer(request: APIRequestContext, context: Parameters<typeof loginThroughApi>[1], baseURL: string, lang: Lang): Promise<Customer> {
  const email = uniqueEmail(`returns-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Returns', lastName: 'E2E' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code);
  return { shop: new ShopApi(request, session.at, lang), auth: { token: session.at, lang, email } };
}

async function placeOrder(request: APIRequestContext, customer: Customer, items: OrderItem[]): Promise<Order> {
  const placed = await placeOrderOverApi(request, customer.shop, customer.auth, items);
  return customer.shop.order(placed.uid);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const r = m.returns;

  test.describe(`return order (${lang})`, () => {
    let customer: Customer;

    test.beforeEach(async ({ context, request, baseURL }) => {
      customer = await newCustomer(request, context, baseURL!, lang);
    });

    const returnUrl = (search = '') => `${prefix}/${ACME.code}/profile/return-order${search}`;

    function lookupUi(page: Page) {
      return {
        number: page.getByLabel(r.lookup.orderNumber, { exact: true }),
        email: page.getByLabel(r.lookup.email, { exact: true }),
        submit: page.getByRole('button', { name: r.lookup.submit, exact: true }),
        alert: page.locator('form.return-lookup > [role="alert"]'),
      };
    }

    async function lookUp(page: Page, orderNumber: string, email?: string): Promise<void> {
      await waitForHydration(page, 'form.return-lookup');
      const ui = lookupUi(page);
      await ui.number.fill(orderNumber);
      if (email !== undefined) await ui.email.fill(email);
      await ui.submit.click();
    }

    const lineRow = (page: Page, name: string) => page.getByTestId('return-line').filter({ hasText: name });

    test('from the order to a recorded return; the orders list shows the return state', async ({ page, request, baseURL }) => {
      const [a, b] = await customer.shop.variants(2, { discounted: false });
      const order = await placeOrder(request, customer, [
        { variantId: a!.variantId, quantity: 2 },
        { variantId: b!.variantId, quantity: 1 },
      ]);
      await setOrderState(request, baseURL!, order.orderNumber, { status: OrderStatusCode.Completed });
      const [first, second] = order.lines;

      // The detail's "Return items" link leads straight to this order's return form (issue #46: no lookup to fill in).
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
      await page.getByRole('dialog').getByRole('link', { name: m.orders.detail.returnItems }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/return-order\\?order=${escapeRegExp(encodeURIComponent(order.orderNumber))}`));
      const form = page.getByRole('form', { name: fill(r.select.title, { number: order.orderNumber }) });
      await expect(form).toBeVisible();
      // Back to the lookup: the order number and the profile's email are filled in.
      await form.getByRole('button', { name: r.select.back }).click();
      const ui = lookupUi(page);
      await expect(ui.number).toHaveValue(order.orderNumber);
      await expect(ui.email).toHaveValue(customer.auth.email);
      await expectAccessible(page);
      await lookUp(page, order.orderNumber);
      await expect(form).toBeVisible();
      await expect(page.getByTestId('return-line')).toHaveCount(2);
      // Nothing chosen: the form says so and sends nothing.
      await form.getByRole('button', { name: r.select.submit }).click();
      await expect(form.getByText(r.errors.return_select_line)).toBeVisible();

      await lineRow(page, first!.name).getByRole('checkbox').check();
      const quantity = lineRow(page, first!.name).getByRole('spinbutton');
      await expect(quantity).toHaveValue('2');
      await quantity.fill('3');
      await form.getByLabel(r.select.reason).selectOption(r.reasons.defective);
      await form.getByLabel(r.select.comment).fill('Η ραφή έχει ανοίξει');
      await form.getByRole('button', { name: r.select.submit }).click();
      // More than can be returned: the line says so; what was typed stays.
      await expect(quantity).toHaveAccessibleDescription(formatIcu(lang, m.validation.max_number, { max: 2 }));
      await expect(form.getByLabel(r.select.reason)).toHaveValue('defective');
      await quantity.fill('1');
      await expectAccessible(page);
      await form.getByRole('button', { name: r.select.submit }).click();

      const done = page.getByRole('region', { name: r.done.title });
      await expect(done).toBeVisible();
      const stored = await customer.shop.order(order.uid);
      expect(stored.returns).toHaveLength(1);
      const record = stored.returns[0]!;
      expect(record.lines.map((l) => [l.line, l.quantity])).toEqual([[0, 1]]);
      expect(record.reason).toBe('defective');
      await expect(done.getByRole('status')).toHaveText(fill(r.done.message, { number: record.returnNumber }));
      await expect(done.getByTestId('return-request')).toContainText(first!.name);
      await expect(done.getByTestId('return-request')).not.toContainText(second!.name);
      await expect(done.getByTestId('return-request')).toContainText(fill(r.request.reason, { reason: r.reasons.defective }));
      await expectAccessible(page);

      await done.getByRole('link', { name: r.done.toOrders }).click();
      const row = page.getByTestId('order-row').filter({ hasText: order.orderNumber });
      await expect(row).toContainText(m.orders.returnState.partial);
      await row.getByRole('button').click();
      await expect(page.getByRole('dialog').getByTestId('return-request')).toContainText(record.returnNumber);
    });

    test('clear errors: no such order, an order that is not delivered, one past the return window', async ({ page, request, baseURL }) => {
      const [a, b] = await customer.shop.variants(2, { discounted: false });
      const pending = await placeOrder(request, customer, [{ variantId: a!.variantId, quantity: 1 }]);
      const old = await placeOrder(request, customer, [{ variantId: b!.variantId, quantity: 1 }]);
      await setOrderState(request, baseURL!, old.orderNumber, { status: OrderStatusCode.Completed, daysAgo: 120 });
      await page.goto(returnUrl());
      const ui = lookupUi(page);

      await lookUp(page, 'ACM-1999-000001');
      await expect(ui.alert).toHaveText(r.errors.order_not_found);
      await expect(ui.number).toHaveValue('ACM-1999-000001');

      // The right number with another email is not a match either.
      await lookUp(page, pending.orderNumber, 'someone-else@example.com');
      await expect(ui.alert).toHaveText(r.errors.order_not_found);

      await lookUp(page, pending.orderNumber, customer.auth.email);
      await expect(ui.alert).toHaveText(fill(r.notReturnable.status, { status: m.orders.status.Pending }));

      await lookUp(page, old.orderNumber);
      await expect(ui.alert).toContainText(r.notReturnable.window_passed.split('{deadline}')[0]!);
      await expect(ui.number).toHaveValue(old.orderNumber);
      await expectAccessible(page);
    });

    test("another customer's order is answered like an unknown one", async ({ page, request, baseURL, browser }) => {
      const [a] = await customer.shop.variants(1, { discounted: false });
      const order = await placeOrder(request, customer, [{ variantId: a!.variantId, quantity: 1 }]);
      await setOrderState(request, baseURL!, order.orderNumber, { status: OrderStatusCode.Completed });
      const other = await otherCustomerPage(browser, request, baseURL!, lang);
      try {
        await other.page.goto(returnUrl());
        await lookUp(other.page, order.orderNumber, customer.auth.email);
        // Nothing tells that the order exists (issue #14): the same words as for an unknown number.
        await expect(lookupUi(other.page).alert).toHaveText(r.errors.order_not_found);
        // Led there by a link naming the order, they get the lookup form (prefilled), not the order.
        await other.page.goto(returnUrl(`?order=${encodeURIComponent(order.orderNumber)}`));
        await expect(lookupUi(other.page).number).toHaveValue(order.orderNumber);
        await expect(other.page.getByTestId('return-line')).toHaveCount(0);
      } finally {
        await other.close();
      }
      // The owner can: a link naming the order opens its return form at once (issue #46).
      await page.goto(returnUrl(`?order=${encodeURIComponent(order.orderNumber)}`));
      await expect(page.getByTestId('return-line')).toHaveCount(1);
    });

    test('too many failed lookups → the translated "too many attempts" message, even for the own order', async ({ page, request, baseURL }) => {
      const [a] = await customer.shop.variants(1, { discounted: false });
      const order = await placeOrder(request, customer, [{ variantId: a!.variantId, quantity: 1 }]);
      await setOrderState(request, baseURL!, order.orderNumber, { status: OrderStatusCode.Completed });
      // Ten guesses that find nothing (the customer's limit per window), over the API.
      const headers = { Authorization: `Bearer ${customer.auth.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang };
      for (let i = 0; i < 10; i++) {
        const res = await request.post('/api/Orders/Lookup', { headers, data: { orderNumber: `ACM-2026-99990${i}`, email: customer.auth.email } });
        expect(res.status()).toBe(404);
      }
      await page.goto(returnUrl());
      await lookUp(page, order.orderNumber, customer.auth.email);
      await expect(lookupUi(page).alert).toHaveText(m.errors.too_many_requests);
      await expect(page.getByTestId('return-line')).toHaveCount(0);
    });

    test('a quantity asked back meanwhile is refused by its line, and everything asked back ends the returns', async ({ page, request, baseURL }) => {
      const [a] = await customer.shop.variants(1, { discounted: false });
      const order = await placeOrder(request, customer, [{ variantId: a!.variantId, quantity: 2 }]);
      await setOrderState(request, baseURL!, order.orderNumber, { status: OrderStatusCode.Completed });
      await page.goto(returnUrl(`?order=${encodeURIComponent(order.orderNumber)}`));
      const form = page.getByRole('form', { name: fill(r.select.title, { number: order.orderNumber }) });
      await expect(form).toBeVisible();
      await lineRow(page, order.lines[0]!.name).getByRole('checkbox').check();
      await form.getByLabel(r.select.reason).selectOption(r.reasons.size_or_fit);

      // Meanwhile (another tab) one unit is asked back.
      const res = await request.post('/api/Returns', {
        headers: { Authorization: `Bearer ${customer.auth.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang },
        data: { orderUid: order.uid, lines: [{ line: 0, quantity: 1 }], reason: 'other' },
      });
      expect(res.status(), await res.text()).toBe(201);

      await form.getByRole('button', { name: r.select.submit }).click();
      const quantity = lineRow(page, order.lines[0]!.name).getByRole('spinbutton');
      await expect(quantity).toHaveAccessibleDescription(m.errors.return_quantity_exceeds);
      await expect(quantity).toHaveValue('2');
      await quantity.fill('1');
      await form.getByRole('button', { name: r.select.submit }).click();
      await expect(page.getByRole('region', { name: r.done.title })).toBeVisible();

      // Nothing is left to return now.
      await page.getByRole('button', { name: r.done.another }).click();
      await lookUp(page, order.orderNumber);
      await expect(lookupUi(page).alert).toHaveText(r.notReturnable.all_requested);
    });
  });
}

/** A second customer of acme in a browser context of their own. */
async function otherCustomerPage(browser: Browser, request: APIRequestContext, baseURL: string, lang: Lang) {
  const context = await browser.newContext({ baseURL });
  await newCustomer(request, context, baseURL, lang);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}
