import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { customers, orders } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { changeOrderStatus } from '../services/orders/order-status';
import { cartClient, pickOne } from './cart-helpers';
import { freshCustomer, orderBody, orderClient, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';
import { TEST_PASSWORD_COST } from './template';

/** Shared pieces of the account deletion API tests (issue #49 item 2, decision 0096). */

export const PRIVACY_PASSWORD = 'Kalimera-Privacy-Phrase-7';

let logins = 0;

/**
 * A new active customer with a password, logged in through the API (a real session: its refresh
 * family is what deletion revokes). Each login from its own address: logins are throttled per address.
 */
export async function customerWithSession(t: TestApi, partner = 'acme', language: 'el' | 'en' = 'el') {
  const made = await freshCustomer(t, partner, language);
  await t.db.update(customers).set({ passwordHash: await hashPassword(PRIVACY_PASSWORD, TEST_PASSWORD_COST) }).where(eq(customers.id, made.id));
  logins += 1;
  const ip = `203.0.113.${(logins % 250) + 1}`;
  const res = await t.call('POST', '/Customers/Login', { email: made.email, password: PRIVACY_PASSWORD, partnerCode: partner }, { partner, ip: `${ip}` });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.at as string;
  return { ...made, token, rt: res.body.rt as string, cart: cartClient(t, token, partner), orders: orderClient(t, token, partner) };
}
export type SessionCustomer = Awaited<ReturnType<typeof customerWithSession>>;

/** The privacy calls of one customer. */
export function privacyClient(t: TestApi, token: string, partner = 'acme') {
  return {
    remove: (password: unknown) => t.call('POST', '/Customers/Profile/Delete', { password }, { token, partner }),
    marketing: (email: unknown) => t.call('PUT', '/Customers/Profile/Marketing', { email }, { token, partner }),
    profile: () => t.call('GET', '/Customers/Profile', undefined, { token, partner }),
  };
}

/** An order of one unit (a variant nobody else in the file uses), cash on delivery to the billing address: its id, uid and number. */
export async function placeOne(s: OrderSuite, buyer: { token: string; partner: string }, changes: Record<string, unknown> = {}) {
  const pick = pickOne(s.oracle, buyer.partner, s.used, ({ variant }) => variant.stock >= 5);
  const cart = (await cartClient(s.t, buyer.token, buyer.partner).add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, buyer.partner).place(orderBody(s.t, cart, { comments: 'Ring twice, ask for Ελένη', ...changes }));
  if (placed.status !== 201) throw new Error(`place order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  return { id: row!.id, uid: placed.body.uid as string, orderNumber: placed.body.orderNumber as string };
}

/** Moves an order the way staff do: Processing → Invoiced (its receipt issued) → Completed. */
export async function complete(t: TestApi, orderId: number): Promise<void> {
  for (const to of ['Processing', 'Invoiced', 'Completed'] as const) await changeOrderStatus(t.deps, { orderId, to, actor: { kind: 'system' } });
}
