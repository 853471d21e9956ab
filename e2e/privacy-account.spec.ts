import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import type { StaffFiscalList } from '../lib/contract/staff-fiscal';
import { expectNoAxeViolations } from './support/axe';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { completeOrderAsStaff } from './support/orders';
import { placeOrderOverApi } from './support/place-order';
import { profileCustomer } from './support/profile';
import { submitLogin, waitForHydration } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * Issue #49 item 2, the profile's privacy page (decision 0096), in both languages: the customer
 * downloads their data as JSON (their address and their order are in it) and as a readable page,
 * then deletes the account: a wrong password first (the error at the field, what was typed kept),
 * then the right one after the confirmation. They land on the login page with a notice and cannot
 * log in again; staff still find the order and download its receipt in the console, and the
 * deletion heads the console's privacy requests.
 */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, text: await readFile(path!, 'utf8') };
}

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const p = m.privacy;

  test.describe(`privacy and my data (${lang})`, () => {
    test('download my data, delete the account, log in no more; staff keep the order and its receipt', async ({ page, request, context, baseURL, browser }) => {
      test.setTimeout(120_000);
      const customer = await profileCustomer(request, context, baseURL!, lang, 'privacy');
      const [variant] = await customer.shop.variants(1, { discounted: false });
      const placed = await placeOrderOverApi(request, customer.shop, { token: customer.session.at, lang, email: customer.email }, [{ variantId: variant!.variantId, quantity: 1 }]);
      // Delivered and paid: nothing keeps the account open, and the order has its receipt.
      await completeOrderAsStaff(request, placed.orderNumber);

      await page.goto(`${prefix}/${ACME.code}/profile/privacy`);
      await waitForHydration(page, 'main form');
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: m.profile.menu.label }).getByRole('link', { name: m.profile.menu.privacy })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').getByRole('button', { name: p.cookies.button })).toBeVisible();
      await expectNoAxeViolations(page);

      // Download my data: the JSON file names the account and the order; the readable page too.
      const json = await downloaded(page, () => page.getByRole('button', { name: p.download.json }).click());
      expect(json.download.suggestedFilename()).toMatch(/\.json$/);
      const data = JSON.stringify(JSON.parse(json.text));
      expect(data).toContain(customer.email);
      expect(data).toContain(placed.orderNumber);
      const html = await downloaded(page, () => page.getByRole('button', { name: p.download.html }).click());
      expect(html.download.suggestedFilename()).toMatch(/\.html?$/);
      expect(html.text).toContain(placed.orderNumber);

      // Marketing messages: unticked until ticked; saved with a toast.
      const marketing = page.getByRole('checkbox', { name: p.marketing.label });
      await expect(marketing).not.toBeChecked();
      await marketing.check();
      await page.getByRole('button', { name: p.marketing.save }).click();
      await expect(page.getByText(p.marketing.saved)).toBeVisible();

      // Delete: a wrong password is refused at its field after the confirmation, and stays typed.
      const password = page.getByLabel(p.delete.password, { exact: true });
      const opener = page.getByRole('button', { name: p.delete.submit });
      await password.fill('Not-My-Password-1');
      await opener.click();
      const dialog = page.getByRole('dialog', { name: p.delete.confirmTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: p.delete.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await dialog.getByRole('button', { name: p.delete.confirm }).click();
      await expect(password).toHaveAccessibleDescription(m.errors.current_password_incorrect);
      await expect(password).toHaveValue('Not-My-Password-1');

      // The right one: deleted, signed out, on the login page with the notice.
      await password.fill(customer.password);
      await opener.click();
      await dialog.getByRole('button', { name: p.delete.confirm }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/login\\?reason=deleted$`));
      await expect(page.getByText(m.auth.login.accountDeleted)).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('usr_fe_') && localStorage.getItem(key)))).toEqual([]);

      // The old e-mail and password are unknown now.
      await waitForHydration(page);
      await submitLogin(page, lc, customer.email, customer.password);
      await expect(page.getByText(m.errors.invalid_credentials)).toBeVisible();
      expect((await request.get('/api/Customers/Profile', { headers: { Authorization: `Bearer ${customer.session.at}`, 'X-Partner-Code': ACME.code } })).status()).toBe(401);

      // Staff still see the order with its receipt, and the deletion in the privacy requests.
      const headers = await employeeAuth(request);
      const order = ((await (await request.get(`/api/staff/orders?number=${placed.orderNumber}`, { headers })).json()) as { items: { id: number }[] }).items[0]!;
      const documents = (await (await request.get('/api/staff/fiscal-documents?pageSize=100', { headers })).json()) as StaffFiscalList;
      expect(documents.items.some((d) => d.orderNumber === placed.orderNumber)).toBe(true);
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${order.id}`);
      const [receipt] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('link', { name: m.orderDocument.download.receipt }).click()]);
      expect(receipt.suggestedFilename()).toBe(`${placed.orderNumber}.pdf`);
      await staff.goto(`${prefix}/staff/privacy?kind=delete&status=completed`);
      await expect(staff.getByRole('heading', { level: 1, name: m.staffPrivacy.title })).toBeVisible();
      const deletion = staff.getByRole('row').filter({ hasText: fill(m.staffPrivacy.deletedCustomer, { id: customer.session.id }) });
      await expect(deletion).toContainText(m.staffPrivacy.kinds.delete);
      await expect(deletion).toContainText(m.staffPrivacy.byCustomer);
      await staff.context().close();
    });
  });
}
