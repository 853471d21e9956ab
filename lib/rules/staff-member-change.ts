import type { StaffRole } from '@/lib/contract/staff';

/**
 * What an Employee may change on a staff account (issue #44 item 3), as pure rules: an Employee
 * never disables or demotes themselves (so the shop always keeps at least one active Employee:
 * the one making the change), only a SalesPerson has partners, and a disabled account comes back
 * as it was (invited again when it never set a password).
 */
export type StaffMemberState = { id: number; role: StaffRole; status: 'invited' | 'active' | 'disabled'; hasPassword: boolean };

export type StaffChangeRefusal = 'staff_self_disable' | 'staff_self_demote' | 'staff_status_unchanged' | 'staff_self_two_factor_reset' | 'totp_not_enabled';

/** Partners are a SalesPerson's: a list for another role is a field error. */
export const partnersAllowed = (role: StaffRole, partners: readonly string[]): boolean => role === 'SalesPerson' || partners.length === 0;

/** A role change (or the same role with other partners) by `actorId`. */
export function staffUpdateRefusal(actorId: number, member: StaffMemberState, role: StaffRole): StaffChangeRefusal | undefined {
  return member.id === actorId && role !== member.role ? 'staff_self_demote' : undefined;
}

/** Disable (any account but one's own) or enable (a disabled one). */
export function staffStatusRefusal(actorId: number, member: StaffMemberState, to: 'active' | 'disabled'): StaffChangeRefusal | undefined {
  if (to === 'disabled' && member.id === actorId) return 'staff_self_disable';
  if (to === 'disabled' ? member.status === 'disabled' : member.status !== 'disabled') return 'staff_status_unchanged';
  return undefined;
}

/**
 * Resetting another member's two-factor sign-in (a lost phone): never one's own (their own
 * two-factor page switches it off with a current code), and only when it is on.
 */
export function staffTwoFactorResetRefusal(actorId: number, member: Pick<StaffMemberState, 'id'>, twoFactorOn: boolean): StaffChangeRefusal | undefined {
  if (member.id === actorId) return 'staff_self_two_factor_reset';
  return twoFactorOn ? undefined : 'totp_not_enabled';
}

/** The status an enabled account gets back: active, or invited when no password was ever set (it still needs its link). */
export const statusAfterEnable = (member: Pick<StaffMemberState, 'hasPassword'>): 'active' | 'invited' => (member.hasPassword ? 'active' : 'invited');

/** How long a mailed link to set a password stays good. */
export const STAFF_INVITE_LINK_HOURS = 72;
export const STAFF_RESET_LINK_HOURS = 24;
