import { expect, test, type Page } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { mailLink } from './support/outbox';
import { placeOrderOverApi } from './support/place-order';
import { STAFF, staffPage } from './support/staff';

/**
 * Customers in the staff console (issue #17 item 3): an Employee approves a new account, blocks
 * and unblocks it (the customer's login follows each step) and gives back the discount quota it
 * used; two staff members approving the same account at once: the second is told. The audit log
 * shows what was done.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff.customers;

  test.describe(`staff customers (${lang})`, () => {
    test('an Employee approves, blocks and unblocks an account and resets its quota; a stale change is refused', async ({ browser, request, baseURL }) => {
      const email = uniqueEmail(`cust-${lang}`);
      const name = lang === 'el' ? 'Άρης Νικολάου' : 'Aris Nikolaou';
      const [firstName, lastName] = name.split(' ');
      const headers = { 'X-Partner-Code': ACME.code, 'Accept-Language': lang };
      const registered = await request.post('/api/Customers/Register', { headers, data: { firstName, lastName, email, password: DEMO_PASSWORD, registrationCode: ACME.registrationCode } });
      expect(registered.status()).toBe(202);
      // The account is written after the answer: its verification mail says it exists.
      await mailLink(request, email, 'verify');
      const login = () => request.post('/api/Customers/Login', { headers, data: { email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
      expect((await login()).status()).toBe(403);

      const open = async (page: Page) => {
        await page.getByLabel(s.search).fill(email);
        await page.getByRole('button', { name: s.apply }).click();
        await expect(page.getByRole('row').filter({ hasText: email })).toContainText(s.statuses.pending);
      };
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/customers`);
      const other = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/customers`);
      await open(staff);
      await open(other);
      const act = async (page: Page, verb: keyof typeof s.action) => page.getByRole('button', { name: fill(s.actionOf[verb], { name }) }).click();
      const changed = (status: keyof typeof s.statuses) => staff.getByRole('status').filter({ hasText: fill(s.changed, { email, status: s.statuses[status] }) });

      await act(staff, 'approve');
      await expect(changed('active')).toBeVisible();
      // The list keeps its search after the change.
      await expect(staff.getByLabel(s.search)).toHaveValue(email);
      expect((await login()).status()).toBe(200);

      // The second console still shows the account as pending: its approval is refused.
      await act(other, 'approve');
      await expect(other.getByRole('alert').filter({ hasText: m.errors.customer_changed })).toBeVisible();

      await act(staff, 'block');
      await expect(changed('disabled')).toBeVisible();
      expect(await (await login()).json()).toMatchObject({ error: 'account_disabled' });
      await act(staff, 'unblock');
      await expect(changed('active')).toBeVisible();

      // A discounted order uses quota; the reset gives it back.
      const session = await (await login()).json();
      const shop = new ShopApi(request, session.at, lang);
      const [variant] = await shop.variants(1, { discounted: true });
      await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: variant!.variantId, quantity: 2 }]);
      const quota = async () => (await (await request.get('/api/Partners/PromotionInfo', { headers: { ...headers, Authorization: `Bearer ${session.at}` } })).json()).quota;
      expect((await quota()).used).toBe(2);
      await staff.getByRole('button', { name: fill(s.resetQuotaOf, { name }) }).click();
      await expect(staff.getByRole('status').filter({ hasText: formatIcu(lang, s.quotaReset, { email, units: 2 }) })).toBeVisible();
      expect((await quota()).used).toBe(0);

      // The audit log shows each of these actions, newest first, with the change.
      await staff.getByRole('link', { name: m.staff.header.audit }).click();
      await staff.getByLabel(m.staff.audit.kind).selectOption('customer');
      await staff.getByRole('button', { name: m.staff.audit.apply }).click();
      const entries = staff.getByRole('row').filter({ hasText: email });
      await expect(entries).toHaveCount(4);
      await expect(entries.nth(0)).toContainText(m.staff.audit.actions.customer_quota_reset);
      await expect(entries.nth(0)).toContainText('used: 2 → 0');
      await expect(entries.nth(3)).toContainText(m.staff.audit.actions.customer_status);
      await expect(entries.nth(3)).toContainText('status: pending → active');
      await staff.context().close();
      await other.context().close();
    });

    test('an Inspector sees the customers without buttons, and the audit log', async ({ browser, baseURL }) => {
      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/customers`);
      await page.getByLabel(s.search).fill(ACME.demo.email);
      await page.getByRole('button', { name: s.apply }).click();
      await expect(page.getByRole('row').filter({ hasText: ACME.demo.email })).toContainText(s.statuses.active);
      await expect(page.getByRole('main').getByRole('button', { name: s.apply })).toBeVisible();
      await expect(page.getByRole('table').getByRole('button')).toHaveCount(0);
      // The audit log is read-only for everyone; a bad filter is said, not shown as an empty log.
      await page.goto(`${prefix}/staff/audit?from=26-11-2026`);
      await expect(page.getByRole('alert').filter({ hasText: m.staff.audit.invalidFilters })).toBeVisible();
      await page.context().close();
    });
  });
}
