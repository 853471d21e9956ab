import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, messages } from './support/i18n';
import { STAFF, staffPage } from './support/staff';

/**
 * Nothing a URL or a filter can carry breaks the console (issue #44 item 4): a NUL in a text filter
 * and an impossible day show a field error in the filter form, translated, with the value kept,
 * never the error boundary; a NUL in a record's path is the 404 page. On a phone too (390 px: the
 * filters stack). An Inspector, who reads every list.
 */
const PHONE = { width: 390, height: 844 };

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;

  async function noErrorBoundary(page: Page) {
    await expect(page.getByText(m.errorBoundary.oops)).toHaveCount(0);
    await expect(page.getByText(m.errorBoundary.unexpected)).toHaveCount(0);
  }

  /** The field's error, tied to its control by aria-describedby. */
  async function expectFieldError(page: Page, label: string, text: string) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }

  test.describe(`console filters refuse what the API refuses (${lang})`, () => {
    for (const viewport of [undefined, PHONE]) {
      test(`the orders' e-mail with a NUL and an impossible day: field errors in the form${viewport ? ' (390 px)' : ''}`, async ({ browser, baseURL }) => {
        const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/orders`, viewport);
        const response = await page.goto(`${prefix}/staff/orders?email=a%00b%40acme.test&from=9999-99-99&to=2026-02-29`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: s.orders.title })).toBeVisible();
        await noErrorBoundary(page);
        await expectFieldError(page, s.orders.email, m.validation.invalid_characters);
        await expectFieldError(page, s.orders.from, m.validation.invalid_date);
        await expectFieldError(page, s.orders.to, m.validation.invalid_date);
        // The values as sent (a NUL reaches the page as U+FFFD: HTML has no NUL).
        await expect(page.getByLabel(s.orders.from, { exact: true })).toHaveValue('9999-99-99');
        await expect(page.getByLabel(s.orders.email, { exact: true })).toHaveValue(/^a.b@acme\.test$/);
        await expect(page.getByRole('alert').filter({ hasText: s.orders.invalidFilters })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        if (viewport) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      });
    }

    test('an impossible day typed into the audit log filter, then a real one', async ({ browser, baseURL }) => {
      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/audit?from=2026-04-31`);
      await expect(page.getByRole('heading', { level: 1, name: s.audit.title })).toBeVisible();
      await expectFieldError(page, s.audit.from, m.validation.invalid_date);
      // The refused day is a text field now, so it keeps what is typed.
      await page.getByLabel(s.audit.from, { exact: true }).fill('2026-02-30');
      await page.getByRole('button', { name: s.audit.apply }).click();
      await expect(page).toHaveURL(/from=2026-02-30/);
      await expectFieldError(page, s.audit.from, m.validation.invalid_date);
      await expect(page.getByLabel(s.audit.from, { exact: true })).toHaveValue('2026-02-30');
      await noErrorBoundary(page);
      await page.getByLabel(s.audit.from, { exact: true }).fill('2026-02-28');
      await page.getByRole('button', { name: s.audit.apply }).click();
      await expect(page).toHaveURL(/from=2026-02-28/);
      await expect(page.getByLabel(s.audit.from, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: s.audit.invalidFilters })).toHaveCount(0);
    });

    test("the customers' search with a control character, and the quotes' partner with a NUL", async ({ browser, baseURL }) => {
      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/customers?q=%1B%5B31m&partner=acme`);
      await expect(page.getByRole('heading', { level: 1, name: s.customers.title })).toBeVisible();
      await expectFieldError(page, s.customers.search, m.validation.invalid_characters);
      await expect(page.getByLabel(s.customers.partner, { exact: true })).toHaveValue('acme');
      await noErrorBoundary(page);
      const quotes = await page.goto(`${prefix}/staff/quotes?partner=a%00`);
      expect(quotes?.status()).toBe(200);
      await expect(page.getByRole('alert').filter({ hasText: m.validation.invalid_characters })).toBeVisible();
      await noErrorBoundary(page);
    });

    test('a NUL in a record path is the 404 page, not the error boundary', async ({ browser, baseURL }) => {
      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector);
      for (const path of ['partners/%00', 'partners/a%00b/pages', 'partners/a%00b/coupons', 'orders/%00', 'quotes/%00']) {
        const response = await page.goto(`${prefix}/staff/${path}`);
        expect([path, response?.status()]).toEqual([path, 404]);
        await noErrorBoundary(page);
      }
    });
  });
}
