import type { StaffRole } from '@/lib/contract/staff';

/**
 * Which of a sales person's open impersonations a change of their account ends (issue #44 item 3):
 * every one when the account is disabled, its password reset or its role no longer SalesPerson
 * (only a SalesPerson impersonates), otherwise those of customers of a partner no longer assigned.
 */
export type AccountChange = { disabled: boolean; passwordReset: boolean; role: StaffRole; partnerIds: readonly number[] };

export type OpenImpersonation = { id: number; partnerId: number };

export function impersonationsEndedBy(change: AccountChange, open: readonly OpenImpersonation[]): number[] {
  const endsAll = change.disabled || change.passwordReset || change.role !== 'SalesPerson';
  return open.filter((imp) => endsAll || !change.partnerIds.includes(imp.partnerId)).map((imp) => imp.id);
}
