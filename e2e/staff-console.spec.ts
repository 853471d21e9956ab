import { expect, test, type Browser, type Page } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { latestMail } from './support/outbox';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { shipFromOrderPage, STAFF, staffPage as staffLogin } from './support/staff';

/**
 * The staff console (issue #17 item 3): its own login, the orders of every partner, an order's
 * status moved along the lifecycle with the customer seeing each step and getting the mails, the
 * version check between two tabs, and an Inspector who can only look.
 */

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;
  const statusName = (status: keyof typeof m.orders.status) => m.orders.status[status];

  const staffPage = (browser: Browser, baseURL: string, email: string, path?: string) => staffLogin(browser, baseURL, lang, prefix, email, path);

  async function customerWithOrder(context: Parameters<typeof loginThroughApi>[1], request: Parameters<typeof loginThroughApi>[0], baseURL: string) {
    const email = uniqueEmail(`staff-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Staff', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    const [variant] = await shop.variants(1, { discounted: false });
    const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: variant!.variantId, quantity: 1 }]);
    return { email, order: await shop.order(placed.uid) };
  }

  async function openOrder(page: Page, orderNumber: string) {
    await page.getByLabel(s.orders.number).fill(orderNumber);
    await page.getByRole('button', { name: s.orders.apply }).click();
    await page.getByRole('link', { name: orderNumber, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: fill(s.order.title, { number: orderNumber }) })).toBeVisible();
  }

  async function changeStatus(page: Page, status: keyof typeof m.orders.status, note = '') {
    await page.getByLabel(s.order.change.status).selectOption(status);
    if (note) await page.getByLabel(s.order.change.note).fill(note);
    await page.getByRole('button', { name: s.order.change.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(s.order.change.changed, { status: statusName(status) }) })).toBeVisible();
  }

  test.describe(`staff console (${lang})`, () => {
    test('an Employee moves a courier order to Completed; the customer sees each status and gets the mails', async ({ browser, page, context, request, baseURL }) => {
      const { email, order } = await customerWithOrder(context, request, baseURL!);
      const staff = await staffPage(browser, baseURL!, STAFF.employee);
      await openOrder(staff, order.orderNumber);
      // A courier order goes out for delivery with its voucher, never from the status form (decision 0086).
      await changeStatus(staff, 'Processing');
      await expect(staff.getByLabel(s.order.change.status).getByRole('option', { name: statusName('InDelivery') })).toHaveCount(0);
      await shipFromOrderPage(staff, lang);
      await changeStatus(staff, 'Completed');
      // Completed is not an end: what may follow is a refund (a return moves it through Returns, never by hand).
      await expect(staff.getByLabel(s.order.change.status).getByRole('option')).toHaveText([statusName('Refund')]);

      const mail = await latestMail(request, email, 'orderInDelivery');
      expect(mail.language).toBe(lang);
      expect(mail.subject).toContain(order.orderNumber);

      await page.goto(`${prefix}/${ACME.code}/profile/orders`);
      const row = page.getByTestId('order-row').filter({ hasText: order.orderNumber });
      await expect(row).toContainText(statusName('Completed'));
      await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
      const history = page.getByRole('dialog').getByRole('region', { name: m.orders.detail.history });
      await expect(history.getByRole('listitem')).toHaveText([statusName('Pending'), statusName('Processing'), statusName('InDelivery'), statusName('Completed')].map((name) => new RegExp(`^${name}`)));
      await staff.context().close();
    });

    test('a change made from a page drawn before another change is refused, and the note typed is kept', async ({ browser, context, request, baseURL }) => {
      const { order } = await customerWithOrder(context, request, baseURL!);
      const first = await staffPage(browser, baseURL!, STAFF.employee);
      await openOrder(first, order.orderNumber);
      const second = await first.context().newPage();
      await second.goto(first.url());
      await changeStatus(first, 'Processing');
      await second.getByLabel(s.order.change.status).selectOption('Cancelled');
      await second.getByLabel(s.order.change.note).fill('customer called to cancel');
      await second.getByRole('button', { name: s.order.change.submit }).click();
      await expect(second.locator('main').getByRole('alert')).toHaveText(m.errors.order_changed);
      await expect(second.getByLabel(s.order.change.note)).toHaveValue('customer called to cancel');
      await expect(second.getByRole('listitem').filter({ hasText: statusName('Processing') })).toHaveCount(1);
      await first.context().close();
    });

    test('a wrong password is refused in the page language and the email typed is kept', async ({ page }) => {
      await page.goto(`${prefix}/staff/login`);
      await page.getByLabel(s.login.email).fill(STAFF.employee);
      await page.getByLabel(s.login.password).fill('not-the-password');
      await page.getByRole('button', { name: s.login.submit }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText(m.errors.invalid_credentials);
      await expect(page.getByLabel(s.login.email)).toHaveValue(STAFF.employee);
      await expect(page.getByLabel(s.login.password)).toHaveValue('');
    });

    test('an Inspector sees an order but no way to change it', async ({ browser, context, request, baseURL }) => {
      const { order } = await customerWithOrder(context, request, baseURL!);
      const inspector = await staffPage(browser, baseURL!, STAFF.inspector);
      await expect(inspector.getByText(fill(s.header.signedInAs, { name: 'Σοφία Μάρκου', role: s.roles.Inspector }))).toBeVisible();
      await openOrder(inspector, order.orderNumber);
      await expect(inspector.getByText(s.order.change.readOnly)).toBeVisible();
      await expect(inspector.getByRole('button', { name: s.order.change.submit })).toHaveCount(0);
      await inspector.getByRole('button', { name: s.header.logout }).click();
      await expect(inspector.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
      await inspector.goto(`${prefix}/staff/orders`);
      await expect(inspector).toHaveURL(/\/staff\/login\?returnTo=/);
      await inspector.context().close();
    });
  });
}

test('the console keeps the page when the language changes', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/staff\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: messages('en' as Lang).staff.login.title })).toBeVisible();
  await context.close();
});
