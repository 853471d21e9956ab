import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * A late payment that cannot revive its order (issue #44 item 1), in both languages: a Viva order is
 * left on the provider's page; its deadline passes (shortened through the test endpoint; the e2e
 * server sweeps every second) and the order is cancelled; its variant's stock is then sold out
 * through the staff stock API; the customer pays on the still open provider page. The order stays
 * cancelled with the money owed back: the payment's return page, the customer's order and the staff
 * console's order page each say why, the customer in their words, staff in theirs.
 */
type StockSet = { sku: string; stock: number; expectedStock: number };

async function setStock(request: APIRequestContext, headers: { Authorization: string }, item: StockSet): Promise<void> {
  const res = await request.post('/api/staff/stock', { headers, data: { items: [item] } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const o = m.orders;
  const s = m.staff;

  test(`a late payment whose goods are gone: refunded, and the customer and staff are told why (${lang})`, async ({ browser, context, page, request, baseURL }) => {
    const email = uniqueEmail(`late-refund-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Late', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    // Its stock goes to zero for a moment: a variant no other spec takes (they take the first eight
    // the catalogue lists), one per language, so the two runs never touch each other's.
    const pick = (await shop.variants(lang === 'el' ? 11 : 12)).at(-1)!;
    const sku = pick.product.variants.find((v) => v.id === pick.variantId)!.sku;
    const placed = await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: pick.variantId, quantity: 1 }], { paymentMethod: 'card', cardProvider: 'Viva' });
    if (placed.payment.kind !== 'redirect') throw new Error('expected a payment page');

    // The customer reaches Viva's page and leaves it open, unpaid, past the order's deadline.
    await page.goto(placed.payment.url);
    await page.waitForURL((url) => url.pathname.includes('/sandbox/viva/'), { timeout: 20_000 });
    const deadline = await request.post('/api/test/orders/payment-deadline', { data: { orderNumber: placed.orderNumber, partnerCode: ACME.code, secondsFromNow: 1 } });
    expect(deadline.ok(), await deadline.text()).toBe(true);
    await expect.poll(async () => (await shop.order(placed.uid)).statusName, { timeout: 15_000 }).toBe('Cancelled');

    // Meanwhile the variant sells out (the ERP sets its stock to zero).
    const headers = await employeeAuth(request);
    const [level] = (await (await request.get(`/api/staff/stock?skus=${encodeURIComponent(sku)}`, { headers })).json()).items as { stock: number }[];
    expect(level!.stock).toBeGreaterThan(0);
    await setStock(request, headers, { sku, stock: 0, expectedStock: level!.stock });
    try {
      // Then the customer pays on the page still open: the money arrives after the cancellation.
      await page.getByRole('button', { name: m.sandbox.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${ACME.code}/checkout-failure\\?reason=payment_refund_due&refund=stock_gone$`), { timeout: 20_000 });
    } finally {
      await setStock(request, headers, { sku, stock: level!.stock, expectedStock: 0 });
    }
    await expect(page.locator('main').getByRole('alert')).toHaveText(`${o.detail.refundReason.stock_gone} ${m.checkoutFailure.refundWhere}`);
    expect(await shop.order(placed.uid)).toMatchObject({ statusName: 'Cancelled', paid: true, refundDue: true, refundReason: 'stock_gone' });

    await expectCustomerOrder(page, prefix, placed.orderNumber);

    // Staff see the order owing money back, with the reason in the console's words.
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector);
    await staff.getByLabel(s.orders.number).fill(placed.orderNumber);
    await staff.getByRole('button', { name: s.orders.apply }).click();
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: placed.orderNumber, exact: true }) });
    await expect(row).toContainText(`${s.order.refundReason.label}: ${s.order.refundReason.stock_gone}`);
    await row.getByRole('link', { name: placed.orderNumber, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: fill(s.order.title, { number: placed.orderNumber }) })).toBeVisible();
    await expect(staff.getByRole('status').filter({ hasText: s.order.refundReason.stock_gone })).toHaveText(`${s.order.refundReason.label}: ${s.order.refundReason.stock_gone}. ${s.order.refundDue}`);
    await expect(staff.getByText(o.detail.refundReason.stock_gone)).toHaveCount(0);
    await staff.context().close();
  });

  /** The profile's order detail: cancelled, and why the money comes back, in the customer's words only. */
  async function expectCustomerOrder(page: Page, path: string, orderNumber: string): Promise<void> {
    await page.goto(`${path}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(o.detailsOf, { number: orderNumber }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(o.detail.title, { number: orderNumber }) });
    await expect(dialog.getByRole('status').filter({ hasText: o.detail.refundReason.stock_gone })).toBeVisible();
    await expect(dialog.getByText(fill(m.orderSuccess.status, { status: o.status.Cancelled }))).toBeVisible();
    await expect(dialog).not.toContainText(o.detail.refundDue);
    await expect(dialog).not.toContainText(s.order.refundReason.stock_gone);
  }
}
