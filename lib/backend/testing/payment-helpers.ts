import { desc, eq } from 'drizzle-orm';
import type { PaymentProviderSlug } from '@/lib/contract/payments';
import { orders, paymentEvents, payments } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { PROVIDER_SLUGS, type ProviderName } from '../services/payments/provider';
import { pickOne } from './cart-helpers';
import { freshCustomer, orderBody, orderClient, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/**
 * Shared pieces of the payment API tests (issue #6): an order paid online, its attempt started,
 * a sandbox's forms followed like a browser, a return confirmed.
 */

/** A card, PayPal or IRIS order of a new customer (one discounted unit: it takes one unit of the quota). */
export async function placeOnlineOrder(s: OrderSuite, provider: ProviderName, options: { lang?: 'el' | 'en'; partner?: string; iris?: true } = {}) {
  const partner = options.partner ?? 'acme';
  const buyer = await freshCustomer(s.t, partner);
  const variantId = pickOne(s.oracle, partner, s.used, ({ product }) => product.discountable).variant.id;
  const cart = (await buyer.cart.add(variantId, 1)).body;
  // `iris`: an IRIS payment, which goes through its acquirer `provider` (decision 0072).
  const choice = options.iris ? { paymentMethod: 'iris' } : provider === 'Paypal' ? { paymentMethod: 'paypal' } : { paymentMethod: 'card', cardProvider: provider };
  const res = await orderClient(s.t, buyer.token, partner, options.lang ?? 'el').place(orderBody(s.t, cart, choice));
  if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
  const url = new URL(res.body.payment.url as string);
  const attemptUid = url.pathname.split('/').pop()!;
  return { buyer, variantId, uid: res.body.uid as string, orderNumber: res.body.orderNumber as string, startUrl: url, attemptUid, slug: PROVIDER_SLUGS[provider] };
}
export type OnlineOrder = Awaited<ReturnType<typeof placeOnlineOrder>>;

/** A new access token for the buyer (after the test clock moved past the old one's 15 minutes). */
export async function renewToken(t: TestApi, buyer: { id: number; partnerId: number; partner: string; token: string }): Promise<void> {
  buyer.token = await signAccessToken(t.deps, { customerId: buyer.id, partnerId: buyer.partnerId, partnerCode: buyer.partner, familyId: `renewed-${buyer.id}` });
}

/** POST /Payments/Attempts/{uid}/Start as the buyer. */
export const startAttempt = (t: TestApi, order: Pick<OnlineOrder, 'buyer' | 'attemptUid'>, token = order.buyer.token) =>
  t.call('POST', `/Payments/Attempts/${order.attemptUid}/Start`, undefined, { token, partner: order.buyer.partner });

/** POST /Payments/{slug}/Confirm; `token: null` sends no session (a bank's POST back). */
export function confirmReturn(
  t: TestApi,
  slug: PaymentProviderSlug | string,
  params: Record<string, string>,
  options: { token?: string | null; outcome?: 'success' | 'cancel'; partner?: string } = {},
) {
  return t.call('POST', `/Payments/${slug}/Confirm`, { params, outcome: options.outcome ?? 'success' }, { partner: options.partner ?? 'acme', ...(options.token ? { token: options.token } : {}) });
}

export const attemptRow = async (t: TestApi, uid: string) => (await t.db.select().from(payments).where(eq(payments.uid, uid)))[0]!;
export const orderRow = async (t: TestApi, uid: string) => (await t.db.select().from(orders).where(eq(orders.uid, uid)))[0]!;
export const eventsOf = async (t: TestApi, paymentId: number) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(desc(paymentEvents.id));

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
};

/** The first form of an HTML page: its action and its hidden fields (what a browser would post, less the button). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b[^>]*>/i.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const body = html.slice(form.index, html.indexOf('</form>', form.index));
  const fields: Record<string, string> = {};
  for (const input of body.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attr(input, 'name');
    if (name !== undefined && (attr(input, 'type') ?? 'text').toLowerCase() === 'hidden') fields[name] = attr(input, 'value') ?? '';
  }
  return { action: attr(form[0], 'action') ?? '', fields };
}

/** Posts a form like a browser (urlencoded) to an absolute URL on the test API's origin, or a path. */
export function postForm(t: TestApi, action: string, fields: Record<string, string>) {
  const url = new URL(action, t.deps.env.PUBLIC_URL);
  return t.api.request(`${url.pathname}${url.search}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

/** GETs an absolute URL on the test API's origin (a sandbox's hosted page). */
export function getPage(t: TestApi, href: string) {
  const url = new URL(href, t.deps.env.PUBLIC_URL);
  return t.api.request(`${url.pathname}${url.search}`);
}

/**
 * The same return confirmed again after a paid confirmation — with the buyer's session, without,
 * three at once, one of them on the cancel page — answers `paid` every time and changes nothing:
 * the attempt and the order rows stay as they are and there is one `paid` event.
 */
export async function expectRepeatsChangeNothing(
  t: TestApi,
  order: OnlineOrder,
  slug: PaymentProviderSlug,
  params: Record<string, string>,
): Promise<void> {
  const paid = { status: 'paid', orderUid: order.uid };
  const [payment, orderBefore] = [await attemptRow(t, order.attemptUid), await orderRow(t, order.uid)];
  t.advance(60_000);
  expect((await confirmReturn(t, slug, params, { token: order.buyer.token })).body).toEqual(paid);
  const again = await Promise.all([confirmReturn(t, slug, params), confirmReturn(t, slug, params), confirmReturn(t, slug, params, { outcome: 'cancel' })]);
  expect(again.map((a) => a.body)).toEqual([paid, paid, paid]);
  expect(await attemptRow(t, order.attemptUid)).toEqual(payment);
  expect(await orderRow(t, order.uid)).toEqual(orderBefore);
  expect((await eventsOf(t, payment.id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
}

/** A forged or mismatched return, the reason its refusal event records, and the storefront it is sent to. */
export type RefusedReturn = [params: Record<string, string>, reason: string, partner: string];

/**
 * Each return is refused with 400 `payment_failed` and changes nothing: a `refused` event with its
 * reason (none for a payment that cannot be found), the attempt still pending, the order unpaid.
 */
export async function expectRefusalsChangeNothing(t: TestApi, order: OnlineOrder, slug: PaymentProviderSlug, cases: readonly RefusedReturn[]): Promise<void> {
  const id = (await attemptRow(t, order.attemptUid)).id;
  for (const [params, reason, partner] of cases) {
    const res = await confirmReturn(t, slug, params, { partner });
    expect([res.status, res.body]).toEqual([400, { error: 'payment_failed' }]);
    if (reason !== 'unknown_payment') expect((await eventsOf(t, id))[0]).toMatchObject({ kind: 'refused', reason });
    expect(await attemptRow(t, order.attemptUid)).toMatchObject({ status: 'pending' });
    expect((await orderRow(t, order.uid)).paidAt).toBeNull();
  }
}

/** Starts the attempt and presses a button on Viva's hosted page; the return URL Viva sends the customer to. */
export async function pressAtViva(t: TestApi, order: Pick<OnlineOrder, 'buyer' | 'attemptUid'>, action: 'pay' | 'decline' | 'cancel'): Promise<URL> {
  const start = await startAttempt(t, order);
  expect([start.status, start.body]).toEqual([200, expect.objectContaining({ kind: 'redirect' })]);
  const page = await getPage(t, start.body.url);
  expect(page.status).toBe(200);
  const { action: target, fields } = formOf(await page.text());
  const res = await postForm(t, target, { ...fields, action });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

export const paramsOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);
