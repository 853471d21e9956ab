import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Cart } from '../lib/contract/cart';
import type { Quote, StaffQuote } from '../lib/contract/quotations';
import { expectNoAxeViolations } from './support/axe';
import { money, newShopper, pickVariants, type Shopper } from './support/cart';
import { ShopApi } from './support/checkout';
import { ACME } from './support/data';
import { messages, type Lang } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { placeOrderOverApi } from './support/place-order';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * Quotations (issue #18 item 3), both languages: a quote asked for from the cart, revised by staff
 * through the operations API, accepted on its page and ordered at the quoted price; a quote that
 * expires in the cart refuses the order (quote_expired); the profile's list and a quote at 390 px.
 */
const headers = (shopper: Shopper, lang: Lang) => ({ Authorization: `Bearer ${shopper.session.at}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang });

async function shopperWithLine(request: APIRequestContext, context: Parameters<typeof newShopper>[1], baseURL: string, lang: Lang) {
  const shopper = await newShopper(request, context, baseURL, lang);
  const [pick] = await pickVariants(shopper.catalog, 1, { minStock: 6, discounted: true });
  const cart0 = await shopper.cart.add(pick!.variant.id, 2);
  return { ...shopper, cart0 };
}

async function myQuotes(request: APIRequestContext, shopper: Shopper, lang: Lang): Promise<Quote[]> {
  const res = await request.get('/api/Quotes', { headers: headers(shopper, lang) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Quote[] }).items;
}

/** The Employee prices every line at 80 % of its list price, valid for `validMs`. */
async function revise(request: APIRequestContext, uid: string, validMs = 86_400_000): Promise<StaffQuote> {
  const auth = await employeeAuth(request);
  const list = (await (await request.get('/api/staff/quotes?status=Pending&partner=acme', { headers: auth })).json()) as { items: StaffQuote[] };
  const { id } = list.items.find((q) => q.uid === uid)!;
  const quote = (await (await request.get(`/api/staff/quotes/${id}`, { headers: auth })).json()) as StaffQuote;
  const res = await request.put(`/api/staff/quotes/${id}`, {
    headers: auth,
    data: { action: 'revise', validUntil: new Date(Date.now() + validMs).toISOString(), note: 'e2e', lines: quote.lines.map((l) => ({ variantId: l.variantId, quotedUnitGross: Math.floor(l.listUnitGross * 0.8) })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as StaffQuote;
}

for (const lang of ['el', 'en'] as const) {
  const prefix = lang === 'el' ? '' : '/en';
  const q = messages(lang).quotes;

  test(`a quote asked for in the cart, revised by staff, accepted and ordered at the quoted price (${lang})`, async ({ page, context, request, baseURL }) => {
    const shopper = await shopperWithLine(request, context, baseURL!, lang);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    await page.locator('summary', { hasText: q.request.title }).click();
    await expect(page.getByText(q.request.hint)).toBeVisible();
    await page.getByLabel(q.request.comment).fill(lang === 'el' ? 'Τιμή για χονδρική;' : 'A price for wholesale?');
    await page.getByRole('button', { name: q.request.submit }).click();
    await expect(page.getByText(q.request.done)).toBeVisible();
    const [asked] = await myQuotes(request, shopper, lang);
    expect(asked).toMatchObject({ status: 'Pending', requestedTotal: shopper.cart0.totals.total, lineCount: 1 });

    const revised = await revise(request, asked!.uid);
    const unit = revised.lines[0]!.quotedUnitGross!;
    await page.goto(`${prefix}/${ACME.code}/profile/quotes`);
    await expect(page.getByTestId('quotes-list')).toContainText(q.statuses.Revisioned);
    await page.getByTestId('quotes-list').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/profile/quotes/${asked!.uid}$`));
    await expect(page.getByTestId('quote-line-price')).toHaveText(money(lang, unit));
    await expect(page.getByTestId('quote-total')).toHaveText(money(lang, unit * 2));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: q.accept }).click();
    await expect(page.getByTestId('quote-status')).toHaveText(q.statuses.Accepted);

    await page.getByRole('button', { name: q.order }).click();
    await expect(page).toHaveURL(new RegExp(`/${ACME.code}/cart$`));
    await expect(page.getByTestId('cart-quote')).toContainText(q.cart.view);
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, unit * 2));
    const cart: Cart = await shopper.cart.get();
    expect(cart.quote).toMatchObject({ uid: asked!.uid, expired: false });

    const shop = new ShopApi(request, shopper.session.at, lang);
    const placed = await placeOrderOverApi(request, shop, { token: shopper.session.at, lang, email: 'orders@example.test' }, []);
    const order = await shop.order(placed.uid);
    expect([order.lines[0]!.unit.gross, order.totals.goods]).toEqual([unit, unit * 2]);
    await page.goto(`${prefix}/${ACME.code}/profile/quotes/${asked!.uid}`);
    await expect(page.getByTestId('quote-status')).toContainText(q.ordered);
    await expect(page.getByRole('button', { name: q.order })).toHaveCount(0);
  });

  test(`the Employee prices a quote in the console; a price above list is refused with what was typed kept (${lang})`, async ({ browser, context, request, baseURL }) => {
    const s = messages(lang).staff.quotes;
    const shopper = await shopperWithLine(request, context, baseURL!, lang);
    const asked = (await (await request.post('/api/Quotes', { headers: headers(shopper, lang), data: { comment: 'console' } })).json()) as Quote;
    const auth = await employeeAuth(request);
    const list = (await (await request.get('/api/staff/quotes?status=Pending', { headers: auth })).json()) as { items: StaffQuote[] };
    const { id } = list.items.find((x) => x.uid === asked.uid)!;
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/quotes`);
    await expect(staff.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await staff.goto(`${prefix}/staff/quotes/${id}`);
    await expect(staff.getByTestId('staff-quote-status')).toHaveText(q.statuses.Pending);
    await expectNoAxeViolations(staff);
    const price = staff.locator('input[name^="price-"]');
    const list0 = asked.lines[0]!.listUnitGross;
    await price.fill(`${Math.floor(list0 / 100) + 1},00`);
    await staff.getByRole('button', { name: s.revise }).click();
    await expect(staff.getByRole('alert').filter({ hasText: s.fix })).toBeVisible();
    await expect(price).toHaveValue(`${Math.floor(list0 / 100) + 1},00`);
    await expect(staff.getByText(messages(lang).errors.quote_price_above_list)).toBeVisible();
    await price.fill('1,50');
    await staff.getByRole('button', { name: s.revise }).click();
    await expect(staff.getByRole('status').filter({ hasText: s.saved.revise })).toBeVisible();
    await expect(staff.getByTestId('staff-quote-status')).toHaveText(q.statuses.Revisioned);
    const mine = (await (await request.get(`/api/Quotes/${asked.uid}`, { headers: headers(shopper, lang) })).json()) as Quote;
    expect([mine.status, mine.lines[0]!.quotedUnitGross]).toEqual(['Revisioned', 150]);
    await staff.context().close();
  });
}

test('a quote that expires in the cart says so, and the order is refused with quote_expired (en)', async ({ page, context, request, baseURL }) => {
  const lang = 'en';
  const q = messages(lang).quotes;
  const shopper = await shopperWithLine(request, context, baseURL!, lang);
  const asked = await request.post('/api/Quotes', { headers: headers(shopper, lang), data: {} });
  expect(asked.status()).toBe(201);
  const { uid } = (await asked.json()) as Quote;
  await revise(request, uid, 5_000);
  expect((await request.post(`/api/Quotes/${uid}/Accept`, { headers: headers(shopper, lang) })).status()).toBe(200);
  const moved = (await (await request.post(`/api/Quotes/${uid}/Cart`, { headers: headers(shopper, lang) })).json()) as Cart;
  expect(moved.quote).toMatchObject({ uid, expired: false });
  await page.waitForTimeout(5_500);
  await page.goto(`/en/${ACME.code}/cart`);
  const note = page.getByTestId('cart-quote');
  await expect(note).toHaveAttribute('role', 'alert');
  await expect(note).toContainText(q.cart.expired.split('{date}')[0]!.trim());
  const refused = await request.post('/api/Orders', {
    headers: { ...headers(shopper, lang), 'Idempotency-Key': `e2e-expired-${uid}` },
    data: { email: 'orders@example.test', documentType: 'Receipt', billing: { firstName: 'Nick', lastName: 'Test', country: 'GR', address: 'Ermou 24', city: 'Athens', postalCode: '105 63', mobile: '+30 691 234 5678' }, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'cod', expectedTotal: moved.totals.total },
  });
  expect([refused.status(), ((await refused.json()) as { error: string }).error]).toEqual([409, 'quote_expired']);
  await page.goto(`/en/${ACME.code}/profile/quotes/${uid}`);
  await expect(page.getByRole('button', { name: q.order })).toHaveCount(0);
});

test('390 px, Greek: the quotes list and a quote fit the screen, each line a labelled row', async ({ browser, request, baseURL }) => {
  const q = messages('el').quotes;
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  const shopper = await shopperWithLine(request, context, baseURL!, 'el');
  const asked = await request.post('/api/Quotes', { headers: headers(shopper, 'el'), data: { comment: 'Μεγάλο σχόλιο '.repeat(20) } });
  const { uid } = (await asked.json()) as Quote;
  await revise(request, uid);
  await page.goto(`/${ACME.code}/profile/quotes`);
  const card = page.getByTestId('quotes-list').getByRole('listitem').first();
  await expect(card).toContainText(q.statuses.Revisioned);
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
  await page.goto(`/${ACME.code}/profile/quotes/${uid}`);
  // The column names stay for screen readers, clipped to 1 px on the phone (each cell carries its own
  // label). Playwright counts a clipped element as visible, so the header row's box is what is checked.
  await expect(page.getByRole('columnheader', { name: q.columns.quoted })).toBeAttached();
  await expect.poll(() => page.locator('table.quote-lines thead').evaluate((head) => head.getBoundingClientRect().width <= 1 && head.getBoundingClientRect().height <= 1)).toBe(true);
  const row = page.getByTestId('quote-line').first();
  await expect(row).toBeVisible();
  expect(((await row.boundingBox())!.x + (await row.boundingBox())!.width)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByRole('button', { name: q.accept })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});
