import { z } from 'zod';
import { pageOf, pagingFields } from './paging';
import { ReturnStatuses } from '@/lib/rules/return-lifecycle';
import { zReturnReason } from './enum-schemas';

/**
 * The returns queue of the staff console and the operations API (issue #17 items 1, 3 and 5):
 * return requests of the partners a member sees, oldest waiting first, and their handling
 * (receive, refund, refuse: lib/rules/return-lifecycle.ts).
 */
export const zStaffReturnListQuery = z.strictObject({
  status: z.enum(ReturnStatuses).optional(),
  partner: z.string().trim().toLowerCase().max(40).optional(),
  ...pagingFields(20),
});
export type StaffReturnListQuery = z.infer<typeof zStaffReturnListQuery>;

export const zStaffReturn = z
  .object({
    id: z.number().int(),
    /** `ACM-2026-000123-R1`. */
    number: z.string(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    partner: z.string(),
    email: z.string(),
    status: z.enum(ReturnStatuses),
    reason: zReturnReason,
    comment: z.string().nullable(),
    units: z.number().int(),
    createdAt: z.string(),
    /** What staff may do with it now. */
    nextStatuses: z.array(z.enum(ReturnStatuses)),
  })
  .meta({ id: 'StaffReturn' });
export type StaffReturn = z.infer<typeof zStaffReturn>;

export const zStaffReturnList = pageOf(zStaffReturn).meta({ id: 'StaffReturnList' });
export type StaffReturnList = z.infer<typeof zStaffReturnList>;

export const zReturnStatusChangeRequest = z.strictObject({
  status: z.enum(['Received', 'Refunded', 'Rejected']),
  /** The status the caller saw: another change since then answers 409 return_changed. */
  expectedStatus: z.enum(ReturnStatuses),
});
export type ReturnStatusChangeRequest = z.infer<typeof zReturnStatusChangeRequest>;
