import { asc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { staffPickupRoutes } from '@/lib/contract/staff-pickup-routes';
import { orders, stores } from '../../db/schema';
import { pickOne } from '../../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, type OrderSuite } from '../../testing/order-helpers';
import { changeOrderStatus } from '../../services/orders/order-status';
import { MATRIX_PARTNER, type RouteFixture } from './route-matrix-context';

const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };

/**
 * A store pickup order (cash on delivery, one unit, the `store`-th store by position) placed by a
 * new customer of `partner` in their language, still Pending: its staff id, uid, number and the
 * customer's order calls (decision 0090; the pickup tests and the role × route matrix).
 */
export async function placePickupOrder(s: OrderSuite, { partner = MATRIX_PARTNER, language = 'el', store = 0 }: { partner?: string; language?: 'el' | 'en'; store?: number } = {}) {
  const buyer = await freshCustomer(s.t, partner, language);
  const pick = pickOne(s.oracle, partner, s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const choices = await s.t.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.position), asc(stores.id));
  const client = orderClient(s.t, buyer.token, partner, language);
  const placed = await client.place(orderBody(s.t, cart, { shippingMethod: 'store_pickup', storeId: choices[store]!.id }), undefined, { 'Accept-Language': language });
  if (placed.status !== 201) throw new Error(`pickup order ${placed.status} ${JSON.stringify(placed.body)}`);
  const [row] = await s.t.db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  return { id: row!.id, uid: placed.body.uid as string, number: row!.number, client };
}

/** The same, moved Processing → ReadyForPickup through the lifecycle (no mail): with its code. */
export async function readyPickupOrder(s: OrderSuite, options: Parameters<typeof placePickupOrder>[1] = {}) {
  const order = await placePickupOrder(s, options);
  await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Processing', actor: STAFF });
  await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'ReadyForPickup', actor: STAFF });
  const [given] = await s.t.db.select({ code: orders.pickupCode }).from(orders).where(eq(orders.id, order.id));
  return { ...order, code: given!.code! };
}

/** The hand-over in the role × route matrix (route-matrix-fixtures.ts): a fresh order ready for pickup per caller, with its right code. */
export const pickupMatrixFixtures: Record<keyof typeof staffPickupRoutes, RouteFixture> = {
  staffOrderPickup: async ({ s }) => {
    const order = await readyPickupOrder(s);
    return { params: { id: order.id }, body: { code: order.code } };
  },
};
