import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ACME } from './data';
import { completeOrderAsStaff } from './orders';
import { orderingCustomer, placeOrderOverApi } from './place-order';
import { PHONE } from './phone';
import { employeeAuth } from './staff';

/**
 * The console at 390 px (issue #46, decision 0052): records of every kind for the pages to show (an
 * order with a return asked for, a quotation, found through the operations API), and the check that
 * a page fits the phone's width, naming what sticks out when it does not.
 */
export type ConsoleRecords = { orderId: number; returnNumber: string; quoteId: number; memberId: number };

export async function consoleRecords(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<ConsoleRecords> {
  const { shop, auth } = await orderingCustomer(request, context, baseURL, 'el', 'staff-mobile');
  const [variant] = await shop.variants(1, { discounted: false });
  // One order completed with a return asked for; another still Pending (its status can change).
  const order = await shop.order((await placeOrderOverApi(request, shop, auth, [{ variantId: variant!.variantId, quantity: 1 }])).uid);
  await completeOrderAsStaff(request, order.orderNumber);
  const pending = await shop.order((await placeOrderOverApi(request, shop, auth, [{ variantId: variant!.variantId, quantity: 1 }])).uid);
  const headers = { Authorization: `Bearer ${auth.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': 'el' };
  const asked = await request.post('/api/Returns', { headers, data: { orderUid: order.uid, lines: [{ line: 0, quantity: 1 }], reason: 'size_or_fit' } });
  expect(asked.status(), await asked.text()).toBe(201);
  await shop.addToCart(variant!.variantId, 2);
  const quote = await request.post('/api/Quotes', { headers, data: { comment: 'Τιμή για 2 τεμάχια σε τηλέφωνο' } });
  expect(quote.status(), await quote.text()).toBe(201);
  const uid = ((await quote.json()) as { uid: string }).uid;

  const staff = await employeeAuth(request);
  const orders = (await (await request.get('/api/staff/orders', { headers: staff, params: { number: pending.orderNumber } })).json()) as { items: { id: number }[] };
  const quotes = (await (await request.get('/api/staff/quotes', { headers: staff, params: { partner: ACME.code, status: 'Pending' } })).json()) as { items: { id: number; uid: string }[] };
  const members = (await (await request.get('/api/staff/members', { headers: staff })).json()) as { items: { id: number; role: string }[] };
  return {
    orderId: orders.items[0]!.id,
    returnNumber: ((await asked.json()) as { returnNumber: string }).returnNumber,
    quoteId: quotes.items.find((q) => q.uid === uid)!.id,
    memberId: members.items.find((m) => m.role === 'SalesPerson')!.id,
  };
}

/** The elements whose right edge is past the screen's and that no scrolling or clipping box holds: what makes the page scroll sideways. */
function overflowing(): string[] {
  const width = window.innerWidth;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 0.5) continue;
    let held = false;
    for (let up = el.parentElement; up && up !== document.body && !held; up = up.parentElement) held = getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5;
    if (!held) found.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(box.right)} px) ${(el.textContent ?? '').trim().slice(0, 40)}`);
  }
  return found.slice(-6);
}

/**
 * The page fits the phone: no sideways scroll of the document; every table wider than the page's
 * main column scrolls in a focusable, labelled region (keyboard users scroll it with the arrows);
 * and `action`, the page's main action, is on the screen once scrolled to (vertically).
 */
export async function expectFitsPhone(page: Page, action: Locator): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `sideways scroll at ${PHONE.width} px: ${(await page.evaluate(overflowing)).join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => table.getBoundingClientRect().width > 0 && table.scrollWidth > (table.closest('main')?.clientWidth ?? window.innerWidth))
      .filter((table) => !table.closest('[role="region"][tabindex="0"][aria-label], [role="region"][tabindex="0"][aria-labelledby]'))
      .map((table) => table.querySelector('th')?.textContent ?? 'table'),
  );
  expect(unlabelled, 'wide tables outside a focusable, labelled scroll region').toEqual([]);
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport();
  const box = (await action.boundingBox())!;
  expect(box.x, 'the main action starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the main action ends on the screen').toBeLessThanOrEqual(PHONE.width);
}
