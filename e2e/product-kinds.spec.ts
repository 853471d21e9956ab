import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { OrderGiftCards } from '../lib/contract/product-kinds';
import { CartApi } from './support/cart';
import { CatalogApi } from './support/catalog';
import { checkoutPage, money, openCheckout, ShopApi } from './support/checkout';
import { checkoutSteps } from './support/checkout-flow';
import { ACME, newPassword, uniqueEmail } from './support/data';
import { fill, messages, type Lang } from './support/i18n';
import { PHONE } from './support/phone';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { completeOrderAsStaff } from './support/orders';
import { employeeAuth } from './support/staff';

/**
 * SPEC's product kinds in the storefront (issue #45 item 5), both languages: a Bundle bought
 * through the checkout takes its parts' stock (read through the staff stock API); a Grouped
 * product's members are added to the cart together (at 390 px, where its pickers stack); a gift
 * card bought, issued once the cash-on-delivery order is completed, shown on the order's page and
 * redeemed on a second order at checkout. The demo seed's kinds (lib/backend/db/seed/demo-product-kinds.ts).
 */
const KINDS = { flask: 'P9000001-BLACK', socks: 'P9000002-GREY', bundle: 'hiking-set-p9000003', grouped: 'travel-collection-p9000004', giftCard: 'gift-card-25-p9000005' } as const;

// One at a time: the tests buy the same demo products and count their stock.
test.describe.configure({ mode: 'serial' });

async function partsStock(request: APIRequestContext): Promise<[number, number]> {
  const res = await request.get(`/api/staff/stock?skus=${KINDS.flask},${KINDS.socks}`, { headers: await employeeAuth(request) });
  expect(res.status(), await res.text()).toBe(200);
  const items = (await res.json()).items as { sku: string; stock: number }[];
  return [items.find((i) => i.sku === KINDS.flask)!.stock, items.find((i) => i.sku === KINDS.socks)!.stock];
}


/** A new verified acme customer logged in in `context`, with its email (the checkout prefills it). */
async function newShopper(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang) {
  const email = uniqueEmail(`kinds-${lang}`);
  const password = newPassword();
  await createVerifiedCustomer(request, lang, { email, password, firstName: lang === 'el' ? 'Νίκος' : 'Nick' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code, password);
  return { email, session, cart: new CartApi(request, session.at, lang), catalog: new CatalogApi(request, session.at, lang) };
}

const productPage = (page: Page, prefix: string, eurl: string) => page.goto(`${prefix}/${ACME.code}/products/${eurl}`);

for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const m = messages(lang);

  test(`a bundle bought through the checkout takes its parts' stock (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const before = await partsStock(request);
    await productPage(page, prefix, KINDS.bundle);
    const parts = page.getByTestId('bundle-parts');
    await expect(parts.getByRole('heading', { name: m.productKinds.bundleParts })).toBeVisible();
    await expect(parts.getByRole('listitem')).toHaveCount(2);
    await expect(parts.getByRole('link').nth(1)).toContainText(fill(m.productKinds.bundlePart, { quantity: 2, name: lang === 'el' ? 'Κάλτσες πεζοπορίας' : 'Hiking socks' }));
    await page.getByRole('button', { name: m.product.addToCart, exact: true }).click();
    await expect.poll(async () => (await shopper.cart.get()).itemCount).toBe(1);

    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await checkoutSteps(lang, shopper.email).courierCodToReview(ui);
    await ui.placeOrder.click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    // One flask and two pairs of socks left the shelf; the bundle's own variant is never taken.
    await expect.poll(() => partsStock(request)).toEqual([before[0] - 1, before[1] - 2]);
  });

  test(`a grouped product's members are added to the cart together, each its own line, at 390 px (${lang})`, async ({ page, context, request, baseURL }) => {
    await page.setViewportSize(PHONE);
    const shopper = await newShopper(request, context, baseURL!, lang);
    await productPage(page, prefix, KINDS.grouped);
    const group = page.getByTestId('grouped-members');
    await expect(group.getByRole('heading', { name: m.productKinds.groupedTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: m.product.addToCart, exact: true })).toHaveCount(0);
    // Nothing chosen: nothing is added and the page says why.
    await group.getByRole('button', { name: m.productKinds.groupedAdd }).click();
    await expect(group.getByRole('alert')).toHaveText(m.productKinds.groupedNothing);
    const quantities = group.getByLabel(m.productKinds.groupedQuantity);
    await expect(quantities).toHaveCount(2);
    await quantities.nth(0).fill('1');
    await quantities.nth(1).fill('3');
    await group.getByRole('button', { name: m.productKinds.groupedAdd }).click();
    await expect(group.getByRole('status')).toHaveText(m.productKinds.groupedAdded);
    const cart = await shopper.cart.get();
    expect(cart.lines.map((l) => [l.code, l.quantity]).sort()).toEqual([
      ['P9000001', 1],
      ['P9000002', 3],
    ]);
    // The members' pickers fit the phone's width.
    const box = await group.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  });

  test(`a gift card bought is issued once paid, shown on the order, and pays part of a second order at checkout (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const shop = new ShopApi(request, shopper.session.at, lang);
    const card = await shopper.catalog.byUrl(KINDS.giftCard);
    expect(card.kind).toBe('GiftCard');
    const placed = await placeOrderOverApi(request, shop, { token: shopper.session.at, lang, email: 'orders@example.test' }, [{ variantId: card.variants[0]!.id, quantity: 1 }]);
    const order = await shop.order(placed.uid);
    const headers = { Authorization: `Bearer ${shopper.session.at}`, 'X-Partner-Code': ACME.code };
    const cards = async () => (await (await request.get(`/api/Orders/${placed.uid}/GiftCards`, { headers })).json()) as OrderGiftCards;
    expect(await cards()).toMatchObject({ issued: [], awaiting: true });

    await page.goto(`${prefix}/${ACME.code}/profile/orders`);
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    await expect(page.getByRole('dialog').getByTestId('order-gift-card-awaiting')).toHaveText(m.giftCards.pendingIssue);

    await completeOrderAsStaff(request, order.orderNumber);
    const issued = (await cards()).issued;
    expect(issued).toHaveLength(1);
    const code = issued[0]!.code;
    await page.reload();
    await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: order.orderNumber }) }).click();
    await expect(page.getByRole('dialog').getByTestId('order-gift-card-code')).toContainText(code.match(/.{4}/g)!.join('-'));

    // A second order: the flask, paid partly by the card (courier and cash on delivery make it more than €25).
    const flask = await shopper.catalog.byUrl('travel-flask-p9000001');
    await shopper.cart.add(flask.variants.find((v) => v.stock > 1)!.id, 2);
    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await checkoutSteps(lang, shopper.email).courierCodToReview(ui);
    await page.getByLabel(m.giftCards.codeLabel).fill('nope-nope-nope-nope');
    await page.getByRole('button', { name: m.giftCards.apply, exact: true }).click();
    await expect(page.getByText(m.giftCards.errors.gift_card_not_found)).toBeVisible();
    await page.getByLabel(m.giftCards.codeLabel).fill(code.toLowerCase());
    await page.getByRole('button', { name: m.giftCards.apply, exact: true }).click();
    await expect(page.getByTestId('gift-card-paid')).toContainText(`−${money(lang, 2500)}`);
    await ui.placeOrder.click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    const second = decodeURIComponent(page.url().split('/').pop()!);
    const paid = (await (await request.get(`/api/Orders/${second}/GiftCards`, { headers })).json()) as OrderGiftCards;
    expect(paid.paidCents).toBe(2500);
    const balance = await request.get(`/api/GiftCards/${code}`, { headers });
    expect([balance.status(), (await balance.json()).error]).toEqual([409, 'gift_card_empty']);
  });
}
