import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../lib/contract/orders';
import { expectAccessible, money, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { placeOrderOverApi, type OrderItem } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * A sellable, undiscounted variant with only a few units left (the `skip`-th found, so the two
 * languages' tests, which run at once, never take the same one).
 */
async function scarceVariant(shop: ShopApi, skip: number): Promise<{ variantId: number; stock: number; name: string }> {
  let seen = 0;
  for (let page = 1; page <= 8; page++) {
    const list = await shop.catalog.list({ status: 'Available', pageSize: 24, page });
    for (const card of list.items) {
      if (card.price.discounted) continue;
      const detail = await shop.catalog.byUrl(card.eurl);
      const variant = detail.variants.find((v) => v.stock >= 1 && v.stock <= 6 && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability));
      if (variant && seen++ === skip) return { variantId: variant.id, stock: variant.stock, name: detail.name };
    }
  }
  throw new Error('no variant with a few units left');
}

/**
 * Issue #7, the orders page (SPEC §2 profile orders, §3 order display, §4 statuses): a fresh
 * customer per test with orders placed over the API; the API is the oracle of what the page shows.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const o = m.orders;

  test.describe(`profile orders (${lang})`, () => {
    let shop: ShopApi;
    let auth: { token: string; lang: Lang; email: string };

    test.beforeEach(async ({ context, request, baseURL }) => {
      const email = uniqueEmail(`orders-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Orders', lastName: 'E2E' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
      auth = { token: session.at, lang, email };
    });

    const ordersUrl = (search = '') => `${prefix}/${ACME.code}/profile/orders${search}`;
    const row = (page: Page, orderNumber: string) => page.getByTestId('order-row').filter({ hasText: orderNumber });
    const detailsButton = (page: Page, orderNumber: string) => page.getByRole('button', { name: fill(o.detailsOf, { number: orderNumber }) });

    async function placeOrders(request: Parameters<typeof placeOrderOverApi>[0], orders: OrderItem[][]): Promise<Order[]> {
      const placed: Order[] = [];
      for (const items of orders) placed.push(await shop.order((await placeOrderOverApi(request, shop, auth, items)).uid));
      return placed;
    }

    test('empty state with the way to the products', async ({ page }) => {
      await page.goto(ordersUrl());
      await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
      await expect(page.getByText(o.empty)).toBeVisible();
      await page.getByRole('link', { name: o.browse }).click();
      await expect(page).toHaveURL(new RegExp(`/${ACME.code}/products$`));
    });

    test('the list with translated statuses and page links that keep the page in the URL', async ({ page, request }) => {
      const [a, b, c] = await shop.variants(3, { discounted: false });
      const [first, second, third] = await placeOrders(request, [[{ variantId: a!.variantId, quantity: 1 }], [{ variantId: b!.variantId, quantity: 2 }], [{ variantId: c!.variantId, quantity: 1 }]]);

      await page.goto(ordersUrl('?pageSize=2'));
      await expect(page.getByText(formatIcu(lang, o.count, { count: 3 }))).toBeVisible();
      // Newest first: the third and second order on page 1, the first on page 2.
      await expect(page.getByTestId('order-row')).toHaveCount(2);
      const newest = row(page, third!.orderNumber);
      await expect(newest).toContainText(o.status.Pending);
      await expect(newest).toContainText(money(lang, third!.totals.total));
      await expect(row(page, second!.orderNumber)).toContainText('2');
      await expectAccessible(page);

      const pages = page.getByRole('navigation', { name: m.catalog.pagination });
      await pages.getByRole('link', { name: m.catalog.next }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]pageSize=2/);
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(row(page, first!.orderNumber)).toContainText(money(lang, first!.totals.total));
      await expect(pages.locator('[aria-current="page"]')).toHaveText('2');

      // The URL alone brings the same page back (reload, shared link).
      await page.reload();
      await expect(row(page, first!.orderNumber)).toBeVisible();
      await page.goBack();
      await expect(row(page, third!.orderNumber)).toBeVisible();
    });

    test("an order's detail in a modal: totals, addresses, methods; Escape closes it", async ({ page, request }) => {
      const [a, b] = await shop.variants(2, { discounted: false });
      const [order] = await placeOrders(request, [
        [
          { variantId: a!.variantId, quantity: 2 },
          { variantId: b!.variantId, quantity: 1 },
        ],
      ]);
      await page.goto(ordersUrl());
      const open = detailsButton(page, order!.orderNumber);
      await open.click();
      const dialog = page.getByRole('dialog', { name: fill(o.detail.title, { number: order!.orderNumber }) });
      await expect(dialog).toBeVisible();
      const s = m.orderSuccess;
      await expect(dialog.getByText(fill(s.status, { status: o.status.Pending }))).toBeVisible();
      const totals = dialog.getByRole('region', { name: s.totals });
      for (const name of ['net', 'vat', 'shipping', 'codFee', 'total'] as const) {
        const cents = order!.totals[name];
        if (name === 'shipping' && cents === 0) await expect(totals.getByTestId('total-shipping')).toContainText(m.checkout.totals.free);
        else await expect(totals.getByTestId(`total-${name}`)).toContainText(money(lang, cents));
      }
      await expect(totals.getByTestId('total-discount')).toBeVisible();
      await expect(dialog.getByRole('region', { name: s.billing })).toContainText(`${order!.billing.address}, ${order!.billing.postalCode} ${order!.billing.city}`);
      await expect(dialog.getByRole('region', { name: s.billing })).toContainText(s.receipt);
      await expect(dialog.getByRole('region', { name: s.shipping })).toContainText(m.checkout.shipping.courier);
      await expect(dialog.getByRole('region', { name: s.payment })).toContainText(m.checkout.payment.cod);
      await expect(dialog.getByRole('region', { name: s.payment })).toContainText(s.payOnDelivery);
      const lines = dialog.getByRole('region', { name: s.lines });
      for (const line of order!.lines) await expect(lines.getByText(line.name)).toBeVisible();
      // A pending order offers no return yet.
      await expect(dialog.getByRole('link', { name: o.detail.returnItems })).toHaveCount(0);
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('an order saved as an order list (issue #18 item 2)', async ({ page, request }) => {
      const [a, b] = await shop.variants(2, { discounted: false });
      const [order] = await placeOrders(request, [
        [
          { variantId: a!.variantId, quantity: 2 },
          { variantId: b!.variantId, quantity: 1 },
        ],
      ]);
      await page.goto(ordersUrl());
      await detailsButton(page, order!.orderNumber).click();
      const dialog = page.getByRole('dialog');
      const name = `${o.title} ${order!.orderNumber}`;
      await dialog.getByLabel(m.orderLists.saveAs.name).fill(name);
      await dialog.getByRole('button', { name: m.orderLists.saveAs.submit }).click();
      await expect(page.getByText(fill(m.orderLists.saveAs.done, { name }))).toBeVisible();
      await page.goto(`${prefix}/${ACME.code}/profile/order-lists`);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByText(formatIcu(lang, m.orderLists.summary, { lines: 2, units: 3 }))).toBeVisible();
    });

    test('reorder puts every line back into the cart', async ({ page, request }) => {
      const [a, b] = await shop.variants(2, { discounted: false });
      const [order] = await placeOrders(request, [
        [
          { variantId: a!.variantId, quantity: 2 },
          { variantId: b!.variantId, quantity: 1 },
        ],
      ]);
      await page.goto(ordersUrl());
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await detailsButton(page, order!.orderNumber).click();
      const dialog = page.getByRole('dialog');
      const reorder = dialog.getByRole('button', { name: o.reorder.button });
      await reorder.click();
      const added = formatIcu(lang, o.reorder.added, { count: 3 });
      await expect(dialog.getByRole('status').filter({ hasText: added })).toBeVisible();
      // The header's count follows without a reload; the cart holds the order's lines.
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      const cart = await shop.cart();
      expect(cart.lines.map((l) => [l.variantId, l.quantity]).sort()).toEqual(order!.lines.map((l) => [l.variantId, l.quantity]).sort());
      await dialog.getByRole('link', { name: o.reorder.viewCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${ACME.code}/cart$`));
      for (const line of order!.lines) await expect(page.getByText(line.name).first()).toBeVisible();
    });

    test('reorder reports a line that is out of stock now', async ({ page, request }) => {
      // The last units of a variant: once ordered, nothing is left of it.
      const scarce = await scarceVariant(shop, lang === 'el' ? 0 : 1);
      const [plenty] = await shop.variants(1, { discounted: false });
      const [order] = await placeOrders(request, [
        [
          { variantId: scarce.variantId, quantity: scarce.stock },
          { variantId: plenty!.variantId, quantity: 1 },
        ],
      ]);
      await page.goto(ordersUrl());
      await detailsButton(page, order!.orderNumber).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: o.reorder.button }).click();
      const report = dialog.getByRole('status').filter({ hasText: o.reorder.partial });
      await expect(report).toBeVisible();
      await expect(report.getByRole('listitem')).toHaveCount(1);
      await expect(report.getByRole('listitem')).toContainText(scarce.name);
      await expect(report.getByRole('listitem')).toContainText(o.reorder.reasons.out_of_stock);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await expect(report.getByRole('link', { name: o.reorder.viewCart })).toBeVisible();
    });
  });
}
