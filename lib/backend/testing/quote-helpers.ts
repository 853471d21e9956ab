import type { Cart } from '@/lib/contract/cart';
import type { Quote } from '@/lib/contract/quotations';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { buyerWithCart, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/** Quotation calls for API tests (issue #18 item 3): a customer's and staff's. */
export type StaffRole = 'Employee' | 'SalesPerson' | 'Inspector';
const STAFF_EMAILS: Record<StaffRole, string> = { Employee: 'employee@shop.test', SalesPerson: 'sales@shop.test', Inspector: 'inspector@shop.test' };

export const staffCall = (t: TestApi, method: string, path: string, token: string | undefined, body?: unknown) => t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });

/** Staff tokens of the three demo roles (filled in by `beforeAll`). */
export function staffTokens(s: OrderSuite): Record<StaffRole, string> {
  const tokens = { Employee: '', SalesPerson: '', Inspector: '' };
  beforeAll(async () => {
    for (const role of Object.keys(STAFF_EMAILS) as StaffRole[]) {
      tokens[role] = (await staffCall(s.t, 'POST', '/staff/login', undefined, { email: STAFF_EMAILS[role], password: DEMO_STAFF_PASSWORD })).body.token;
    }
  });
  return tokens;
}

export function quoteClient(t: TestApi, token: string, partner = 'acme') {
  const options = { token, partner };
  return {
    request: (comment?: string) => t.call('POST', '/Quotes', comment === undefined ? {} : { comment }, options),
    list: () => t.call('GET', '/Quotes', undefined, options),
    get: (uid: string) => t.call('GET', `/Quotes/${encodeURIComponent(uid)}`, undefined, options),
    accept: (uid: string) => t.call('POST', `/Quotes/${encodeURIComponent(uid)}/Accept`, undefined, options),
    decline: (uid: string) => t.call('POST', `/Quotes/${encodeURIComponent(uid)}/Decline`, undefined, options),
    toCart: (uid: string) => t.call('POST', `/Quotes/${encodeURIComponent(uid)}/Cart`, undefined, options),
  };
}

/** A revision: every line at `price(line)` gross per unit, valid for `validMs` from the test clock. */
export function revision(t: TestApi, quote: Quote, price: (line: Quote['lines'][number]) => number, validMs = 86_400_000, note?: string) {
  return {
    action: 'revise',
    validUntil: new Date(t.deps.now().getTime() + validMs).toISOString(),
    ...(note ? { note } : {}),
    lines: quote.lines.map((line) => ({ variantId: line.variantId, quotedUnitGross: price(line) })),
  };
}

/** The staff id of a quote (by its uid). */
export async function staffQuoteId(t: TestApi, token: string, uid: string): Promise<number> {
  const list = await staffCall(t, 'GET', '/staff/quotes', token);
  return (list.body.items as { id: number; uid: string }[]).find((q) => q.uid === uid)!.id;
}

/** A new customer with a cart of `quantity` units of a discountable product, who asked for a quote on it. */
export async function buyerWithQuote(s: OrderSuite, quantity = 2) {
  const bought = await buyerWithCart(s, quantity, ({ product, variant }) => product.discountable && variant.stock >= 6);
  const quotes = quoteClient(s.t, bought.buyer.token);
  const requested = await quotes.request('Τιμή για 2 τεμάχια;');
  if (requested.status !== 201) throw new Error(`quote request failed: ${requested.status} ${JSON.stringify(requested.body)}`);
  return { ...bought, cart: bought.cart as Cart, quotes, quote: requested.body as Quote };
}

/** Revised by the Employee at 80 % of the list price and accepted by the customer. */
export async function acceptedQuote(s: OrderSuite, employee: string, quantity = 2, validMs?: number) {
  const made = await buyerWithQuote(s, quantity);
  const id = await staffQuoteId(s.t, employee, made.quote.uid);
  const revised = await staffCall(s.t, 'PUT', `/staff/quotes/${id}`, employee, revision(s.t, made.quote, (line) => Math.floor(line.listUnitGross * 0.8), validMs));
  if (revised.status !== 200) throw new Error(`revise failed: ${revised.status} ${JSON.stringify(revised.body)}`);
  const accepted = await made.quotes.accept(made.quote.uid);
  return { ...made, id, quote: accepted.body as Quote };
}
