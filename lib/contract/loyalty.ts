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
