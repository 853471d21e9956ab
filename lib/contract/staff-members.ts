import { z } from 'zod';
import { zEmail, zPassword, zPersonName } from './common';
import { Languages } from './enums';
import { StaffRoles } from './staff';

/**
 * Staff accounts as an Employee manages them (issue #44 item 3): the list, an invitation (the
 * invitee sets a password from a mailed one-time link), the role and partners, disable / enable,
 * and a password reset. Every change names the account's `version` as the caller saw it: another
 * change since then answers 409 staff_member_changed.
 */
export const StaffMemberStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffMemberStatus = (typeof StaffMemberStatuses)[number];

/** The partner codes of a SalesPerson (at most 50, no duplicates); the other roles see every partner and have none. */
const zPartnerCodes = z
  .array(z.string().trim().toLowerCase().min(1).max(40).regex(/^[a-z0-9][a-z0-9-]*$/, 'invalid_format'))
  .max(50)
  .refine((codes) => new Set(codes).size === codes.length, 'duplicate');

export const zManagedStaffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(StaffRoles),
    status: z.enum(StaffMemberStatuses),
    /** The assigned partner codes (a SalesPerson's; empty for the other roles). */
    partners: z.array(z.string()),
    /** The latest console or API login (from the staff sessions); null: none known. */
    lastLoginAt: z.string().nullable(),
    twoFactor: z.boolean(),
    createdAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'ManagedStaffMember' });
export type ManagedStaffMember = z.infer<typeof zManagedStaffMember>;

export const zManagedStaffMemberList = z.object({ items: z.array(zManagedStaffMember) }).meta({ id: 'ManagedStaffMemberList' });
export type ManagedStaffMemberList = z.infer<typeof zManagedStaffMemberList>;

export const zStaffInviteRequest = z.strictObject({
  email: zEmail,
  name: zPersonName,
  role: z.enum(StaffRoles),
  partners: zPartnerCodes.default([]),
  /** The invitation mail's language (default: the request's). */
  lang: z.enum(Languages).optional(),
});
export type StaffInviteRequest = z.infer<typeof zStaffInviteRequest>;

export const zStaffMemberUpdateRequest = z.strictObject({
  role: z.enum(StaffRoles),
  partners: zPartnerCodes.default([]),
  expectedVersion: z.number().int().min(1),
});
export type StaffMemberUpdateRequest = z.infer<typeof zStaffMemberUpdateRequest>;

export const zStaffMemberStatusRequest = z.strictObject({
  status: z.enum(['active', 'disabled']),
  expectedVersion: z.number().int().min(1),
});
export type StaffMemberStatusRequest = z.infer<typeof zStaffMemberStatusRequest>;

export const zStaffPasswordResetRequest = z.strictObject({
  expectedVersion: z.number().int().min(1),
  lang: z.enum(Languages).optional(),
});
export type StaffPasswordResetRequest = z.infer<typeof zStaffPasswordResetRequest>;

/** Reset another member's two-factor sign-in (a lost phone): their TOTP is removed and their sessions end. */
export const zStaffTwoFactorResetRequest = z.strictObject({ expectedVersion: z.number().int().min(1) });
export type StaffTwoFactorResetRequest = z.infer<typeof zStaffTwoFactorResetRequest>;

/** The mailed link's token: 64 lower-case hex characters (a console path lower-cases what it routes). */
export const zStaffLinkToken = z.string().regex(/^[0-9a-f]{64}$/, 'invalid_format');

export const zStaffPasswordSetRequest = z.strictObject({ token: zStaffLinkToken, password: zPassword });
export type StaffPasswordSetRequest = z.infer<typeof zStaffPasswordSetRequest>;

/** What the set-password page shows of an open link: whose account, and whether it is an invitation or a reset. */
export const zStaffPasswordLink = z.object({ email: z.string(), name: z.string(), kind: z.enum(['invite', 'reset']) }).meta({ id: 'StaffPasswordLink' });
export type StaffPasswordLink = z.infer<typeof zStaffPasswordLink>;
