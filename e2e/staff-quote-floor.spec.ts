import { expect, test } from '@playwright/test';
import type { Quote, StaffQuote } from '../lib/contract/quotations';
import { newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { messages } from './support/i18n';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * Issue #44 item 7, both languages: a SalesPerson's price below the partner's floor is held —
 * "awaiting approval" in the console, nothing for the customer — until an Employee approves it
 * in the console, and the customer then has the quoted price.
 */
for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const m = messages(lang);
  const s = m.staff.quotes;

  test(`a SalesPerson's quote below the floor awaits approval; an Employee approves it in the console (${lang})`, async ({ browser, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 6, discounted: true });
    await shopper.cart.add(pick!.variant.id, 2);
    const headers = { Authorization: `Bearer ${shopper.session.at}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang };
    const asked = (await (await request.post('/api/Quotes', { headers, data: { comment: 'floor' } })).json()) as Quote;
    const auth = await employeeAuth(request);
    const { id } = ((await (await request.get('/api/staff/quotes?status=Pending&partner=acme', { headers: auth })).json()) as { items: StaffQuote[] }).items.find((x) => x.uid === asked.uid)!;
    const mine = async () => (await (await request.get(`/api/Quotes/${asked.uid}`, { headers })).json()) as Quote;

    const sales = await staffPage(browser, baseURL!, lang, prefix, STAFF.sales, `${prefix}/staff/quotes`);
    await sales.goto(`${prefix}/staff/quotes/${id}`);
    await sales.locator('input[name^="price-"]').fill('0,01');
    await sales.getByRole('button', { name: s.revise }).click();
    await expect(sales.getByRole('status').filter({ hasText: s.saved.held })).toBeVisible();
    await expect(sales.getByTestId('staff-quote-status')).toHaveText(`${m.quotes.statuses.Pending} · ${s.awaitingApproval}`);
    const held = sales.getByTestId('staff-quote-approval');
    await expect(held.getByText(s.approval.waiting)).toBeVisible();
    await expect(held.getByRole('button', { name: s.approval.approve })).toHaveCount(0);
    expect(await mine()).toMatchObject({ status: 'Pending', quotedTotal: null });
    await sales.context().close();

    const employee = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/quotes`);
    await expect(employee.getByTestId('staff-quote-row').filter({ has: employee.locator(`a[href$="/staff/quotes/${id}"]`) })).toContainText(s.awaitingApproval);
    await employee.goto(`${prefix}/staff/quotes/${id}`);
    const approval = employee.getByTestId('staff-quote-approval');
    await expect(approval.getByRole('heading', { name: s.approval.title })).toBeVisible();
    await expect(approval.getByText(s.approval.belowFloor, { exact: false })).toBeVisible();
    await approval.getByRole('button', { name: s.approval.approve }).click();
    await expect(employee.getByRole('status').filter({ hasText: s.saved.approve })).toBeVisible();
    await expect(employee.getByTestId('staff-quote-status')).toHaveText(m.quotes.statuses.Revisioned);
    await expect(employee.getByTestId('staff-quote-approval')).toHaveCount(0);
    const revised = await mine();
    expect([revised.status, revised.lines[0]!.quotedUnitGross]).toEqual(['Revisioned', 1]);
    await employee.context().close();
  });
}
