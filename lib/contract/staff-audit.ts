import { z } from 'zod';
import { zCalendarDay } from './safe-text';
import { pageOf, pagingFields } from './paging';

/**
 * The audit log of the staff console and the operations API (issue #17 item 3): every staff
 * action (who, when, what, before/after), newest first, as far as the member may see its target.
 */
/** A day filter (UTC): a real calendar day, else `invalid_date` (issue #44 item 4). */
const zDay = zCalendarDay;

export const AuditTargetKinds = ['order', 'return', 'customer', 'partner', 'product', 'variant', 'category', 'brand', 'quote', 'staff'] as const;

export const zStaffAuditQuery = z.strictObject({
  partner: z.string().trim().toLowerCase().max(40).optional(),
  /** The staff member's email. */
  staff: z.string().trim().toLowerCase().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  kind: z.enum(AuditTargetKinds).optional(),
  /** On or after this day (UTC). */
  from: zDay.optional(),
  /** On or before this day (UTC). */
  to: zDay.optional(),
  ...pagingFields(50),
});
export type StaffAuditQuery = z.infer<typeof zStaffAuditQuery>;

export const zStaffAuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() }),
    /** `order.status`, `return.status`, `customer.status`, `customer.quota_reset`, `customer.impersonation_start`, … */
    action: z.string(),
    target: z.object({ kind: z.string(), id: z.number().int(), partner: z.string().nullable(), label: z.string().nullable() }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'StaffAuditEntry' });
export type StaffAuditEntry = z.infer<typeof zStaffAuditEntry>;

export const zStaffAuditList = pageOf(zStaffAuditEntry).meta({ id: 'StaffAuditList' });
export type StaffAuditList = z.infer<typeof zStaffAuditList>;
