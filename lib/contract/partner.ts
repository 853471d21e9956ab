import { z } from 'zod';

/** The partner's discount on its catalogue and how it combines with product offers (DESIGN §5): the same for all its customers. */
export const zPartnerPromotion = z
  .object({
    discount: z.object({ kind: z.enum(['Percentage', 'FixedAmount']), value: z.number().int() }),
    combinationPolicy: z.string(),
  })
  .meta({ id: 'PartnerPromotion' });
export type PartnerPromotion = z.infer<typeof zPartnerPromotion>;

/** Partner looked up by code (SPEC §7: the storefront reads id and code), with its promotion (public: the same for every visitor). */
export const zPartner = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    defaultLanguage: z.string(),
    /** Landing-page rich text in the request's language (HTML; the storefront sanitises it). */
    content: z.string(),
    promotion: zPartnerPromotion,
    /** Free courier and Box Now delivery from this gross goods total (cents): the partner's own or the shop's. */
    freeDeliveryThreshold: z.number().int(),
    /** Checkout's payments go to the shop's sandboxes (demo mode): no money is taken. */
    testPayments: z.boolean(),
    /** The seller's contact e-mail: the partner's own issuer's, else the shop's (the accessibility statement names it). */
    contactEmail: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof zPartner>;

/** The partner's discount and the customer's discount quota (DESIGN §5). */
export const zPromotionInfo = zPartnerPromotion
  .extend({
    quota: z.object({
      limit: z.number().int(),
      used: z.number().int(),
      remaining: z.number().int(),
      period: z.enum(['month', 'quarter', 'year']),
      periodStart: z.string(),
      periodEnd: z.string(),
    }),
  })
  .meta({ id: 'PromotionInfo' });
export type PromotionInfo = z.infer<typeof zPromotionInfo>;

/** One active partner in the public partner list (the sitemap and crawlers read it). */
export const zPartnerSummary = z
  .object({
    code: z.string(),
    name: z.string(),
    defaultLanguage: z.string(),
  })
  .meta({ id: 'PartnerSummary' });
export type PartnerSummary = z.infer<typeof zPartnerSummary>;

/** The active partners, ordered by code (disabled partners are left out). */
export const zPartnerList = z.object({ items: z.array(zPartnerSummary) }).meta({ id: 'PartnerList' });
export type PartnerList = z.infer<typeof zPartnerList>;
