import type { StaffRole } from '@/lib/contract/staff';

/**
 * Impersonation (issue #17 item 4) as pure rules: who may shop as whom, how long it lasts, and
 * what a customer's session may not do while a sales person holds it.
 */

/** An impersonation ends this long after it starts (or earlier, on Stop). */
export const IMPERSONATION_MINUTES = 60;

/** The one-time code that hands the session from the console to the storefront is good this long. */
export const HANDOFF_SECONDS = 120;

export type ImpersonationRefusal = 'staff_role_forbidden' | 'customer_not_found' | 'customer_not_active';

/**
 * Whether a staff member may start shopping as a customer: only a SalesPerson, only a customer of
 * a partner assigned to them (another partner's customer is "not found", as everywhere in the
 * console), and only an active account (a pending or blocked one could not log in either).
 */
export function impersonationRefusal(
  staff: { role: StaffRole; partnerIds: readonly number[] | null },
  customer: { partnerId: number; status: string } | undefined,
): ImpersonationRefusal | undefined {
  if (staff.role !== 'SalesPerson') return 'staff_role_forbidden';
  if (!customer || !(staff.partnerIds ?? []).includes(customer.partnerId)) return 'customer_not_found';
  if (customer.status !== 'active') return 'customer_not_active';
  return undefined;
}

export const impersonationEnd = (startedAt: Date): Date => new Date(startedAt.getTime() + IMPERSONATION_MINUTES * 60_000);

export const handoffExpiry = (startedAt: Date): Date => new Date(startedAt.getTime() + HANDOFF_SECONDS * 1000);

/** Still running at `now`: not stopped and before its end (the end itself is too late). */
export const isImpersonationLive = (row: { endsAt: Date; endedAt: Date | null }, now: Date): boolean => row.endedAt === null && now.getTime() < row.endsAt.getTime();

/**
 * The session duration (SPEC's `rd`, whole minutes) to give the browser so its session ends with
 * the impersonation, never after it: the minutes left, rounded down, at least 1 while it is live.
 */
export const sessionMinutesLeft = (endsAt: Date, now: Date): number => Math.max(1, Math.floor((endsAt.getTime() - now.getTime()) / 60_000));

/** What a customer session may not do while a sales person holds it: the account's own secrets. */
export const FORBIDDEN_WHILE_IMPERSONATING = 'impersonation_forbidden';
