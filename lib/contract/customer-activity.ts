import { z } from 'zod';

/**
 * What staff did on the customer's behalf (issue #44 item 6): each write a sales person made while
 * shopping as the customer, and when the impersonation started and stopped, newest first (at most
 * 100). `action` is the customer API route's name (`updateProfile`, `createAddress` …) or
 * `impersonation_start` / `impersonation_stop`; the profile translates it.
 */
export const CUSTOMER_ACTIVITY_LIMIT = 100;

export const zCustomerActivityEntry = z.object({ at: z.string(), action: z.string(), staff: z.string() }).meta({ id: 'CustomerActivityEntry' });
export type CustomerActivityEntry = z.infer<typeof zCustomerActivityEntry>;

export const zCustomerActivity = z.object({ items: z.array(zCustomerActivityEntry) }).meta({ id: 'CustomerActivity' });
export type CustomerActivity = z.infer<typeof zCustomerActivity>;
