import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { readAll } from '../../db/read-all';
import { carts, partners } from '../../db/schema';
import { balanceOf } from './ledger';

/**
 * What the cart answer needs to price redeemed loyalty points (issue #18 item 5): the points the
 * customer asked to redeem on this cart, their approved balance and what a point is worth at the
 * partner. Order placement reads it after locking the customer, so the balance it prices with is
 * the one it debits.
 */
export type CartPointsState = { requested: number; balance: number; centsPerPoint: number };
export const NO_POINTS: CartPointsState = { requested: 0, balance: 0, centsPerPoint: 0 };

type Reader = Pick<ApiDeps['db'], 'select'>;

export async function loadCartPoints(db: Reader, owner: { customerId: number; partnerId: number }): Promise<CartPointsState> {
  // readAll: one after another inside order placement's transaction (one client), side by side on the pool
  const [[cart], [partner], totals] = await readAll<[{ requested: number }[], { centsPerPoint: number }[], Awaited<ReturnType<typeof balanceOf>>]>(db, [
    () => db.select({ requested: carts.redeemPoints }).from(carts).where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId))),
    () => db.select({ centsPerPoint: partners.loyaltyCentsPerPoint }).from(partners).where(eq(partners.id, owner.partnerId)),
    () => balanceOf(db, owner),
  ]);
  return { requested: cart?.requested ?? 0, balance: totals.balance, centsPerPoint: partner?.centsPerPoint ?? 0 };
}
