import type { RouteDef } from './api-routes';
import { zStaffPrivacyRequest, zStaffPrivacyRequestList, zStaffPrivacyRequestQuery } from './account-privacy';

/**
 * Customers' privacy requests in the operations API (issue #49 item 2, decision 0096), spread into
 * staffPaths and staffRoutes (staff-routes.ts): the list of requests (data exports and account
 * deletions, carried out or refused) of the partners a member sees, and an account deleted by staff
 * at the customer's request (an Employee, or the SalesPerson of the customer's partner; the
 * customer's own deletion, and an impersonating sales person, go through the storefront's route).
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffPrivacyPaths = {
  privacyRequests: '/staff/privacy-requests',
  customerDeletion: '/staff/customers/:id/delete',
} as const;

export const staffPrivacyRoutes = {
  staffPrivacyRequests: def({
    tag: 'staff',
    auth: false,
    partner: false,
    method: 'get',
    path: staffPrivacyPaths.privacyRequests,
    staff: 'read',
    query: zStaffPrivacyRequestQuery,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: zStaffPrivacyRequestList },
    summary: "Customers' privacy requests (data exports and account deletions, carried out or refused with their reason, by the customer or by a staff member for them) of every partner the member sees, newest first, filtered by partner, kind or status",
  }),
  staffCustomerDeletion: def({
    tag: 'staff',
    auth: false,
    partner: false,
    method: 'post',
    path: staffPrivacyPaths.customerDeletion,
    staff: 'write',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffPrivacyRequest },
    summary:
      "Delete a customer's account at their request, as the storefront's POST /Customers/Profile/Delete does (the same erasure, the same refusals; no password): answers the privacy request it wrote; audited as customer.delete. 404 customer_not_found (also another partner's), 409 account_has_open_orders (params as the customer's route) / account_deleted (already deleted), 403 staff_read_only",
  }),
} satisfies Record<string, RouteDef>;
