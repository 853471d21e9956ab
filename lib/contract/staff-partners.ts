import { z } from 'zod';
import { QUOTE_FLOOR_MARGIN_MAX } from '@/lib/quotations/quote-floor';
import { FREE_DELIVERY_THRESHOLD_MAX_CENTS } from '@/lib/rules/free-delivery';
import { CONTENT_MAX, LOYALTY_GIFT_MAX, LOYALTY_RATE_MAX, QUOTA_LIMIT_MAX, REGISTRATION_CODE } from '@/lib/rules/partner-settings';
import { normaliseVatNumber, vatNumberProblem } from '@/lib/rules/vat-number';

const zTexts = z.object({ el: z.string(), en: z.string() });
/** A partner's own issuer of invoices and receipts (issue #47 item 1, decision 0074); null: the shop's. */
const zIssuer = z.object({ name: zTexts, address: zTexts, vatNumber: z.string(), taxOffice: z.string(), registryNumber: z.string(), phone: z.string(), email: z.string() });

const line = (max: number) => z.string().trim().min(1, 'required').max(max, 'max_characters');
const zLocalLine = z.strictObject({ el: line(160), en: z.string().trim().max(160, 'max_characters') });

/** The issuer as an Employee sets it: every detail a Greek document carries, the ΑΦΜ with its check digit; English defaults to Greek. */
export const zPartnerIssuerRequest = z
  .strictObject({
    name: zLocalLine,
    address: zLocalLine,
    vatNumber: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = vatNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform(normaliseVatNumber),
    taxOffice: line(100),
    registryNumber: z.string().trim().regex(/^\d{1,15}$/, 'invalid_format'),
    phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,24}$/, 'invalid_format'),
    email: z.string().trim().email('invalid_email').max(254, 'max_characters'),
  })
  .transform((i) => ({ ...i, name: { el: i.name.el, en: i.name.en || i.name.el }, address: { el: i.address.el, en: i.address.en || i.address.el } }));

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
    issuer: zIssuer.nullable(),
    /** Whether a myDATA user transmits the own issuer's documents (MYDATA_ISSUER_CREDENTIALS, decision 0079); null: the shop issues. */
    issuerMydataUser: z.boolean().nullable(),
    fingerprint: z.string(),
  })
  .meta({ id: 'StaffPartner' });
export type StaffPartner = z.infer<typeof zStaffPartner>;

export const zStaffPartnerList = z.object({ items: z.array(zStaffPartner.omit({ content: true, issuer: true, issuerMydataUser: true })) }).meta({ id: 'StaffPartnerList' });
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
  /** The partner's own issuer; null: the shop's; left out: unchanged. */
  issuer: zPartnerIssuerRequest.nullable().optional(),
  expectedFingerprint: z.string().min(1).max(64),
});
export type PartnerSettingsRequest = z.infer<typeof zPartnerSettingsRequest>;
