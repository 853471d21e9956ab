import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import { orders } from '../db/schema';
import { pickVariants, type Pick as VariantPick } from './cart-helpers';
import { freshCustomer, orderBody, orderClient, type Buyer, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/** Shared pieces of the return, lookup and reorder API tests (lib/backend/routes/returns*.api.test.ts, reorder.api.test.ts). */

const DAY_MS = 86_400_000;

/** The profile-area calls of one customer. */
export function returnClient(t: TestApi, buyer: Pick<Buyer, 'token' | 'partner'>, lang?: string) {
  const options = { token: buyer.token, partner: buyer.partner, ...(lang ? { lang } : {}) };
  return {
    lookup: (body: unknown) => t.call('POST', '/Orders/Lookup', body, options),
    create: (body: unknown) => t.call('POST', '/Returns', body, options),
    reorder: (uid: string) => t.call('POST', `/Orders/${encodeURIComponent(uid)}/Reorder`, undefined, options),
  };
}

/**
 * A new customer's order of one line per entry of `quantities` (variants nobody else in the file
 * uses, stock ≥ 5), moved to `status` (Completed unless told) and placed `daysAgo` days before now.
 */
export async function placedOrder(s: OrderSuite, quantities: readonly number[] = [2, 1], options: { status?: number; daysAgo?: number; buyer?: Buyer } = {}) {
  const buyer = options.buyer ?? (await freshCustomer(s.t));
  const picks: VariantPick[] = pickVariants(s.oracle, 'acme', quantities.length, s.used, ({ variant }) => variant.stock >= 5);
  let cart: Cart | undefined;
  for (const [i, pick] of picks.entries()) {
    const res = await buyer.cart.add(pick.variant.id, quantities[i]);
    if (res.status !== 200) throw new Error(`add to cart: ${res.status} ${JSON.stringify(res.body)}`);
    cart = res.body;
  }
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart!));
  if (placed.status !== 201) throw new Error(`place order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const uid = placed.body.uid as string;
  const orderNumber = placed.body.orderNumber as string;
  await setOrder(s.t, uid, options.status ?? OrderStatusCode.Completed, options.daysAgo ?? 1);
  return { buyer, picks, uid, orderNumber, orders: orderClient(s.t, buyer.token), returns: returnClient(s.t, buyer) };
}
export type PlacedOrder = Awaited<ReturnType<typeof placedOrder>>;

/** Sets an order's status and creation time (`daysAgo` days before the test clock's now). */
export async function setOrder(t: TestApi, uid: string, status: number, daysAgo = 0): Promise<void> {
  await t.db
    .update(orders)
    .set({ status, createdAt: new Date(t.deps.now().getTime() - daysAgo * DAY_MS) })
    .where(eq(orders.uid, uid));
}
