import { expect, test, type APIRequestContext } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { moveOrderAsStaff } from './support/orders';

/**
 * Orders by phone and staff notes (issue #44 items 2 and 6): a sales person places an order while
 * shopping as the customer and writes two notes in the console, one for the customer and one for
 * staff only; the customer's order says it was placed by phone by that sales person and shows the
 * note meant for them, never the other; the profile lists what was done on their behalf; the
 * console never offers Returned by hand, and the operations API refuses it. The Greek run shows the
 * customer's side at 390 px.
 */
const SALES_NAME = 'Πέτρος Αλεξίου';

async function salesAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/staff/login', { data: { email: STAFF.sales, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;

  test(`an order placed by phone shows who placed it and the notes meant for the customer only (${lang})`, async ({ browser, context, page, request, baseURL }) => {
    const email = uniqueEmail(`phone-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Phone', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);

    // The sales person shops as the customer (the console's one-time code, spent over the API) and orders.
    const started = await request.post(`/api/staff/customers/${session.id}/impersonation`, { headers: await salesAuth(request) });
    expect(started.ok(), await started.text()).toBe(true);
    const exchanged = await request.post('/api/Customers/Impersonation', { headers: { 'X-Partner-Code': ACME.code }, data: { code: ((await started.json()) as { code: string }).code } });
    expect(exchanged.ok(), await exchanged.text()).toBe(true);
    const impersonated = ((await exchanged.json()) as { at: string }).at;
    const shop = new ShopApi(request, impersonated, lang);
    const [variant] = await shop.variants(1, { discounted: false });
    const placed = await placeOrderOverApi(request, shop, { token: impersonated, lang, email }, [{ variantId: variant!.variantId, quantity: 1 }]);
    const order = await shop.order(placed.uid);
    expect(order).toMatchObject({ channel: 'Phone', placedBy: SALES_NAME });

    // In the console: who placed it, then a note for staff only and one for the customer.
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.sales, `${prefix}/staff/orders?number=${order.orderNumber}`);
    await staff.getByRole('link', { name: order.orderNumber, exact: true }).click();
    await expect(staff.getByText(fill(s.order.placedBy, { name: SALES_NAME }))).toBeVisible();
    const internal = lang === 'el' ? 'Εσωτερικό: ο πελάτης θέλει τηλεφώνημα πριν την παράδοση.' : 'Internal: the customer wants a call before delivery.';
    const forCustomer = lang === 'el' ? 'Το δέμα σας φεύγει σήμερα.\nΕυχαριστούμε!' : 'Your parcel leaves today.\nThank you!';
    const notes = staff.getByRole('region', { name: s.order.notes.title });
    await notes.getByLabel(s.order.notes.body).fill(internal);
    await notes.getByRole('button', { name: s.order.notes.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: s.order.notes.added })).toBeVisible();
    await notes.getByLabel(s.order.notes.body).fill(forCustomer);
    await notes.getByLabel(s.order.notes.forCustomerLabel).check();
    await notes.getByRole('button', { name: s.order.notes.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: s.order.notes.added })).toBeVisible();
    const listed = notes.getByTestId('staff-note');
    await expect(listed).toHaveCount(2);
    await expect(listed.nth(0)).toContainText(SALES_NAME);
    await expect(listed.nth(0)).toContainText(s.order.notes.internal);
    await expect(listed.nth(1)).toContainText(s.order.notes.forCustomer);

    // A status change whose note the customer sees too.
    const withChange = lang === 'el' ? 'Η παραγγελία σας ετοιμάζεται.' : 'Your order is being prepared.';
    const change = staff.getByRole('region', { name: s.order.change.title });
    await change.getByLabel(s.order.change.status).selectOption('Processing');
    await change.getByLabel(s.order.change.note).fill(withChange);
    await change.getByLabel(s.order.change.noteForCustomer).check();
    await change.getByRole('button', { name: s.order.change.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(s.order.change.changed, { status: m.orders.status.Processing }) })).toBeVisible();
    await expect(listed).toHaveCount(3);
    await expect(listed.nth(2)).toContainText(fill(s.order.notes.withStatus, { status: m.orders.status.Processing }));

    // Completed by an Employee: the console offers a refund only, never Returned, and the API refuses it.
    const id = Number(new URL(staff.url()).pathname.split('/').pop());
    const employee = await employeeAuth(request);
    await moveOrderAsStaff(request, id, ['InDelivery', 'Completed'], employee);
    await staff.reload();
    await expect(staff.getByLabel(s.order.change.status).getByRole('option')).toHaveText([m.orders.status.Refund]);
    const refused = await request.post(`/api/staff/orders/${id}/status`, { headers: await salesAuth(request), data: { status: 'Returned', expectedVersion: 3 } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'transition_needs_return' });
    // The audit log names what the sales person did as the customer.
    await staff.goto(`${prefix}/staff/audit?staff=${STAFF.sales}`);
    await expect(staff.getByRole('row').filter({ hasText: email }).filter({ hasText: fill(s.audit.onBehalf, { route: 'placeOrder' }) })).toHaveCount(1);
    await staff.context().close();

    // The customer, in their own browser (a phone in Greek): placed by phone by the sales person, the note meant for them only.
    if (lang === 'el') await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    const dialog = page.getByRole('dialog');
    const fromShop = dialog.getByRole('region', { name: m.orders.detail.notes });
    await expect(fromShop).toContainText(fill(m.orders.detail.placedByPhone, { name: SALES_NAME }));
    await expect(fromShop.locator('.order-note-body')).toHaveText([forCustomer, withChange]);
    await expect(dialog).not.toContainText(internal.slice(0, 20));
    if (lang === 'el') await expectNoSidewaysScroll(page);

    // Their profile says what staff did on their behalf, and when.
    await page.goto(`${prefix}/${ACME.code}/profile/account`);
    const activity = page.getByRole('region', { name: m.profile.activity.title });
    await expect(activity.getByTestId('activity-row').filter({ hasText: m.profile.activity.actions.placeOrder })).toContainText(SALES_NAME);
    await expect(activity.getByTestId('activity-row').filter({ hasText: m.profile.activity.actions.impersonation_start })).toHaveCount(1);
    if (lang === 'el') await expectNoSidewaysScroll(page);
  });
}
