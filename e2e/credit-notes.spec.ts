import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '../lib/contract/orders';
import { pdfText } from '../lib/testing/pdf-text';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { moveOrderAsStaff } from './support/orders';

/**
 * Credit notes (issue #47), in both languages: a cash order sent out, undelivered and cancelled
 * gets a credit note of its receipt, transmitted by the server's job; the customer finds it in the
 * order's detail and downloads its PDF (its title, label and reason read back); staff download it
 * from the order's page.
 */
async function pdfOf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return pdfText(await readFile(await download.path()));
}

/** A cash order of the customer's, sent out, undelivered and cancelled by staff, once its credit note has a MARK. */
async function cancelledWithCreditNote(request: APIRequestContext, customer: Awaited<ReturnType<typeof orderingCustomer>>) {
  const [variant] = await customer.shop.variants(1, { discounted: false });
  const placed = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: variant!.variantId, quantity: 1 }]);
  const headers = await employeeAuth(request);
  const id = ((await (await request.get(`/api/staff/orders?number=${placed.orderNumber}`, { headers })).json()) as { items: { id: number }[] }).items[0]!.id;
  await moveOrderAsStaff(request, id, ['Processing', 'InDelivery', 'NotDelivered', 'Cancelled'], headers);
  // The server's job transmits the receipt, then its credit note (each second).
  await expect.poll(async () => ((await customer.shop.order(placed.uid)) as Order).creditNotes[0]?.mark ?? null, { timeout: 20_000 }).not.toBeNull();
  return { placed, id, credit: ((await customer.shop.order(placed.uid)) as Order).creditNotes[0]! };
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const d = m.orderDocument;

  test(`a cancelled order's credit note: listed, downloaded by the customer and by staff (${lang})`, async ({ page, request, context, baseURL, browser }) => {
    const customer = await orderingCustomer(request, context, baseURL!, lang, 'credit');
    const { placed, id, credit } = await cancelledWithCreditNote(request, customer);

    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: placed.orderNumber }) }).click();
    const dialog = page.getByRole('dialog');
    const section = dialog.getByRole('region', { name: d.download.creditNotes });
    await expect(section).toContainText(credit.label);
    await expect(section).toContainText(d.download.reasons.cancellation);
    const text = await pdfOf(page, () => section.getByRole('button', { name: fill(d.download.creditNoteOf, { label: credit.label }) }).click());
    expect(text).toContain(d.fiscalTitle.retailCredit);
    expect(text).toContain(credit.label);
    expect(text).toContain(d.creditReasons.cancellation);

    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${id}`);
    const link = staff.getByRole('link', { name: fill(d.download.creditNoteOf, { label: credit.label }) });
    const staffText = await pdfOf(staff, () => link.click());
    expect(staffText).toContain(credit.label);
    await staff.context().close();
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the order detail's credit notes fit the phone and download (el)", async ({ page, request, context, baseURL }) => {
    const m = messages('el');
    const d = m.orderDocument;
    const customer = await orderingCustomer(request, context, baseURL!, 'el', 'credit-phone');
    const { placed, credit } = await cancelledWithCreditNote(request, customer);
    await page.goto(`/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: placed.orderNumber }) }).click();
    const section = page.getByRole('dialog').getByRole('region', { name: d.download.creditNotes });
    const button = section.getByRole('button', { name: fill(d.download.creditNoteOf, { label: credit.label }) });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const box = (await section.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await pdfOf(page, () => button.click())).toContain(credit.label);
  });
});
