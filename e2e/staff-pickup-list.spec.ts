import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { pdfText } from '../lib/testing/pdf-text';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { employeeAuth, orderInProcessing, STAFF, staffPage } from './support/staff';

/**
 * The day's ACS pickup list from the console (issue #48, decision 0085), in both languages: five
 * courier orders shipped (over the operations API); with one label not printed the console names
 * its order and issues nothing; once printed, one list is issued and its PDF names all five
 * vouchers. Other specs may ship courier orders meanwhile: the list takes theirs too, and an issue
 * refused for their unprinted labels is pressed again.
 */
async function shippedCourierOrders(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: 'el' | 'en', count: number) {
  const customer = await orderingCustomer(request, context, baseURL, lang, 'pickup');
  const variants = await customer.shop.variants(count);
  const headers = await employeeAuth(request);
  const shipped: { id: number; orderNumber: string; voucher: string }[] = [];
  for (const variant of variants) {
    const placed = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: variant.variantId, quantity: 1 }]);
    const { id } = await orderInProcessing(request, placed.orderNumber);
    const shipment = (await (await request.post(`/api/staff/orders/${id}/shipment`, { headers })).json()) as { parcelId: string };
    shipped.push({ id, orderNumber: placed.orderNumber, voucher: shipment.parcelId });
  }
  const print = async (id: number) => expect((await request.get(`/api/staff/orders/${id}/shipment/label?paper=A4`, { headers })).status()).toBe(200);
  return { shipped, print };
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const t = m.staff.shipping;

  test(`five courier orders go on one ACS pickup list; an unprinted label is named first; the list's PDF read back (${lang})`, async ({ request, context, browser, baseURL }) => {
    const { shipped, print } = await shippedCourierOrders(request, context, baseURL!, lang, 5);
    for (const order of shipped.slice(0, 4)) await print(order.id);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/shipping`);
    await expect(staff.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await staff.getByRole('button', { name: t.issue }).click();
    await expect(staff.locator('.form-alert-error')).toContainText(shipped[4]!.orderNumber);

    await print(shipped[4]!.id);
    await expect(async () => {
      await staff.getByRole('button', { name: t.issue }).click();
      await expect(staff.getByRole('status').filter({ hasText: t.issued.split('{number}')[0]!.trim() })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const row = staff.getByTestId('pickup-list-row').first();
    const number = (await row.locator('td').first().textContent())!.trim();
    const [download] = await Promise.all([staff.waitForEvent('download'), row.getByRole('link', { name: fill(t.download, { number }) }).click()]);
    const text = await pdfText(await readFile(await download.path()));
    for (const order of shipped) expect(text).toContain(order.voucher);
    await staff.context().close();
  });
}

test('the shipping page on a phone (390 px): nothing scrolls sideways; a SalesPerson issues nothing (el)', async ({ browser, baseURL }) => {
  const m = messages('el');
  const sales = await staffPage(browser, baseURL!, 'el', '', STAFF.sales, '/staff/shipping', PHONE);
  await expect(sales.getByRole('heading', { level: 1, name: m.staff.shipping.title })).toBeVisible();
  await expect(sales.getByRole('button', { name: m.staff.shipping.issue })).toHaveCount(0);
  await expectNoSidewaysScroll(sales);
  await sales.context().close();
});
