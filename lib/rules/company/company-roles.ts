/**
 * What each role of a company may do (issue #50 item 2, decision 0100), as one table a reader
 * checks at a glance. The roles build on each other: a viewer sees the company's orders; a buyer
 * places orders within their limits and sees their own; an approver also sees every order of the
 * company and approves or declines others' purchase requests; an admin also manages the members,
 * their roles and limits, the approval rules, the invitations, the shared addresses and reads the
 * credit statement. Nobody approves their own request (purchase-request.ts).
 */
export const CompanyRoles = ['admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof CompanyRoles)[number];

export type CompanyPermission = 'place_orders' | 'see_company_orders' | 'approve_requests' | 'manage_company' | 'see_statement' | 'use_company_addresses';

export const ROLE_PERMISSIONS: Readonly<Record<CompanyRole, ReadonlySet<CompanyPermission>>> = {
  viewer: new Set(['see_company_orders']),
  buyer: new Set(['place_orders', 'use_company_addresses']),
  approver: new Set(['place_orders', 'use_company_addresses', 'see_company_orders', 'approve_requests']),
  admin: new Set(['place_orders', 'use_company_addresses', 'see_company_orders', 'approve_requests', 'manage_company', 'see_statement']),
};

/** Whether a member with `role` may do `permission`. */
export function can(role: CompanyRole, permission: CompanyPermission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** Whether the company keeps at least one admin when `change` applies to the member `memberId` (the last admin is never demoted or removed). */
export function keepsAnAdmin(members: readonly { id: number; role: CompanyRole }[], change: { memberId: number; role: CompanyRole | null }): boolean {
  return members.some((m) => (m.id === change.memberId ? change.role === 'admin' : m.role === 'admin'));
}
