import { z } from 'zod';
import { pageOf, pagingFields } from './paging';

/**
 * A customer's privacy choices and requests (issue #49 item 2, decision 0096): deleting the
 * account (the customer's own, POST /Customers/Profile/Delete, or staff's for them, POST
 * /staff/customers/{id}/delete), the marketing e-mail choice (PUT /Customers/Profile/Marketing),
 * and the staff console's list of privacy requests (GET /staff/privacy-requests).
 */

/** Deleting one's account: the password proves it is the account holder. */
export const zDeleteAccountRequest = z.strictObject({ password: z.string().min(1).max(128) });
export type DeleteAccountRequest = z.infer<typeof zDeleteAccountRequest>;

/** Marketing e-mail: agreed (true) or not (false). Unticked until the customer ticks it. */
export const zMarketingRequest = z.strictObject({ email: z.boolean() });
export type MarketingRequest = z.infer<typeof zMarketingRequest>;

export const PrivacyRequestKinds = ['export', 'delete'] as const;
export const PrivacyRequestStatuses = ['completed', 'refused'] as const;

export const zStaffPrivacyRequestQuery = z.strictObject({
  partner: z.string().trim().toLowerCase().max(40).optional(),
  kind: z.enum(PrivacyRequestKinds).optional(),
  status: z.enum(PrivacyRequestStatuses).optional(),
  ...pagingFields(20),
});
export type StaffPrivacyRequestQuery = z.infer<typeof zStaffPrivacyRequestQuery>;

export const zStaffPrivacyRequest = z
  .object({
    id: z.number().int(),
    customer: z.object({
      id: z.number().int(),
      /** The account's address now: `deleted-{id}@deleted.invalid` once it was deleted. */
      email: z.string(),
      name: z.string(),
      deleted: z.boolean(),
    }),
    partner: z.string(),
    kind: z.enum(PrivacyRequestKinds),
    status: z.enum(PrivacyRequestStatuses),
    /** A refusal's error key (e.g. `account_has_open_orders`); null when carried out. */
    reason: z.string().nullable(),
    /** The staff member who made it for the customer; null: the customer in their profile. */
    staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'StaffPrivacyRequest' });
export type StaffPrivacyRequest = z.infer<typeof zStaffPrivacyRequest>;

export const zStaffPrivacyRequestList = pageOf(zStaffPrivacyRequest).meta({ id: 'StaffPrivacyRequestList' });
export type StaffPrivacyRequestList = z.infer<typeof zStaffPrivacyRequestList>;
