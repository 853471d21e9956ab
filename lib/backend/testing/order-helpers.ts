import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { checkoutRates } from '@/lib/config/checkout-rates';
import type { Cart } from '@/lib/contract/cart';
import { codFee, orderTotals, shippingCost, type PaymentMethod, type ShippingMethod } from '@/lib/rules/checkout-options';
import { shippingZoneOf, type ShippingZone } from '@/lib/rules/shipping-zone';
import { cartLines, customerAddresses, customers, idempotencyKeys, orderLines, orders, outboxEmails, partners, payments, productVariants, quotaUsage } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { cartClient, pickOne, type Pick } from './cart-helpers';
import { loadOracle, type Oracle } from './catalog-oracle';
import { createTestApi, type TestApi } from './test-api';

/** Shared pieces of the checkout and order API tests (lib/backend/routes/orders*.api.test.ts and others). */

export type OrderSuite = { t: TestApi; oracle: Oracle; used: Set<number> };

/** A test file's API and catalogue oracle (filled in by `beforeAll`); `used` keeps tests off each other's products. */
export function orderSuite(): OrderSuite {
  const suite = { used: new Set<number>() } as OrderSuite;
  beforeAll(async () => {
    suite.t = await createTestApi();
    suite.oracle = await loadOracle(suite.t.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}

let customerSerial = 0;

/**
 * A new active customer of a partner with an access token (no login: tests need many customers,
 * and logins are rate-limited per client address).
 */
export async function freshCustomer(t: TestApi, partner = 'acme', language: 'el' | 'en' = 'el') {
  const [p] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, partner));
  customerSerial += 1;
  const email = `buyer-${customerSerial}-${randomUUID().slice(0, 8)}@${partner}.test`;
  const [row] = await t.db
    .insert(customers)
    .values({ partnerId: p!.id, email, passwordHash: 'x', firstName: 'Ελένη', lastName: 'Κώστα', language, status: 'active', verifiedAt: t.deps.now() })
    .returning({ id: customers.id });
  const token = await signAccessToken(t.deps, { customerId: row!.id, partnerId: p!.id, partnerCode: partner, familyId: randomUUID() });
  return { id: row!.id, email, token, partner, partnerId: p!.id, cart: cartClient(t, token, partner) };
}
export type Buyer = Awaited<ReturnType<typeof freshCustomer>>;

export const BILLING = {
  firstName: 'Ελένη',
  lastName: 'Κώστα',
  country: 'GR',
  address: 'Ερμού 24',
  city: 'Αθήνα',
  postalCode: '105 63',
  mobile: '+30 691 234 5678',
} as const;

export const INVOICE = { vatNumber: 'EL 094014201', companyName: 'Acme Ελλάς Α.Ε.', job: 'Εμπόριο ενδυμάτων', irs: 'ΦΑΕ Αθηνών' } as const;

/** What a customer pays for a cart with a shipping and a payment method (the checkout's own arithmetic), its parcel to `zone`. */
export function expectedOrderTotals(t: TestApi, cart: Cart, shipping: ShippingMethod, payment: PaymentMethod, zone: ShippingZone = 'mainland') {
  const rates = checkoutRates(t.deps.env, cart.freeDeliveryThreshold);
  return orderTotals(cart.totals, shippingCost(shipping, cart.totals.total, rates, { grams: cart.weightGrams, zone }), codFee(payment, rates), cart.vatZone);
}

type Place = { country: string; postalCode: string };

/** The shipping zone of an order body's courier address (billing or new; a saved address or a locker counts as the mainland, as the seed's are). */
function bodyZone(shipping: ShippingMethod, billing: Place, shipTo: unknown): ShippingZone {
  if (shipping !== 'courier') return 'mainland';
  const to = shipTo as { kind: string; address?: Place } | undefined;
  const place = !to || to.kind === 'billing' ? billing : to.kind === 'new' && to.address ? to.address : undefined;
  return place ? shippingZoneOf(place.country, place.postalCode) : 'mainland';
}

/** A valid order body for a priced cart (receipt, courier to the billing address, cash on delivery unless changed). */
export function orderBody(t: TestApi, cart: Cart, changes: Record<string, unknown> = {}) {
  const shipping = (changes.shippingMethod ?? 'courier') as ShippingMethod;
  const payment = (changes.paymentMethod ?? 'cod') as PaymentMethod;
  return {
    email: 'Orders@Example.gr',
    documentType: 'Receipt',
    billing: BILLING,
    shipTo: { kind: 'billing' },
    shippingMethod: shipping,
    paymentMethod: payment,
    expectedTotal: expectedOrderTotals(t, cart, shipping, payment, bodyZone(shipping, (changes.billing ?? BILLING) as Place, changes.shipTo)).total,
    ...changes,
  };
}

export const newKey = () => `test-${randomUUID()}`;

/** The order calls of one customer. */
export function orderClient(t: TestApi, token: string, partner = 'acme', lang?: string) {
  const options = { token, partner, ...(lang ? { lang } : {}) };
  return {
    place: (body: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) =>
      t.call('POST', '/Orders', body, { ...options, headers: { ...(key === null ? {} : { 'Idempotency-Key': key }), ...headers } }),
    list: (query = '') => t.call('GET', `/Orders${query}`, undefined, options),
    get: (uid: string) => t.call('GET', `/Orders/${encodeURIComponent(uid)}`, undefined, options),
  };
}

/** A new customer with one line of a variant nobody else in the file uses (stock ≥ 3 unless `accept` says otherwise). */
export async function buyerWithCart(s: OrderSuite, quantity = 1, accept: (p: Pick) => boolean = ({ variant }) => variant.stock >= 3) {
  const buyer = await freshCustomer(s.t);
  const pick = pickOne(s.oracle, 'acme', s.used, accept);
  const cart = (await buyer.cart.add(pick.variant.id, quantity)).body as Cart;
  return { buyer, pick, cart, client: orderClient(s.t, buyer.token) };
}

/** Everything an order writes, to show that a refused one wrote nothing. */
export async function orderState(t: TestApi, variantIds: readonly number[] = []) {
  const n = async (table: PgTable) => {
    const [row] = await t.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const stock = variantIds.length
    ? Object.fromEntries((await t.db.select({ id: productVariants.id, stock: productVariants.stock, availability: productVariants.availability }).from(productVariants).where(inArray(productVariants.id, [...variantIds]))).map((v) => [v.id, `${v.stock}/${v.availability}`]))
    : {};
  return {
    orders: await n(orders),
    orderLines: await n(orderLines),
    quotaUsage: await n(quotaUsage),
    keys: await n(idempotencyKeys),
    payments: await n(payments),
    cartLines: await n(cartLines),
    addresses: await n(customerAddresses),
    mails: await n(outboxEmails),
    stock,
  };
}

/** Units of a variant in stock now. */
export async function stockOf(t: TestApi, variantId: number): Promise<number> {
  const [row] = await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** Discounted units a customer has used (all periods). */
export async function quotaUnits(t: TestApi, customerId: number): Promise<number> {
  const rows = await t.db.select({ units: quotaUsage.units }).from(quotaUsage).where(eq(quotaUsage.customerId, customerId));
  return rows.reduce((sum, r) => sum + r.units, 0);
}
