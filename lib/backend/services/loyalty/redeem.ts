import { eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../../context';
import { carts, customers, loyaltyPoints } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { lockCart } from '../cart';
import { getCart, type CartOwner } from '../cart-view';
import { balanceOf } from './ledger';

/**
 * Redeeming approved loyalty points (issue #18 item 5; rules in lib/loyalty/redeem-points.ts).
 * The cart keeps how many points the customer asked for; every cart answer prices them, and the
 * order debits them with a Redeem entry in its own transaction, after locking the customer: two
 * orders placed at once read the balance one after the other, so points never go below zero. An
 * order that ends without being kept gives them back (ledger.ts, from the status change).
 */
const insufficient = (balance: number) => new ApiError(409, 'points_insufficient', { points: 'points_insufficient' }, undefined, { points: { balance } });

/**
 * PUT /Cart/Points: 0 takes the points off; more than the balance (read under the customer's lock)
 * or than the cart answer's `points.max` (half its goods as the cart prices them: coupon, quote)
 * is refused.
 */
export async function setCartPoints(deps: ApiDeps, owner: CartOwner, requested: number, lang: Language): Promise<void> {
  const now = deps.now();
  const max = requested > 0 ? (await getCart(deps, owner, lang)).points.max : 0;
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
    const cartId = await lockCart(tx, owner, now, true);
    if (requested > 0) {
      const { balance } = await balanceOf(tx, owner);
      if (requested > balance) throw insufficient(balance);
      if (requested > max) throw new ApiError(409, 'points_over_max', { points: 'points_over_max' }, undefined, { points: { max } });
    }
    await tx.update(carts).set({ redeemPoints: requested, updatedAt: now }).where(eq(carts.id, cartId));
  });
}

/** In the placing transaction (the customer locked): the order's Redeem entry, and the cart lets go of the points. */
export async function redeemForOrder(tx: Tx, input: CartOwner & { cartId: number; orderId: number; points: number; now: Date }): Promise<void> {
  if (input.points <= 0) return;
  await tx.insert(loyaltyPoints).values({ partnerId: input.partnerId, customerId: input.customerId, orderId: input.orderId, type: 'Redeem', status: 'ApprovedPoints', points: -input.points, createdAt: input.now });
  await tx.update(carts).set({ redeemPoints: 0 }).where(eq(carts.id, input.cartId));
}

/** The refusal of an order priced with points the balance no longer covers. */
export const pointsRefusal = insufficient;
