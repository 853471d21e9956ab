import { zStaffShipment } from './staff-shipments';
import { z } from 'zod';
import { REFUND_REASONS } from '@/lib/rules/order-revival';
import { zCalendarDay } from './safe-text';
import { pageOf, pagingFields } from './paging';
import { zEmail } from './common';
import { OrderStatus } from './enums';
import { zOrder } from './orders';
import { zOptionalNoteText, zStaffOrderNote } from './order-notes';

/**
 * The staff side (issue #17 items 3 and 5): SPEC §3/§6's staff kinds as roles, the staff login,
 * and the operations API over orders that the console and an ERP share. Staff tokens are not
 * customer tokens: each side's endpoints refuse the other's.
 */
export const StaffRoles = ['Employee', 'SalesPerson', 'Inspector'] as const;
export type StaffRole = (typeof StaffRoles)[number];

/** `code`: the 6-digit TOTP code, when the member has two-factor sign-in on (issue #44 item 3). */
export const zStaffLoginRequest = z.strictObject({ email: zEmail, password: z.string().min(1).max(200), code: z.string().regex(/^\d{6}$/, 'totp_code').optional() });

export const zStaffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(StaffRoles),
    /** The partner codes the member works for; `null`: every partner (Employee, Inspector). */
    partners: z.array(z.string()).nullable(),
    /** Two-factor sign-in (issue #44 item 3): on or not, and whether the member must enrol before anything else. */
    twoFactor: z.object({ enabled: z.boolean(), enrolmentRequired: z.boolean() }).optional(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof zStaffMember>;

export const zStaffSession = z.object({ token: z.string(), expiresAt: z.string(), staff: zStaffMember }).meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof zStaffSession>;

/** The statuses an order can be moved to (SPEC §4 names; NA is never one). */
const zLifecycleStatus = z.enum(OrderStatus.filter((s) => s !== 'NA') as [string, ...string[]]);

/** A day filter (UTC): a real calendar day, else `invalid_date` (issue #44 item 4). */
const zDay = zCalendarDay;

export const zStaffOrderListQuery = z.strictObject({
  partner: z.string().trim().toLowerCase().max(40).optional(),
  status: zLifecycleStatus.optional(),
  /** Placed on or after this day (UTC). */
  from: zDay.optional(),
  /** Placed on or before this day (UTC). */
  to: zDay.optional(),
  number: z.string().trim().toUpperCase().max(40).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  ...pagingFields(20),
});
export type StaffOrderListQuery = z.infer<typeof zStaffOrderListQuery>;

export const zStaffOrderSummary = z
  .object({
    id: z.number().int(),
    uid: z.string(),
    orderNumber: z.string(),
    partner: z.string(),
    email: z.string(),
    createdAt: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    total: z.number().int(),
    version: z.number().int(),
    /** The order may go out for delivery with its carrier now (decision 0086): the list's "Ship selected" takes it. */
    shippable: z.boolean(),
    /** Why money is owed back to the customer (issue #44 item 1); null when nothing is. */
    refundReason: z.enum(REFUND_REASONS).nullable(),
  })
  .meta({ id: 'StaffOrderSummary' });

export const zStaffOrderList = pageOf(zStaffOrderSummary).meta({ id: 'StaffOrderList' });
export type StaffOrderList = z.infer<typeof zStaffOrderList>;

/** An order as staff see it: the customer's view, plus its id, partner, version and the statuses it may move to. */
export const zStaffOrder = zOrder
  .extend({
    id: z.number().int(),
    partner: z.string(),
    version: z.number().int(),
    nextStatuses: z.array(z.string()),
    /** Every note on the order (issue #44 item 2), oldest first: its author and time, and whether the customer sees it. */
    staffNotes: z.array(zStaffOrderNote),
    /** Its live shipment with the carrier as staff work it (issue #48): the reference, state, cash to collect, last fault. */
    staffShipment: zStaffShipment.nullable(),
    /** The order may go out for delivery with its carrier now (decision 0086): what the console's "Ship with …" offers. */
    shippable: z.boolean(),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof zStaffOrder>;

export const zStatusChangeRequest = z.strictObject({
  status: zLifecycleStatus,
  /** The order's `version` as the caller saw it: a change since then answers 409 order_changed. */
  expectedVersion: z.number().int().min(0),
  note: zOptionalNoteText.optional(),
  /** The note is shown to the customer on their order page too (issue #44 item 2). */
  noteForCustomer: z.boolean().optional(),
});
export type StatusChangeRequest = z.infer<typeof zStatusChangeRequest>;
