import { expect, test, type APIRequestContext } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { latestMail } from './support/outbox';
import { placeOrderOverApi } from './support/place-order';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { employeeAuth, shipFromOrderPage, STAFF, staffPage } from './support/staff';

/**
 * The returns queue of the staff console (issue #17 items 1 and 3), in both languages: a customer
 * asks to return a completed order through the profile; an Employee receives it (the order becomes
 * Returned, its goods back in stock) and refunds it; the customer sees both and gets the mail. A
 * second click on a button drawn before the change is refused with the translated message.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;
  const r = m.returns;

  test.describe(`staff returns (${lang})`, () => {
    test('the customer asks, the Employee receives and refunds; the order is Returned and the customer told', async ({ browser, page, context, request, baseURL }) => {
      const email = uniqueEmail(`return-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Return', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      const shop = new ShopApi(request, session.at, lang);
      const [variant] = await shop.variants(1, { discounted: false });
      const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: variant!.variantId, quantity: 1 }]);
      const order = await shop.order(placed.uid);

      // The Employee completes the order in the console.
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${await staffOrderId(request, order.orderNumber)}`);
      for (const status of ['Processing', 'InDelivery', 'Completed'] as const) {
        // Out for delivery with its voucher (decision 0086).
        if (status === 'InDelivery') {
          await shipFromOrderPage(staff, lang);
          continue;
        }
        await staff.getByLabel(s.order.change.status).selectOption(status);
        await staff.getByRole('button', { name: s.order.change.submit }).click();
        await expect(staff.getByRole('status').filter({ hasText: fill(s.order.change.changed, { status: m.orders.status[status] }) })).toBeVisible();
      }

      // The customer asks for the return from the order's detail.
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
      await page.getByRole('dialog').getByRole('link', { name: m.orders.detail.returnItems }).click();
      // Straight to the order's return form (issue #46).
      const form = page.getByRole('form', { name: fill(r.select.title, { number: order.orderNumber }) });
      await expect(form).toBeVisible();
      await page.getByTestId('return-line').getByRole('checkbox').check();
      await form.getByLabel(r.select.reason).selectOption(r.reasons.size_or_fit);
      await form.getByRole('button', { name: r.select.submit }).click();
      await expect(page.getByRole('region', { name: r.done.title })).toBeVisible();
      const number = (await shop.order(order.uid)).returns[0]!.returnNumber;

      // The queue lists it; the Employee receives it, then refunds it.
      await staff.getByRole('link', { name: s.header.returns }).click();
      const row = staff.getByTestId('return-row').filter({ hasText: number });
      await expect(row).toContainText(r.reasons.size_or_fit);
      const stale = await staff.context().newPage();
      await stale.goto(staff.url());
      await row.getByRole('button', { name: fill(s.returns.actionOf.Received, { number }) }).click();
      await expect(staff.getByRole('status').filter({ hasText: fill(s.returns.changed, { number, status: r.requestStatus.Received }) })).toBeVisible();
      // Drawn before the change: its Refuse button is refused, and says why.
      await stale.getByTestId('return-row').filter({ hasText: number }).getByRole('button', { name: fill(s.returns.actionOf.Rejected, { number }) }).click();
      await expect(stale.locator('main').getByRole('alert')).toHaveText(m.errors.return_changed);

      await staff.getByRole('link', { name: r.requestStatus.Received, exact: true }).click();
      await staff.getByTestId('return-row').filter({ hasText: number }).getByRole('button', { name: fill(s.returns.actionOf.Refunded, { number }) }).click();
      await expect(staff.getByRole('status').filter({ hasText: fill(s.returns.changed, { number, status: r.requestStatus.Refunded }) })).toBeVisible();

      const after = await shop.order(order.uid);
      expect(after).toMatchObject({ statusName: 'Returned' });
      expect(after.returns[0]).toMatchObject({ status: 'Refunded' });
      const mail = await latestMail(request, email, 'returnRefunded');
      expect(mail.language).toBe(lang);
      expect(mail.subject).toContain(number);
      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      await expect(page.getByTestId('order-row').filter({ hasText: order.orderNumber })).toContainText(m.orders.status.Returned);
      await staff.context().close();
    });

    test('the queue on a phone (390 px): nothing scrolls sideways but the table, and an Inspector sees no buttons', async ({ browser, baseURL }) => {
      const inspector = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/returns?status=all`, PHONE);
      await expect(inspector.getByRole('heading', { level: 1, name: s.returns.title })).toBeVisible();
      await expectNoSidewaysScroll(inspector);
      await expect(inspector.locator('.staff-return-actions button')).toHaveCount(0);
      await inspector.context().close();
    });
  });
}

/** The staff id of an order (the operations API, as an ERP would ask it). */
async function staffOrderId(request: APIRequestContext, orderNumber: string): Promise<number> {
  const list = await request.get('/api/staff/orders', { params: { number: orderNumber }, headers: await employeeAuth(request) });
  return ((await list.json()) as { items: { id: number }[] }).items[0]!.id;
}
