import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../lib/testing/pdf-text';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { employeeAuth, orderInProcessing, STAFF, staffPage } from './support/staff';
import { latestMail } from './support/outbox';

/**
 * Shipping from the console (issue #48, decisions 0082–0083), in both languages: a locker order
 * paid by card (at the Viva sandbox) is shipped with Box Now and a cash-on-delivery courier order
 * with ACS from their pages; the tracking number shows, the order is out for delivery, the labels
 * download as the carriers' PDFs (read back); Box Now away is said and pressed again; the page does
 * not scroll sideways on a phone. The carriers are the sandboxes inside the API.
 */
/** A cash-on-delivery courier order in Processing (staff moved it over the operations API). */
async function courierOrder(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: 'el' | 'en'): Promise<{ id: number; orderNumber: string; total: number }> {
  const customer = await orderingCustomer(request, context, baseURL, lang, 'courier');
  const [variant] = await customer.shop.variants(1);
  const placed = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: variant!.variantId, quantity: 1 }]);
  return { ...(await orderInProcessing(request, placed.orderNumber)), orderNumber: placed.orderNumber };
}

async function paidLockerOrder(page: Page, request: APIRequestContext, context: BrowserContext, baseURL: string, lang: 'el' | 'en'): Promise<{ id: number; orderNumber: string; email: string }> {
  const customer = await orderingCustomer(request, context, baseURL, lang, 'shipping');
  const [variant] = await customer.shop.variants(1);
  const locker = await customer.shop.someLocker();
  const placed = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: variant!.variantId, quantity: 1 }], { paymentMethod: 'card', cardProvider: 'Viva' }, { documentType: 'Receipt' }, { shippingMethod: 'boxnow', lockerId: locker.id });
  if (placed.payment.kind !== 'redirect') throw new Error('expected the card page');
  await page.goto(placed.payment.url);
  await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
  await page.getByRole('button', { name: messages(lang).sandbox.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-success\//, { timeout: 20_000 });
  return { id: (await orderInProcessing(request, placed.orderNumber)).id, orderNumber: placed.orderNumber, email: customer.auth.email };
}

/** Reloads the order page until its shipment's delivery note has myDATA's MARK (the server's job sends it within seconds; decision 0089). */
async function deliveryNoteRegistered(staff: Page, panel: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await staff.reload();
      return (await panel.getByTestId('delivery-note').textContent()) ?? '';
    }, { timeout: 20_000 })
    .toMatch(/4\d{14}/);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const sh = m.staff.order.shipment;

  test(`an Employee ships a locker order with Box Now: tracking number, out for delivery, the label read back; Box Now delivers, the order completes and the customer sees the timeline (${lang})`, async ({ page, request, context, browser, baseURL }) => {
    const order = await paidLockerOrder(page, request, context, baseURL!, lang);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${order.id}`);
    const panel = staff.getByRole('region', { name: sh.title });
    await expect(panel).toContainText(fill(sh.none, { carrier: 'Box Now' }));
    await panel.getByRole('button', { name: fill(sh.ship, { carrier: 'Box Now' }) }).click();
    await expect(staff.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
    await expect(panel).toContainText(sh.status.created);
    await expect(panel).toContainText(sh.prepaid);
    const tracking = (await panel.locator('dd').nth(2).textContent())!.trim();
    expect(tracking).toMatch(/^\d{10}$/);
    await expect(staff.getByText(m.orders.status.InDelivery).first()).toBeVisible();
    // Pressed once: no second "Ship" button.
    await expect(panel.getByRole('button', { name: fill(sh.ship, { carrier: 'Box Now' }) })).toHaveCount(0);

    const [download] = await Promise.all([staff.waitForEvent('download'), panel.getByRole('link', { name: sh.label.A6 }).click()]);
    expect(download.suggestedFilename()).toBe(`${order.orderNumber}-1-label-A6.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(tracking);
    expect(text).toContain(order.orderNumber);
    await staff.context().close();

    // The sandbox plays Box Now's events and calls the shop's webhook as Box Now does; the tracking job reads them too.
    expect((await request.post('/api/test/carrier-event', { data: { carrier: 'boxnow', parcelId: tracking, event: 'final-destination' } })).ok()).toBe(true);
    // In the locker: the customer's order shows the code that opens it (decision 0092).
    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    await expect(page.getByRole('dialog').getByText(m.orders.tracking.lockerCode)).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('locker-code')).toHaveText(/^\d{6}$/);
    expect((await request.post('/api/test/carrier-event', { data: { carrier: 'boxnow', parcelId: tracking, event: 'delivered' } })).ok()).toBe(true);
    await expect.poll(async () => (await (await request.get(`/api/staff/orders/${order.id}`, { headers: await employeeAuth(request) })).json()).statusName, { timeout: 20_000 }).toBe('Completed');
    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    const timeline = page.getByRole('dialog').getByRole('list', { name: m.orders.tracking.events });
    await expect(timeline).toContainText(m.orders.tracking.kinds.ready_for_pickup);
    await expect(timeline).toContainText(m.orders.tracking.kinds.delivered);
    // The "delivered" mail, in the order's language, read back.
    const mail = await latestMail(request, order.email, 'orderDelivered');
    expect(mail.language).toBe(lang);
    expect(mail.subject).toContain(order.orderNumber);
    expect(mail.text).toContain(fill(m.email.orderDelivered.body, { number: order.orderNumber }));
  });
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const sh = m.staff.order.shipment;

  test(`an Employee ships a cash-on-delivery courier order with ACS: the voucher, the cash to collect, the A4 label read back; the customer sees the tracking (${lang})`, async ({ page, request, context, browser, baseURL }) => {
    const order = await courierOrder(request, context, baseURL!, lang);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${order.id}`);
    const panel = staff.getByRole('region', { name: sh.title });
    await panel.getByRole('button', { name: fill(sh.ship, { carrier: 'ACS Courier' }) }).click();
    await expect(staff.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
    await expect(panel).toContainText('ACS Courier');
    const voucher = (await panel.locator('dd').nth(2).textContent())!.trim();
    expect(voucher).toMatch(/^\d{10}$/);
    const [download] = await Promise.all([staff.waitForEvent('download'), panel.getByRole('link', { name: sh.label.A4 }).click()]);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(voucher);
    expect(text).toContain(`${(order.total / 100).toFixed(2)} €`);
    // Its digital delivery note (decision 0089): myDATA's MARK once the job sent it, and the PDF with the carrier and the QR.
    await deliveryNoteRegistered(staff, panel);
    await expect(panel.getByTestId('delivery-note').getByRole('link', { name: sh.deliveryNoteQr })).toHaveAttribute('href', /QRInfo\?q=/);
    const [noteDownload] = await Promise.all([staff.waitForEvent('download'), panel.getByRole('link', { name: sh.deliveryNoteDownload }).click()]);
    const note = await pdfText(await readFile(await noteDownload.path()));
    expect(note).toContain(lang === 'en' ? 'Δελτίο Αποστολής / Delivery note' : 'Δελτίο Αποστολής');
    expect(note).toContain(voucher);
    expect(note).toContain(order.orderNumber);
    await staff.context().close();

    // The customer's order: the tracking number and the carrier's page.
    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    const tracking = page.getByRole('dialog').getByRole('region', { name: m.orders.tracking.title });
    await expect(tracking.getByTestId('tracking-number')).toHaveText(voucher);
    const link = tracking.getByRole('link', { name: fill(m.orders.tracking.follow, { carrier: 'ACS Courier' }) });
    expect(await link.getAttribute('href')).toContain(`generalCode=${voucher}`);

    // ACS returns it to the sender: the order is not delivered.
    expect((await request.post('/api/test/carrier-event', { data: { carrier: 'acs', parcelId: voucher, event: 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ', location: 'ΑΘΗΝΑ' } })).ok()).toBe(true);
    await expect.poll(async () => (await (await request.get(`/api/staff/orders/${order.id}`, { headers: await employeeAuth(request) })).json()).statusName, { timeout: 20_000 }).toBe('NotDelivered');
  });
}

for (const { lang, prefix } of LANGUAGES) {
  test(`an Employee cancels a voucher before Box Now took the parcel: the order is back in Processing, its delivery note cancelled, and it ships again (${lang})`, async ({ page, request, context, browser, baseURL }) => {
    const m = messages(lang);
    const sh = m.staff.order.shipment;
    const order = await paidLockerOrder(page, request, context, baseURL!, lang);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${order.id}`);
    const panel = staff.getByRole('region', { name: sh.title });
    // The status form never offers "out for delivery" for a locker order: it leaves with its voucher.
    await expect(staff.getByLabel(m.staff.order.change.status).getByRole('option', { name: m.orders.status.InDelivery })).toHaveCount(0);
    await panel.getByRole('button', { name: fill(sh.ship, { carrier: 'Box Now' }) }).click();
    await expect(staff.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
    const voucher = (await panel.locator('dd').nth(2).textContent())!.trim();
    // Once its delivery note has its MARK, the voucher can be cancelled.
    await deliveryNoteRegistered(staff, panel);
    await panel.getByRole('button', { name: sh.cancel }).click();
    await expect(staff.getByRole('status').filter({ hasText: sh.cancelled })).toBeVisible();
    await expect(staff.getByText(m.orders.status.Processing).first()).toBeVisible();
    // Shipped again: a new voucher.
    await panel.getByRole('button', { name: fill(sh.ship, { carrier: 'Box Now' }) }).click();
    await expect(staff.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
    await expect(panel.locator('dd').nth(2)).not.toHaveText(voucher);
    await staff.context().close();
  });
}

for (const { lang, prefix } of LANGUAGES) {
  test(`an Employee ticks two orders in the list and ships them together; shipped, they can no longer be ticked (${lang})`, async ({ request, context, browser, baseURL }) => {
    const m = messages(lang);
    const first = await courierOrder(request, context, baseURL!, lang);
    const second = await courierOrder(request, context, baseURL!, lang);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders?status=Processing`);
    const ship = m.staff.orders.ship;
    for (const order of [first, second]) await staff.getByRole('checkbox', { name: fill(ship.selectOrder, { number: order.orderNumber }) }).check();
    await staff.getByRole('button', { name: ship.submit }).click();
    const told = staff.getByRole('status').filter({ hasText: first.orderNumber });
    await expect(told).toContainText(second.orderNumber);
    // Shipped: no longer tickable, and out for delivery.
    await expect(staff.getByRole('checkbox', { name: fill(ship.selectOrder, { number: first.orderNumber }) })).toHaveCount(0);
    const headers = await employeeAuth(request);
    for (const order of [first, second]) {
      expect((await (await request.get(`/api/staff/orders/${order.id}`, { headers })).json()).statusName).toBe('InDelivery');
      // Their labels printed, as the warehouse does next: the day's ACS pickup list then takes them.
      expect((await request.get(`/api/staff/orders/${order.id}/shipment/label?paper=A4`, { headers })).status()).toBe(200);
    }
    await staff.context().close();
  });
}

test('Box Now away: the console says nothing was shipped and the order stays; pressed again once it is back, shipped (en)', async ({ page, request, context, browser, baseURL }) => {
  const m = messages('en');
  const sh = m.staff.order.shipment;
  const order = await paidLockerOrder(page, request, context, baseURL!, 'en');
  const staff = await staffPage(browser, baseURL!, 'en', '/en', STAFF.employee, `/en/staff/orders/${order.id}`);
  const panel = staff.getByRole('region', { name: sh.title });
  expect((await request.post('/api/test/boxnow-sandbox', { data: { mode: 'down' } })).ok()).toBe(true);
  try {
    await panel.getByRole('button', { name: fill(sh.ship, { carrier: 'Box Now' }) }).click();
    await expect(staff.getByRole('alert').filter({ hasText: m.errors.carrier_unavailable })).toBeVisible();
    await expect(panel).toContainText(sh.status.creating);
    await expect(staff.getByText(m.orders.status.Processing).first()).toBeVisible();
  } finally {
    expect((await request.post('/api/test/boxnow-sandbox', { data: { mode: 'ok' } })).ok()).toBe(true);
  }
  await panel.getByRole('button', { name: sh.retry }).click();
  await expect(staff.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
  await expect(panel).toContainText(sh.status.created);
  await staff.context().close();
});

test('the shipment panel on a phone (390 px): the order page does not scroll sideways; a SalesPerson sees no Ship button (el)', async ({ page, request, context, browser, baseURL }) => {
  const m = messages('el');
  const order = await paidLockerOrder(page, request, context, baseURL!, 'el');
  const sales = await staffPage(browser, baseURL!, 'el', '', STAFF.sales, `/staff/orders/${order.id}`, PHONE);
  const panel = sales.getByRole('region', { name: m.staff.order.shipment.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(sales);
  await sales.context().close();
});
