import { z } from 'zod';
import { COUPON_INPUT_MAX } from '@/lib/coupons/coupon-code';
import { zCombinationPolicy, zCouponResultCode } from './enum-schemas';

/**
 * Coupons and vouchers (issue #18 item 4). The customer types a code into the cart
 * (`POST /Cart/Coupon`); a refused code answers the SPEC result code in `params.coupon.result`
 * with its error key (`coupon_not_found` …). Staff write a partner's coupons through the
 * operations API.
 */
export const CouponKinds = ['Percentage', 'FixedAmount', 'Bogo'] as const;
export const zCouponKind = z.enum(CouponKinds);

export const zApplyCouponRequest = z.strictObject({ code: z.string().max(COUPON_INPUT_MAX) });
export type ApplyCouponRequest = z.infer<typeof zApplyCouponRequest>;

/** The coupon a cart carries: its terms, its discount on this cart, and why it gives none when it cannot be used now. */
export const zCartCoupon = z
  .object({
    code: z.string(),
    kind: zCouponKind,
    value: z.number().int(),
    policy: zCombinationPolicy,
    /** Gross cents off this cart. */
    discount: z.number().int(),
    /** Why the coupon gives nothing now (expired since it was added, used up, nothing it applies to); null when it applies. */
    problem: zCouponResultCode.nullable(),
  })
  .meta({ id: 'CartCoupon' });
export type CartCoupon = z.infer<typeof zCartCoupon>;

/** The error key of a refused code, from its SPEC result code (`EmailNotAllowed` → `coupon_email_not_allowed`). */
export const couponErrorKey = (result: z.infer<typeof zCouponResultCode>): string => `coupon_${result.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase()}`;

const zDate = z.iso.datetime({ offset: true });

export const zCouponRequest = z
  .strictObject({
    code: z.string().max(COUPON_INPUT_MAX),
    kind: zCouponKind,
    /** Percentage: 1–100; FixedAmount: cents; Bogo: 0. */
    value: z.number().int().min(0).max(10_000_000),
    policy: zCombinationPolicy,
    active: z.boolean().default(true),
    startsAt: zDate.nullable().default(null),
    endsAt: zDate.nullable().default(null),
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().default(null),
    perCustomerLimit: z.number().int().min(1).max(1000).nullable().default(1),
    email: z.email().max(254).nullable().default(null),
  })
  .refine((c) => c.kind !== 'Percentage' || (c.value >= 1 && c.value <= 100), { path: ['value'], message: 'coupon_value_invalid' })
  .refine((c) => c.kind !== 'FixedAmount' || c.value >= 1, { path: ['value'], message: 'coupon_value_invalid' })
  .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), { path: ['endsAt'], message: 'coupon_dates_invalid' });
export type CouponRequest = z.input<typeof zCouponRequest>;
/** A validated request, defaults filled in (what the API hands the service). */
export type CouponTerms = z.output<typeof zCouponRequest>;

export const zStaffCoupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: zCouponKind,
    value: z.number().int(),
    policy: zCombinationPolicy,
    active: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxRedemptions: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    email: z.string().nullable(),
    redemptions: z.number().int(),
  })
  .meta({ id: 'StaffCoupon' });
export type StaffCoupon = z.infer<typeof zStaffCoupon>;
export const zStaffCoupons = z.object({ items: z.array(zStaffCoupon) }).meta({ id: 'StaffCoupons' });
