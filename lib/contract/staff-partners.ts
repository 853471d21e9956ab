import { z } from 'zod';
import { QUOTE_FLOOR_MARGIN_MAX } from '@/lib/quotations/quote-floor';
import { FREE_DELIVERY_THRESHOLD_MAX_CENTS } from '@/lib/rules/free-delivery';
import { CONTENT_MAX, LOYALTY_GIFT_MAX, LOYALTY_RATE_MAX, QUOTA_LIMIT_MAX, REGISTRATION_CODE } from '@/lib/rules/partner-settings';

/**
 * Partners in the staff console and the operations API (issue #17 item 3): their settings as staff
 * see and change them. `fingerprint` is the row's version: a change made against another one
 * answers 409 partner_changed.
 */
export const zStaffPartner = z
  .object({
    code: z.string(),
    name: z.string(),
    status: z.enum(['active', 'disabled']),
    registrationCode: z.string(),
    discountKind: z.enum(['Percentage', 'FixedAmount']),
    /** Percentage: whole percent; FixedAmount: cents per unit. */
    discountValue: z.number().int(),
    quotaLimit: z.number().int(),
    quotaPeriod: z.enum(['month', 'quarter', 'year']),
    /** Free delivery from this gross goods total (cents); null: the shop's default. */
    freeDeliveryThreshold: z.number().int().nullable(),
    /** Loyalty (issue #18 item 5): points per whole euro of an order, a registration's and a birthday's points, what a redeemed point takes off (cents). */
    loyaltyPointsPerEuro: z.number().int(),
    loyaltyRegisterPoints: z.number().int(),
    loyaltyBirthdayPoints: z.number().int(),
    loyaltyCentsPerPoint: z.number().int(),
    /** Quotes (issue #44 item 7): a SalesPerson's price more than this percentage below the partner's price waits for an Employee's approval. */
    quoteFloorMarginPercent: z.number().int(),
    /** The landing page's rich text, as stored (sanitised), per language. */
    content: z.object({ el: z.string(), en: z.string() }),
    fingerprint: z.string(),
  })
  .meta({ id: 'StaffPartner' });
export type StaffPartner = z.infer<typeof zStaffPartner>;

export const zStaffPartnerList = z.object({ items: z.array(zStaffPartner.omit({ content: true })) }).meta({ id: 'StaffPartnerList' });
export type StaffPartnerList = z.infer<typeof zStaffPartnerList>;

/** A whole number from 0 to `max` (text, even empty, is refused as not an integer); left out: unchanged. */
const zWhole = (max: number) =>
  z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'integer' : undefined) })
    .int()
    .min(0)
    .max(max)
    .optional();

export const zPartnerSettingsRequest = z.strictObject({
  registrationCode: z.string().trim().toUpperCase().regex(REGISTRATION_CODE, 'registration_code_format'),
  discountKind: z.enum(['Percentage', 'FixedAmount']),
  discountValue: z.coerce.number().int().min(0),
  quotaLimit: z.coerce.number().int().min(0).max(QUOTA_LIMIT_MAX),
  quotaPeriod: z.enum(['month', 'quarter', 'year']),
  /** Cents, 0 (always free) to €10 000; null: the shop's default; left out: unchanged. */
  freeDeliveryThreshold: z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'integer' : undefined) })
    .int()
    .min(0).max(FREE_DELIVERY_THRESHOLD_MAX_CENTS).nullable().optional(),
  /** Loyalty rates; each left out: unchanged. */
  loyaltyPointsPerEuro: zWhole(LOYALTY_RATE_MAX),
  loyaltyRegisterPoints: zWhole(LOYALTY_GIFT_MAX),
  loyaltyBirthdayPoints: zWhole(LOYALTY_GIFT_MAX),
  loyaltyCentsPerPoint: zWhole(LOYALTY_RATE_MAX),
  /** Whole percent, 0 to 100 (100: never held); left out: unchanged. */
  quoteFloorMarginPercent: zWhole(QUOTE_FLOOR_MARGIN_MAX),
  content: z.strictObject({ el: z.string().max(CONTENT_MAX), en: z.string().max(CONTENT_MAX) }),
  expectedFingerprint: z.string().min(1).max(64),
});
export type PartnerSettingsRequest = z.infer<typeof zPartnerSettingsRequest>;
