import { expect, test, type Page } from '@playwright/test';
import { newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { LANGUAGES, escapeRegExp, fill, messages } from './support/i18n';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/** The page in view: Next keeps the pages navigated from in the document, hidden, with the same field ids. */
const form = (page: Page) => page.locator('main:visible');

/**
 * A partner's coupons in the staff console (issue #18 item 4): an Employee creates a coupon (a
 * 150 % one is refused under its field, everything typed kept), a shopper applies it in the cart,
 * and the Employee changes it to a fixed amount typed in euros (stored in cents) and deactivates
 * it (coupons are never deleted); an Inspector sees the list without write controls. Each run
 * and language writes a coupon code of its own on acme.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.staff.coupons;

  test(`an Employee creates a coupon a shopper can use, then changes and deactivates it; a 150 % coupon is refused (${lang})`, async ({ browser, page, context, request, baseURL }) => {
    const code = `E2E-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/partners/${ACME.code}`);
    await staff.getByRole('link', { name: m.staff.partner.couponsLink }).click();
    await staff.getByRole('link', { name: c.new }).click();
    await form(staff).getByLabel(c.fields.code, { exact: true }).fill(code);
    await form(staff).getByLabel(c.fields.kind, { exact: true }).selectOption('Percentage');
    await form(staff).getByLabel(c.fields.value, { exact: true }).fill('150');
    await form(staff).getByLabel(c.fields.policy).selectOption('Additive');
    await form(staff).getByLabel(c.fields.maxRedemptions).fill('5');
    await form(staff).getByRole('button', { name: c.save }).click();
    await expect(staff.getByRole('alert').filter({ hasText: c.fix })).toBeVisible();
    await expect(form(staff).getByLabel(c.fields.value, { exact: true })).toHaveAccessibleDescription(new RegExp(escapeRegExp(m.errors.coupon_value_invalid)));
    await expect(form(staff).getByLabel(c.fields.value, { exact: true })).toHaveValue('150');
    await expect(form(staff).getByLabel(c.fields.code, { exact: true })).toHaveValue(code);
    await expect(form(staff).getByLabel(c.fields.maxRedemptions)).toHaveValue('5');

    await form(staff).getByLabel(c.fields.value, { exact: true }).fill('10');
    await form(staff).getByRole('button', { name: c.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(c.saved, { code }) })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(fill(c.percent, { value: 10 }));
    await expect(row).toContainText(c.policies.Additive);

    // A shopper applies it in the cart.
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 3, discounted: true });
    await shopper.cart.add(pick!.variant.id, 2);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await page.getByLabel(m.coupons.label).fill(code.toLowerCase());
    await page.getByRole('button', { name: m.coupons.apply, exact: true }).click();
    await expect(page.getByTestId('cart-coupon')).toContainText(code);
    expect((await shopper.cart.get()).coupon).toMatchObject({ code, problem: null });

    // A fixed amount typed in euros, and deactivated.
    await row.getByRole('link', { name: fill(c.editOf, { code }) }).click();
    await expect(form(staff).getByLabel(c.fields.code, { exact: true })).toHaveValue(code);
    await form(staff).getByLabel(c.fields.kind, { exact: true }).selectOption('FixedAmount');
    await form(staff).getByLabel(c.fields.value, { exact: true }).fill('2,50');
    await form(staff).getByLabel(c.fields.active).uncheck();
    await form(staff).getByRole('button', { name: c.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(c.saved, { code }) })).toBeVisible();
    await expect(row).toContainText(c.no);
    const list = await request.get(`/api/staff/partners/${ACME.code}/coupons`, { headers: await employeeAuth(request) });
    const saved = ((await list.json()) as { items: { code: string; kind: string; value: number; active: boolean; maxRedemptions: number | null }[] }).items.find((x) => x.code === code);
    expect(saved).toMatchObject({ kind: 'FixedAmount', value: 250, active: false, maxRedemptions: 5 });
    await staff.context().close();
  });

  test(`an Inspector sees a partner's coupons without write controls (${lang})`, async ({ browser, baseURL }) => {
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/partners/${ACME.code}/coupons`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(fill(c.heading, { name: ACME.name }));
    await expect(staff.getByText(c.readOnly)).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: 'WELCOME10' })).toBeVisible();
    await expect(staff.getByRole('link', { name: c.new })).toHaveCount(0);
    await expect(staff.getByRole('link', { name: fill(c.editOf, { code: 'WELCOME10' }) })).toHaveCount(0);
    await staff.context().close();
  });
}
