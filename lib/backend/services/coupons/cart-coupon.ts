import { and, count, eq, sql } from 'drizzle-orm';
import type { CouponResultCode } from '@/lib/contract/enums';
import { couponErrorKey } from '@/lib/contract/coupons';
import { couponStatus } from '@/lib/coupons/coupon-status';
import type { CouponTerms as PricingTerms } from '@/lib/coupons/apply-coupon';
import type { ApiDeps } from '../../context';
import { cartCoupons, carts, couponRedemptions, coupons, customers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readAll } from '../../db/read-all';

/**
 * A cart's coupon as pricing needs it (issue #18 item 4): its terms and whether it may be used
 * now by the cart's customer (lib/coupons/coupon-status.ts), with the redemptions counted.
 * Order placement reads it with the coupon row locked (`lock`), so that two orders cannot both
 * take a coupon's last redemption.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type CouponRow = typeof coupons.$inferSelect;
export type CartCouponState = { row: CouponRow; terms: PricingTerms & { code: string }; problem: Exclude<CouponResultCode, 'NotApplicable'> | null };
export type CouponOwner = { customerId: number; partnerId: number };

/** A refused code: its error key, with the SPEC result code in `params.coupon.result`. */
export function couponRefusal(result: CouponResultCode, code?: string): ApiError {
  const status = result === 'NotFound' ? 404 : result === 'InternalError' ? 500 : 409;
  return new ApiError(status, couponErrorKey(result), { code: couponErrorKey(result) }, undefined, { coupon: { result, ...(code ? { code } : {}) } });
}

/** Redemptions of the coupon so far, by everyone and by the customer. */
async function redemptionsOf(db: Reader, couponId: number, customerId: number) {
  const [row] = await db
    .select({ all: count(), mine: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${customerId})`.mapWith(Number) })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { redemptions: row?.all ?? 0, customerRedemptions: row?.mine ?? 0 };
}

/** Whether `row` may be used now by the customer: 'Ok' or the SPEC result code. */
export async function checkCoupon(db: Reader, row: CouponRow | undefined, owner: CouponOwner, now: Date) {
  if (!row) return couponStatus(undefined, { redemptions: 0, customerRedemptions: 0, customerId: owner.customerId, email: null, now });
  // readAll: one after another inside a transaction (one client), side by side on the pool
  const [[customer], counts] = await readAll<[{ email: string }[], Awaited<ReturnType<typeof redemptionsOf>>]>(db, [
    () => db.select({ email: customers.email }).from(customers).where(eq(customers.id, owner.customerId)),
    () => redemptionsOf(db, row.id, owner.customerId),
  ]);
  const terms = { active: row.active, startsAt: row.startsAt, endsAt: row.endsAt, maxRedemptions: row.maxRedemptions, perCustomerLimit: row.perCustomerLimit, email: row.email };
  return couponStatus(terms, { ...counts, customerId: owner.customerId, email: customer?.email ?? null, now });
}

export const pricingTerms = (row: CouponRow): PricingTerms & { code: string } => ({ code: row.code, kind: row.kind, value: row.value, policy: row.policy });

/** The coupon the owner's cart carries, checked now; undefined when it carries none. */
export async function loadCartCoupon(db: Reader, owner: CouponOwner, now: Date, lock = false): Promise<CartCouponState | undefined> {
  const query = db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(carts, eq(carts.id, cartCoupons.cartId))
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)));
  const [found] = lock ? await query.for('update', { of: coupons }) : await query;
  return found && cartCouponState(db, found.coupon, owner, now);
}

/** A cart's coupon row, checked now (the cart's read finds the row with the cart's other state: services/cart-state.ts). */
export async function cartCouponState(db: Reader, row: CouponRow, owner: CouponOwner, now: Date): Promise<CartCouponState> {
  const status = await checkCoupon(db, row, owner, now);
  return { row, terms: pricingTerms(row), problem: status === 'Ok' ? null : status };
}
