import { expect, test, type APIRequestContext } from '@playwright/test';
import { OrderStatusCode } from '../lib/contract/enums';
import { ACME } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { setOrderState } from './support/orders';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { employeeAuth } from './support/staff';

/**
 * Issue #46, both languages: a card payment refused at the bank leaves no order in the customer's
 * history and no points pair in their points history (the order was never placed; staff still see
 * it), while a cash-on-delivery order the shop cancelled stays; the order detail's "Return items"
 * leads straight to that order's return form, and is not offered once the order cannot be returned.
 */

/** Cancels an order as an Employee through the staff API (at the version it read). */
async function cancelAsStaff(request: APIRequestContext, orderNumber: string): Promise<void> {
  const headers = await employeeAuth(request);
  const list = await (await request.get(`/api/staff/orders?number=${orderNumber}`, { headers })).json();
  const id = list.items[0].id as number;
  const order = await (await request.get(`/api/staff/orders/${id}`, { headers })).json();
  const res = await request.post(`/api/staff/orders/${id}/status`, { headers, data: { status: 'Cancelled', expectedVersion: order.version } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const o = m.orders;

  test(`a refused card payment leaves no order and no points in the history; a cancelled cash-on-delivery order stays (${lang})`, async ({ page, context, request, baseURL }) => {
    const customer = await orderingCustomer(request, context, baseURL!, lang, 'placed');
    const [a, b] = await customer.shop.variants(2, { minStock: 10 });
    const cod = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: a!.variantId, quantity: 1 }]);
    await cancelAsStaff(request, cod.orderNumber);
    const card = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: b!.variantId, quantity: 1 }], { paymentMethod: 'card', cardProvider: 'Viva' });
    if (card.payment.kind !== 'redirect') throw new Error('expected a payment page');

    // The bank refuses: the customer lands on the failure page, the order is cancelled unpaid.
    await page.goto(card.payment.url);
    await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
    await page.getByRole('button', { name: m.sandbox.cancel, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.payment.failedTitle })).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await customer.shop.order(card.uid)).status).toBe(OrderStatusCode.Cancelled);

    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await expect(page.getByText(formatIcu(lang, o.count, { count: 1 }))).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('order-row').filter({ hasText: cod.orderNumber })).toContainText(o.status.Cancelled);
    await expect(page.getByTestId('order-row').filter({ hasText: card.orderNumber })).toHaveCount(0);

    await page.goto(`${prefix}/${ACME.code}/profile/loyalty`);
    const codRows = page.getByRole('row').filter({ hasText: cod.orderNumber });
    await expect(codRows).toHaveCount(2);
    await expect(codRows.filter({ hasText: m.loyalty.types.Revert })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: card.orderNumber })).toHaveCount(0);

    // Staff still see the refused one.
    const staff = await (await request.get(`/api/staff/orders?number=${card.orderNumber}`, { headers: await employeeAuth(request) })).json();
    expect(staff.items).toMatchObject([{ orderNumber: card.orderNumber, statusName: 'Cancelled' }]);
  });

  test(`"Return items" on a returnable order's detail opens its return form; not offered past the return window (${lang})`, async ({ page, context, request, baseURL }) => {
    const customer = await orderingCustomer(request, context, baseURL!, lang, 'return-button');
    const [a, b] = await customer.shop.variants(2, { minStock: 10, discounted: false });
    const recent = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: a!.variantId, quantity: 1 }]);
    const old = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: b!.variantId, quantity: 1 }]);
    await setOrderState(request, baseURL!, recent.orderNumber, { status: OrderStatusCode.Completed });
    await setOrderState(request, baseURL!, old.orderNumber, { status: OrderStatusCode.Completed, daysAgo: 120 });

    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(o.detailsOf, { number: old.orderNumber }) }).click();
    const oldDialog = page.getByRole('dialog', { name: fill(o.detail.title, { number: old.orderNumber }) });
    await expect(oldDialog.getByText(fill(m.orderSuccess.status, { status: o.status.Completed }))).toBeVisible();
    await expect(oldDialog.getByRole('link', { name: o.detail.returnItems })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(oldDialog).toBeHidden();

    await page.getByRole('button', { name: fill(o.detailsOf, { number: recent.orderNumber }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(o.detail.title, { number: recent.orderNumber }) });
    await dialog.getByRole('link', { name: o.detail.returnItems }).click();
    const form = page.getByRole('form', { name: fill(m.returns.select.title, { number: recent.orderNumber }) });
    await expect(form).toBeVisible();
    await expect(page.getByTestId('return-line')).toHaveCount(1);
  });
}
