import { expect, test, type APIRequestContext } from '@playwright/test';
import type { StaffFiscalList } from '../lib/contract/staff-fiscal';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { COMPANY, placeOrderOverApi } from './support/place-order';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { moveOrderAsStaff } from './support/orders';

/**
 * The fiscal documents of the staff console (issue #47, decision 0070), in both languages: an
 * invoice to a buyer myDATA does not know is refused (the sandbox is told which ΑΦΜ, so nobody
 * else's documents are touched); the Employee sees myDATA's reason, corrects the buyer (a wrong
 * ΑΦΜ is refused with the field's message and what was typed kept), and the document is then
 * transmitted with a MARK. A transmitted invoice with a wrong buyer is corrected by a new invoice
 * (decision 0080): the old one is cancelled at myDATA with its cancellation MARK, the new one
 * replaces it. On a phone the page does not scroll sideways.
 */
const UNKNOWN = { en: '123456783', el: '800123456' } as const;

async function dispatchedInvoice(request: APIRequestContext, lang: 'el' | 'en', baseURL: string, context: Parameters<typeof loginThroughApi>[1], expected: 'rejected' | 'transmitted' = 'rejected'): Promise<string> {
  expect((await request.post('/api/test/mydata-sandbox', { data: { mode: 'ok', unregistered: Object.values(UNKNOWN) } })).ok()).toBe(true);
  const email = uniqueEmail(`fiscal-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Fiscal', lastName: 'E2E' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code);
  const shop = new ShopApi(request, session.at, lang);
  const [variant] = await shop.variants(1, { discounted: false });
  const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: variant!.variantId, quantity: 1 }], { paymentMethod: 'cod' }, { documentType: 'Invoice', invoice: { ...COMPANY, vatNumber: expected === 'rejected' ? UNKNOWN[lang] : COMPANY.vatNumber } });
  const headers = await employeeAuth(request);
  const id = ((await (await request.get(`/api/staff/orders?number=${placed.orderNumber}`, { headers })).json()) as { items: { id: number }[] }).items[0]!.id;
  await moveOrderAsStaff(request, id, ['Processing', 'InDelivery'], headers);
  // The server's job sends it within a second or two; myDATA (the sandbox) refuses it, or registers it.
  const documentOf = async () => ((await (await request.get(`/api/staff/fiscal-documents?pageSize=100&status=${expected}`, { headers })).json()) as StaffFiscalList).items.find((d) => d.orderNumber === placed.orderNumber);
  await expect.poll(async () => (await documentOf())?.status, { timeout: 20_000 }).toBe(expected);
  return placed.orderNumber;
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const f = m.staff.fiscal;

  test.describe(`staff fiscal documents (${lang})`, () => {
    test("a refused invoice: myDATA's reason, a wrong ΑΦΜ refused with what was typed kept, the buyer corrected and the invoice transmitted", async ({ browser, request, context, baseURL }) => {
      const orderNumber = await dispatchedInvoice(request, lang, baseURL!, context);
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/fiscal`);
      await expect(staff.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
      const row = staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice });
      await expect(row).toContainText(f.types.salesInvoice);
      await expect(row).toContainText(`102: counterpart VAT number ${UNKNOWN[lang]} is not registered`);
      const label = (await row.locator('td').first().textContent())!.trim();

      await row.getByText(f.correct).click();
      await row.getByLabel(f.buyer.vatNumber).fill('094014202');
      await row.getByLabel(f.buyer.city).fill('Πειραιάς');
      await row.getByRole('button', { name: fill(f.correctAndResendOf, { label }) }).click();
      const again = staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice });
      await expect(again.getByLabel(f.buyer.vatNumber)).toHaveValue('094014202');
      await expect(again.getByLabel(f.buyer.city)).toHaveValue('Πειραιάς');
      await expect(again.getByLabel(f.buyer.vatNumber)).toHaveAttribute('aria-invalid', 'true');
      await expect(again).toContainText(m.validation.vat_number_check_digit);

      await again.getByLabel(f.buyer.vatNumber).fill('094019245');
      await again.getByRole('button', { name: fill(f.correctAndResendOf, { label }) }).click();
      await expect(staff.getByRole('status').filter({ hasText: fill(f.resent, { label }) })).toBeVisible();
      await expect
        .poll(
          async () => {
            await staff.goto(`${prefix}/staff/fiscal?status=transmitted`);
            return staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice }).count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await expect(staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice })).toContainText(/(MARK|ΜΑΡΚ) 4\d{14}/);
      await staff.context().close();
    });

    test('a transmitted invoice with a wrong buyer: a wrong ΑΦΜ refused with what was typed kept; then cancelled at myDATA and replaced by a new invoice', async ({ browser, request, context, baseURL }) => {
      const orderNumber = await dispatchedInvoice(request, lang, baseURL!, context, 'transmitted');
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/fiscal?status=transmitted`);
      const row = staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice });
      const label = (await row.locator('td').first().textContent())!.trim();
      await row.getByText(f.reissue).click();
      await expect(row).toContainText(f.reissueHint);
      await row.getByLabel(f.buyer.vatNumber).fill('094019246');
      await row.getByLabel(f.buyer.name).fill('Διορθωμένη Α.Ε.');
      await row.getByRole('button', { name: fill(f.reissueOf, { label }) }).click();
      const again = staff.getByTestId('fiscal-row').filter({ hasText: orderNumber }).filter({ hasText: f.types.salesInvoice });
      await expect(again.getByLabel(f.buyer.vatNumber)).toHaveValue('094019246');
      await expect(again.getByLabel(f.buyer.name)).toHaveValue('Διορθωμένη Α.Ε.');
      await expect(again).toContainText(m.validation.vat_number_check_digit);

      await again.getByLabel(f.buyer.vatNumber).fill('094019245');
      await again.getByRole('button', { name: fill(f.reissueOf, { label }) }).click();
      await expect(staff.getByRole('status').filter({ hasText: f.reissued.split('{label}')[1]!.trim() })).toBeVisible();
      // The job cancels the old invoice at myDATA, then sends the new one.
      await expect
        .poll(
          async () => {
            await staff.goto(`${prefix}/staff/fiscal?status=cancelled`);
            return staff.getByTestId('fiscal-row').filter({ hasText: label }).filter({ hasText: orderNumber }).count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await expect(staff.getByTestId('fiscal-row').filter({ hasText: label })).toContainText(/myDATA.*5\d{14}/);
      await staff.goto(`${prefix}/staff/fiscal?status=transmitted`);
      const replacement = staff.getByTestId('fiscal-row').filter({ hasText: fill(f.replaces, { label }) });
      await expect(replacement).toContainText(orderNumber);
      await expect(replacement).toContainText(/(MARK|ΜΑΡΚ) 4\d{14}/);
      await staff.context().close();
    });
  });
}

test('the fiscal documents on a phone (390 px): nothing scrolls sideways but the table; a SalesPerson sees no Resend', async ({ browser, baseURL }) => {
  const m = messages('el');
  const staff = await staffPage(browser, baseURL!, 'el', '', STAFF.sales, '/staff/fiscal?status=all', PHONE);
  await expect(staff.getByRole('heading', { level: 1, name: m.staff.fiscal.title })).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await expect(staff.getByRole('button', { name: m.staff.fiscal.resend })).toHaveCount(0);
  await staff.context().close();
});
