// The demo customer's side of the benchmark, through the commerce API: log in, build the
// storefront's cookies, and give the logged-in pages data to show (an order, a non-empty cart).
// Loaded after tsx is registered (bench/run.mjs): it shares the app's cookie names and API paths.
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../lib/backend/db/seed/demo-partners.ts';
import { apiPaths } from '../../lib/contract/api-paths.ts';
import { ACCESS_TOKEN_COOKIE, encodeSessionCookie, SESSION_COOKIE } from '../../lib/session/cookies.ts';
import { SESSION_FIELDS, SESSION_PREFIX } from '../../lib/session/store.ts';
import { pageRoutes } from '../routes.mjs';
import { log } from './server.mjs';

export const PARTNER = 'acme';
const EMAIL = 'demo@acme.test';
/** The billing address of the benchmark's order (a valid Greek address). */
const ATHENS = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', country: 'GR', address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '10671', mobile: '6912345678' };

/** Logs the demo customer in: the cookies the storefront's pages read, the session (for a browser), and a client of the API. */
export async function logIn(base, email = EMAIL) {
  const headers = { 'content-type': 'application/json', 'X-Partner-Code': PARTNER, 'Accept-Language': 'el' };
  const res = await fetch(`${base}/api${apiPaths.login}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: DEMO_PASSWORD, partnerCode: PARTNER }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const session = await res.json();
  const cookies = [
    { name: SESSION_COOKIE, value: encodeSessionCookie({ id: session.id, ld: Date.now(), rd: session.rd, pc: PARTNER }) },
    { name: ACCESS_TOKEN_COOKIE, value: session.at },
  ];
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const apiHeaders = { authorization: `Bearer ${session.at}`, 'X-Partner-Code': PARTNER, 'Accept-Language': 'el' };
  async function api(method, path, body, extra = {}) {
    const r = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...apiHeaders, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} /api${path} → ${r.status} ${await r.text()}`);
    return r.status === 204 ? undefined : r.json();
  }
  return { pageHeaders: { cookie }, apiHeaders, api, session, cookies };
}

/** The browser session a UI login leaves in localStorage (as e2e/support/session.ts does), as key → value. */
export function browserSessionEntries(session) {
  const record = { ...session, ld: Date.now(), impersonation: 'false' };
  return Object.fromEntries(SESSION_FIELDS.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [SESSION_PREFIX + field, String(record[field])]));
}

/** A product with a variant in stock, and a category that has red products (the list's two filters). */
export async function catalogueFixtures(api) {
  const list = await api('GET', `${apiPaths.listProducts}?color=red&pageSize=24`);
  const card = list.items.find((p) => p.availability.inStock);
  if (!card) throw new Error('no red product in stock in the demo catalogue');
  const detail = await api('GET', apiPaths.productByUrl.replace(':url', encodeURIComponent(card.eurl)));
  const variant = detail.variants.find((v) => v.stock > 0);
  const category = list.facets.categories.find((c) => c.count > 0)?.value;
  if (!variant || !category) throw new Error(`no variant in stock or no category for ${card.eurl}`);
  return { eurl: card.eurl, variantId: variant.id, category };
}

/**
 * The customer's orders page shows data: the demo seed has no orders, so one is placed (receipt,
 * courier to the billing address, cash on delivery) unless there is one already.
 */
export async function ensureOrder(api, variantId, email = EMAIL) {
  const orders = await api('GET', `${apiPaths.listOrders}?pageSize=1`);
  if (orders.total > 0) return;
  const cart = await api('POST', apiPaths.addCartItem, { variantId, quantity: 1 });
  const options = await api('GET', apiPaths.checkoutOptions);
  const courier = cart.totals.total >= options.freeDeliveryThreshold ? 0 : options.shipping.find((s) => s.method === 'courier').cost;
  const fee = options.payment.find((p) => p.method === 'cod').fee;
  const order = { email, documentType: 'Receipt', billing: ATHENS, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'cod', expectedTotal: cart.totals.total + courier + fee };
  const placed = await api('POST', apiPaths.placeOrder, order, { 'Idempotency-Key': `bench-${randomUUID()}` });
  log(`placed order ${placed.orderNumber} (cash on delivery)`);
}

/** The cart and checkout pages render a non-empty cart: one product in it. */
export async function ensureCart(api, variantId) {
  let cart = await api('GET', apiPaths.getCart);
  if (cart.lines.length === 0) cart = await api('POST', apiPaths.addCartItem, { variantId, quantity: 1 });
  if (cart.lines.length === 0 || cart.lines.some((line) => line.problem)) throw new Error('the cart could not be filled with a buyable line');
  log(`cart: ${cart.lines.length} line(s), ${cart.itemCount} item(s)`);
}

/** The demo customer logged in over the API with a cart line, and the pages of bench/routes.mjs by key. */
export async function shopRoutes(base) {
  const customer = await logIn(base);
  const fixtures = await catalogueFixtures(customer.api);
  await ensureCart(customer.api, fixtures.variantId);
  return { customer, byKey: new Map(pageRoutes({ partner: PARTNER, ...fixtures }).map((route) => [route.key, route])) };
}

/** Each page rendered once by the server (the cached ones are stored then), as the customer where it needs one. */
export async function renderOnce(base, customer, routes) {
  for (const route of routes) await fetch(base + route.path, { headers: route.auth ? customer.pageHeaders : {}, redirect: 'manual' });
}

/**
 * The pages of bench/routes.mjs by key, ready to load in a phone's browser (390 px, touch): the
 * demo customer logged in with a cart line, and two browser contexts, one for a visitor and one
 * with the customer's cookies and browser session (bench:tasks, bench:breakdown).
 */
export async function phoneShop(browser, base) {
  const { customer, byKey } = await shopRoutes(base);
  const screen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const visitor = await browser.newContext(screen);
  const shopper = await browser.newContext(screen);
  await shopper.addCookies(customer.cookies.map(({ name, value }) => ({ name, value, url: base, sameSite: 'Lax' })));
  await shopper.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), browserSessionEntries(customer.session));
  return { byKey, visitor, shopper };
}
