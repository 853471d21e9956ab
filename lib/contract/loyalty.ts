import { z } from 'zod';

/** Loyalty points (issue #18 item 5): the customer's balance, pending points and history under the partner. */
export const LoyaltyEntryTypes = ['ForConsumption', 'Revert', 'Register', 'Birthday', 'Redeem'] as const;

export const zLoyaltyEntry = z
  .object({
    type: z.enum(LoyaltyEntryTypes),
    status: z.enum(['ApprovedPoints', 'PendingPoints']),
    points: z.number().int(),
    /** The order the entry belongs to, for ForConsumption and Revert. */
    orderNumber: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'LoyaltyEntry' });
export type LoyaltyEntry = z.infer<typeof zLoyaltyEntry>;

export const zLoyalty = z
  .object({
    /** Approved points. */
    balance: z.number().int(),
    pending: z.number().int(),
    /** The partner's rate: points per whole euro of an order's goods. */
    pointsPerEuro: z.number().int(),
    /** Newest first, the last 100. */
    entries: z.array(zLoyaltyEntry),
  })
  .meta({ id: 'Loyalty' });
export type Loyalty = z.infer<typeof zLoyalty>;

/** What a cart redeems of the customer's approved points (lib/loyalty/redeem-points.ts). */
export const zCartPoints = z
  .object({
    /** Approved points now. */
    balance: z.number().int(),
    /** Gross cents one point takes off. */
    centsPerPoint: z.number().int(),
    /** The most points this cart may take (half of its goods, within the balance). */
    max: z.number().int(),
    /** What the customer asked for, and what the cart takes (the request capped at `max`). */
    requested: z.number().int(),
    applied: z.number().int(),
    /** Gross cents off the cart. */
    cents: z.number().int(),
    /** `points_insufficient`: the balance no longer covers the request (nothing is taken off). */
    problem: z.enum(['points_insufficient']).nullable(),
  })
  .meta({ id: 'CartPoints' });
export type CartPoints = z.infer<typeof zCartPoints>;

/** PUT /Cart/Points: how many approved points to redeem (0 takes them off). */
export const zRedeemPointsRequest = z.strictObject({ points: z.number().int().min(0).max(100_000_000) });
export type RedeemPointsRequest = z.infer<typeof zRedeemPointsRequest>;
