import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { latestMail } from './support/outbox';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { employeeAuth, orderInProcessing, STAFF, staffPage } from './support/staff';

/**
 * Store pickup with a code (issue #48 item 2, decision 0090), in both languages: a cash-on-delivery
 * store pickup order is made ready for pickup by staff; the customer gets the code by mail and sees
 * it on their order with the store, large, and copies it; at the counter the Employee types a wrong
 * code (the field says so, what was typed stays, the order does not move), then the right one with
 * a dash: handed over, Completed, and the customer's order says collected. The Greek run is at
 * 390 px on both sides and scrolls nowhere sideways.
 */
type StaffOrderBody = { version: number; statusName: string; pickupCode: string | null };

async function staffOrder(request: APIRequestContext, id: number): Promise<StaffOrderBody> {
  return (await (await request.get(`/api/staff/orders/${id}`, { headers: await employeeAuth(request) })).json()) as StaffOrderBody;
}

/** The order moved Processing → ReadyForPickup by the Employee over the operations API (the customer is mailed): its staff id. */
async function readyForPickup(request: APIRequestContext, orderNumber: string): Promise<number> {
  const { id } = await orderInProcessing(request, orderNumber);
  const { version } = await staffOrder(request, id);
  expect((await request.post(`/api/staff/orders/${id}/status`, { headers: await employeeAuth(request), data: { status: 'ReadyForPickup', expectedVersion: version } })).status()).toBe(200);
  return id;
}

/** The customer's order detail (the profile's orders, its modal): the store pickup block. */
async function pickupBlock(page: Page, lang: Lang, prefix: string, orderNumber: string) {
  const m = messages(lang);
  await page.goto(`${prefix}/${ACME.code}/profile/orders`);
  await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: orderNumber }) }).click();
  return page.getByRole('dialog').getByRole('region', { name: m.orders.pickup.title });
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const p = m.orders.pickup;
  const sp = m.staff.order.pickup;
  const phone = lang === 'el';

  test(`a store pickup's code: mailed, shown and copied on the customer's order, typed wrong then right at the counter: handed over (${lang}${phone ? ', 390 px' : ''})`, async ({ page, context, request, browser, baseURL }) => {
    if (phone) await page.setViewportSize(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const customer = await orderingCustomer(request, context, baseURL!, lang, 'pickup');
    const [variant] = await customer.shop.variants(1);
    const store = (await customer.shop.options()).stores[0]!;
    const placed = await placeOrderOverApi(request, customer.shop, customer.auth, [{ variantId: variant!.variantId, quantity: 1 }], { paymentMethod: 'cod' }, { documentType: 'Receipt' }, { shippingMethod: 'store_pickup', storeId: store.id });
    const id = await readyForPickup(request, placed.orderNumber);
    const code = (await staffOrder(request, id)).pickupCode!;
    expect(code).toMatch(/^\d{6}$/);
    const shown = `${code.slice(0, 3)} ${code.slice(3)}`;

    // The "ready for pickup" mail: the store and the code, in the customer's language.
    const mail = await latestMail(request, customer.auth.email, 'orderReadyForPickup');
    expect(mail.language).toBe(lang);
    expect(mail.text).toContain(store.name);
    expect(mail.text).toContain(`${p.showCode}: ${shown}`);

    // The customer's order: the store, its hours, the code large, copied by its button.
    const block = await pickupBlock(page, lang, prefix, placed.orderNumber);
    await expect(block).toContainText(store.name);
    await expect(block).toContainText(fill(p.hours, { hours: store.hours }));
    await expect(block).toContainText(p.showCode);
    await expect(block.getByTestId('pickup-code')).toHaveText(shown);
    await block.getByRole('button', { name: p.copy }).click();
    await expect(block.getByRole('status')).toHaveText(p.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    if (phone) await expectNoSidewaysScroll(page);

    // At the counter: a wrong code is the field's error, what was typed stays, the order does not move.
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/orders/${id}`, phone ? PHONE : undefined);
    const panel = staff.getByRole('region', { name: sp.title });
    const field = panel.getByLabel(sp.code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await panel.getByRole('button', { name: sp.submit }).click();
    await expect(staff.getByRole('alert').filter({ hasText: m.errors.validation_failed })).toBeVisible();
    await expect(panel.getByText(m.validation.pickup_code_wrong)).toBeVisible();
    await expect(field).toHaveValue(wrong);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await staffOrder(request, id)).statusName).toBe('ReadyForPickup');

    // The right code, typed with a dash: handed over.
    await field.fill(`${code.slice(0, 3)}-${code.slice(3)}`);
    await panel.getByRole('button', { name: sp.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: sp.handedOver })).toBeVisible();
    await expect(staff.getByText(m.orders.status.Completed).first()).toBeVisible();
    await expect(panel.getByLabel(sp.code)).toHaveCount(0);
    if (phone) await expectNoSidewaysScroll(staff);
    await staff.context().close();
    expect((await staffOrder(request, id)).statusName).toBe('Completed');

    // The customer's order: collected, the code no longer shown.
    const after = await pickupBlock(page, lang, prefix, placed.orderNumber);
    await expect(after).toContainText(p.collected);
    await expect(after.getByTestId('pickup-code')).toHaveCount(0);
  });
}
