import { z } from 'zod';

/**
 * Handing a store pickup over at the counter (issue #48 item 2, decision 0090): the code the
 * customer shows, as typed (spaces, dashes and the like are fine: lib/rules/pickup-code.ts).
 */
export const zPickupHandOverRequest = z.strictObject({ code: z.string().trim().min(1).max(40) }).meta({ id: 'PickupHandOverRequest' });
export type PickupHandOverRequest = z.infer<typeof zPickupHandOverRequest>;

/** The order once handed over: Completed, with its new version. */
export const zPickupHandedOver = z.object({ id: z.number().int(), status: z.string(), version: z.number().int() }).meta({ id: 'PickupHandedOver' });
