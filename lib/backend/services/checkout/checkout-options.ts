import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import type { CheckoutOptions, Locker, Store } from '@/lib/contract/checkout';
import type { Language } from '@/lib/contract/enums';
import { checkoutRates, tariffOf } from '@/lib/config/checkout-rates';
import { CardProviders, DELIVERY_DAYS, type CardProvider, PaymentMethods, ShippingMethods, codFee, isPaymentAllowed, shippingCost } from '@/lib/rules/checkout-options';
import { methodDeliveryDays } from '@/lib/rules/delivery-estimate';
import { lastCheckoutChoice } from './last-choice';
import { partnerFreeDeliveryCents } from '../partners';
import type { ApiDeps } from '../../context';
import { isRowId } from '../../http/path-params';
import { IRIS_ACQUIRER, PROVIDER_SLUGS } from '../payments/provider';
import { hasPaymentProvider, offersTestPayments } from '../payments/registry';
import { lockers, stores } from '../../db/schema';
import { parseLockerQuery } from './locker-query';
import { checkoutCompany } from '../companies/checkout-company';

/**
 * What may be chosen at checkout (DESIGN §5): shipping methods with their cost before the
 * free-delivery threshold, payment methods with fees and card providers, the combinations that are
 * not allowed, and the pickup stores; Box Now lockers are searched separately (there are many).
 * Rates come from lib/config/checkout-rates (with the shipping tariff, decision 0088); stores from
 * the database, lockers too (Box Now's list, refreshed daily: decision 0087).
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type StoreRow = typeof stores.$inferSelect;
export type LockerRow = typeof lockers.$inferSelect;

/** At most this many lockers answer a search. */
export const LOCKER_SEARCH_LIMIT = 20;

export const toStore = (row: Pick<StoreRow, 'id' | 'name' | 'address' | 'city' | 'postalCode' | 'hours'>, lang: Language): Store => ({
  id: row.id,
  name: row.name[lang],
  address: row.address[lang],
  city: row.city[lang],
  postalCode: row.postalCode,
  hours: row.hours[lang],
});

export const toLocker = (row: Pick<LockerRow, 'id' | 'name' | 'address' | 'area' | 'city' | 'postalCode'>, lang: Language): Locker => ({
  id: row.id,
  name: row.name[lang],
  address: row.address[lang],
  area: row.area[lang],
  city: row.city[lang],
  postalCode: row.postalCode,
});

/**
 * The card providers checkout offers, in the order PAYMENT_PROVIDERS lists them: the first is the
 * one a card payment starts with (issue #46, decision 0049), the choice shown only among several.
 */
export function offeredCardProviders(env: ApiDeps['env']): CardProvider[] {
  const rank = (name: CardProvider) => env.PAYMENT_PROVIDERS.indexOf(PROVIDER_SLUGS[name]);
  return CardProviders.filter((name) => hasPaymentProvider(env, name)).sort((a, b) => rank(a) - rank(b));
}

export async function getCheckoutOptions(deps: ApiDeps, lang: Language, customer: { partnerId: number; customerId: number }): Promise<CheckoutOptions> {
  const [storeRows, lastUsed, freeDeliveryThresholdCents, company] = await Promise.all([
    deps.db.select().from(stores).where(eq(stores.active, true)).orderBy(asc(stores.position), asc(stores.id)),
    lastCheckoutChoice(deps.db, customer),
    partnerFreeDeliveryCents(deps.db, customer.partnerId),
    checkoutCompany(deps, customer),
  ]);
  const rates = checkoutRates(deps.env, freeDeliveryThresholdCents);
  return {
    shipping: ShippingMethods.map((method) => ({
      method,
      cost: shippingCost(method, 0, rates),
      freeFrom: method === 'store_pickup' ? null : rates.freeDeliveryThresholdCents,
      deliveryDays: methodDeliveryDays(deps.env.SHOP_DISPATCH_DAYS, DELIVERY_DAYS[method]),
    })),
    // Only what can be paid with: card providers, PayPal and IRIS (through its acquirer) with an adapter.
    payment: PaymentMethods.flatMap((method) => {
      const providers = method === 'card' ? offeredCardProviders(deps.env) : [];
      if (method === 'card' && providers.length === 0) return [];
      // On account: only for a member who places orders, of an active company with payment terms (issue #50 item 5).
      if (method === 'on_account' && !company?.onAccount) return [];
      if (method === 'paypal' && !hasPaymentProvider(deps.env, 'Paypal')) return [];
      if (method === 'iris' && !hasPaymentProvider(deps.env, IRIS_ACQUIRER)) return [];
      return [{ method, fee: codFee(method, rates), providers }];
    }),
    notAllowed: ShippingMethods.flatMap((shipping) => PaymentMethods.filter((payment) => !isPaymentAllowed(shipping, payment)).map((payment) => ({ shipping, payment }))),
    stores: storeRows.map((row) => toStore(row, lang)),
    freeDeliveryThreshold: rates.freeDeliveryThresholdCents,
    tariff: tariffOf(rates),
    // Some offered provider runs against its sandbox: checkout says "test payment, no money is taken".
    testPayments: offersTestPayments(deps),
    lastUsed,
    company,
  };
}

/** Lockers by postal code prefix or by words of their name, area or city (see locker-query). */
export async function searchLockers(db: Reader, q: string, lang: Language): Promise<Locker[]> {
  const query = parseLockerQuery(q);
  if (query.kind === 'nothing') return [];
  const match: SQL[] =
    query.kind === 'postalCode'
      ? [like(lockers.postalCode, `${query.prefix}%`)]
      : query.words.map((word) => like(lockers.search, `%${word}%`));
  const rows = await db
    .select()
    .from(lockers)
    .where(and(eq(lockers.active, true), ...match))
    .orderBy(asc(lockers.postalCode), asc(lockers.id))
    .limit(LOCKER_SEARCH_LIMIT);
  return rows.map((row) => toLocker(row, lang));
}

/** An active store by id, or undefined. */
export async function findStore(db: Reader, id: number): Promise<StoreRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(stores).where(and(eq(stores.id, id), eq(stores.active, true)));
  return row;
}

/** An active locker by id, or undefined. */
export async function findLocker(db: Reader, id: string): Promise<LockerRow | undefined> {
  const [row] = await db.select().from(lockers).where(and(eq(lockers.id, id), eq(lockers.active, true)));
  return row;
}

