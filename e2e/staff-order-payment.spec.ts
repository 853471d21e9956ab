import { expect, test } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { STAFF, staffPage } from './support/staff';

/**
 * An order waiting for its online payment in the staff console (issue #17 items 2 and 3): the
 * order page says until when it waits; once the server's sweep expires it (deadline shortened
 * through the test endpoint), the same page shows it cancelled, without the waiting line and
 * without a refund to make (no money came). An Inspector's view: reading needs no other role.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;

  test(`staff see an order awaiting its card payment, then cancelled by the expiry (${lang})`, async ({ browser, context, request, baseURL }) => {
    const email = uniqueEmail(`staff-pay-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Awaiting', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    const variant = (await shop.variants(8)).at(-1);
    const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: variant!.variantId, quantity: 1 }], { paymentMethod: 'card', cardProvider: 'Viva' });

    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector);
    await staff.getByLabel(s.orders.number).fill(placed.orderNumber);
    await staff.getByRole('button', { name: s.orders.apply }).click();
    await staff.getByRole('link', { name: placed.orderNumber, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: fill(s.order.title, { number: placed.orderNumber }) })).toBeVisible();
    const waiting = staff.getByText(s.order.awaitingPayment.split('{time}')[0]!);
    await expect(waiting).toBeVisible();

    const res = await request.post('/api/test/orders/payment-deadline', { data: { orderNumber: placed.orderNumber, partnerCode: ACME.code, secondsFromNow: 1 } });
    expect(res.ok()).toBe(true);
    await expect.poll(async () => (await shop.order(placed.uid)).statusName, { timeout: 15_000 }).toBe('Cancelled');
    await staff.reload();
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(staff.getByText(s.order.refundDue)).toHaveCount(0);
    await expect(staff.locator('main')).toContainText(m.orders.status.Cancelled);
    await staff.context().close();
  });
}
