import { z } from 'zod';
import { pageOf, pagingFields } from './paging';
import { CustomerStatuses } from '@/lib/rules/customer-status';

/**
 * Customers in the staff console and the operations API (issue #17 items 3, 4 and 5): the
 * customers of the partners a member sees, and a sales person's start of an impersonation.
 */
export { CustomerStatuses };

export const zStaffCustomerListQuery = z.strictObject({
  partner: z.string().trim().toLowerCase().max(40).optional(),
  /** Part of the email or of the name (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  status: z.enum(CustomerStatuses).optional(),
  ...pagingFields(20),
});
export type StaffCustomerListQuery = z.infer<typeof zStaffCustomerListQuery>;

export const zStaffCustomer = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    partner: z.string(),
    status: z.enum(CustomerStatuses),
    registrationDate: z.string(),
    /** The account was deleted (issue #49, decision 0096): its personal data erased, its orders kept. */
    deleted: z.boolean().optional(),
  })
  .meta({ id: 'StaffCustomer' });
export type StaffCustomer = z.infer<typeof zStaffCustomer>;

export const zStaffCustomerList = pageOf(zStaffCustomer).meta({ id: 'StaffCustomerList' });
export type StaffCustomerList = z.infer<typeof zStaffCustomerList>;

/**
 * A started impersonation: the one-time `code` the customer's storefront (`partner`) exchanges at
 * POST /Customers/Impersonation before `codeExpiresAt`; the session it gives ends at `endsAt`.
 */
export const zImpersonationStart = z
  .object({ id: z.number().int(), code: z.string(), partner: z.string(), codeExpiresAt: z.string(), endsAt: z.string() })
  .meta({ id: 'ImpersonationStart' });
export type ImpersonationStart = z.infer<typeof zImpersonationStart>;

export const zCustomerStatusChangeRequest = z.strictObject({
  status: z.enum(CustomerStatuses),
  /** The account's status as the caller saw it: another change since then answers 409 customer_changed. */
  expectedStatus: z.enum(CustomerStatuses),
});
export type CustomerStatusChangeRequest = z.infer<typeof zCustomerStatusChangeRequest>;

/** A discount quota given back: the units the customer had used in the current period, now 0. */
export const zQuotaReset = z
  .object({ customerId: z.number().int(), periodStart: z.string(), periodEnd: z.string(), unitsCleared: z.number().int() })
  .meta({ id: 'QuotaReset' });
export type QuotaReset = z.infer<typeof zQuotaReset>;
