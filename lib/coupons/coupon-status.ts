import type { CouponResultCode } from '@/lib/contract/enums';

/**
 * Whether a coupon may be used now by a customer (issue #18 item 4; SPEC's coupon result codes).
 * Checked in this order: it exists, it is active, it has started (Pending before), it has not
 * ended (Expired from `endsAt` on), the customer is known, the coupon is not bound to another
 * email, and neither its total nor the customer's redemptions are used up (Redeemed).
 * NotApplicable (nothing in the cart it discounts) comes from the pricing rule (apply-coupon.ts),
 * InternalError from a fault.
 */
export type CouponTerms = {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Redemptions allowed in all; null: no limit. */
  maxRedemptions: number | null;
  /** Redemptions allowed per customer; null: no limit. */
  perCustomerLimit: number | null;
  /** Only this customer email may use it (compared without case); null: anyone. */
  email: string | null;
};

export type CouponUse = {
  /** Redemptions so far, by everyone and by this customer. */
  redemptions: number;
  customerRedemptions: number;
  customerId: number | null;
  email: string | null;
  now: Date;
};

export function couponStatus(coupon: CouponTerms | undefined, use: CouponUse): Exclude<CouponResultCode, 'NotApplicable' | 'InternalError'> | 'Ok' {
  if (!coupon) return 'NotFound';
  if (!coupon.active) return 'Inactive';
  if (coupon.startsAt && use.now < coupon.startsAt) return 'Pending';
  if (coupon.endsAt && use.now >= coupon.endsAt) return 'Expired';
  if (use.customerId === null && !use.email) return 'MustHaveEmailOrCustomerId';
  if (coupon.email && coupon.email.toLowerCase() !== (use.email ?? '').toLowerCase()) return 'EmailNotAllowed';
  if (coupon.maxRedemptions !== null && use.redemptions >= coupon.maxRedemptions) return 'Redeemed';
  if (coupon.perCustomerLimit !== null && use.customerRedemptions >= coupon.perCustomerLimit) return 'Redeemed';
  return 'Ok';
}
