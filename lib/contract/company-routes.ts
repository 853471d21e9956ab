import type { z } from 'zod';
import {
  zAcceptInvitationRequest,
  zCompany,
  zCompanyAddress,
  zCompanyAddressList,
  zCompanyAddressRequest,
  zCompanyInvitation,
  zCompanyInvitationList,
  zCompanyMember,
  zCompanyMemberList,
  zCompanyOrder,
  zCompanyOrderList,
  zCompanyOrderQuery,
  zCompanyRulesRequest,
  zCreateCompanyRequest,
  zCreateInvitationRequest,
  zInvitationAccepted,
  zInvitationCheck,
  zInvitationTokenRequest,
  zOrderListSharingRequest,
  zUpdateCompanyMemberRequest,
} from './companies';
import { zSavedOrderListSummary } from './order-lists';
import { zReorderResult } from './returns';

/**
 * Company accounts in the storefront API (issue #50, decisions 0100 and 0103): the signed-in customer's
 * company under the scoped partner — asking for one, its members, roles and limits, invitations and
 * the join by invitation, the shared addresses, the company's orders. Spread into apiPaths-style
 * `companyPaths` and `routes` (api-routes.ts). Every answer is scoped by lib/backend/services/companies/membership.ts:
 * without a membership of an ACTIVE company every route but `GET /Company` answers 404 company_not_found,
 * and a role without the permission 403 company_role_forbidden. A sales person shopping as the
 * customer (impersonation) reads, reorders and shares lists, but the company's administration
 * (asking for a company, rules, members, invitations, addresses, joining) answers 403 impersonation_forbidden.
 */

export const companyPaths = {
  company: '/Company',
  companyRules: '/Company/Rules',
  companyMembers: '/Company/Members',
  companyMember: '/Company/Members/:id',
  companyInvitations: '/Company/Invitations',
  companyInvitation: '/Company/Invitations/:id',
  checkCompanyInvitation: '/Company/Invitations/Check',
  acceptCompanyInvitation: '/Company/Invitations/Accept',
  joinCompany: '/Company/Invitations/Join',
  companyAddresses: '/Company/Addresses',
  companyAddress: '/Company/Addresses/:id',
  companyOrders: '/Company/Orders',
  companyOrder: '/Company/Orders/:uid',
  reorderCompanyOrder: '/Company/Orders/:uid/Reorder',
  orderListSharing: '/OrderLists/:id/Sharing',
} as const;

/**
 * The shape of a customer route (api-routes.ts's RouteDef, which checks these rows where `routes`
 * spreads them): declared here, as importing it from api-routes.ts would make an import cycle.
 */
type CompanyRouteDef = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  partner: boolean;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  responses: Record<number, z.core.$ZodType | null>;
};
const def = <T extends CompanyRouteDef>(d: T) => d;
const c = { tag: 'company', auth: true, partner: true } as const;
const IMP = '403 impersonation_forbidden while a sales person shops as the customer';

export const companyRoutes = {
  getCompany: def({ ...c, method: 'get', path: companyPaths.company, summary: "The caller's company under the partner, whatever its status (pending, active, declined, disabled: only an active one works), with the caller's membership (`me`: role, permissions, spending limit); 404 company_not_found when they belong to none", responses: { 200: zCompany } }),
  createCompany: def({ ...c, method: 'post', path: companyPaths.company, summary: `Ask for a company for the caller's business (name, ΑΦΜ, ΔΟΥ, activity): pending until staff decide, the caller its admin. 400 validation_failed (vatNumber: vat_number_length / vat_number_check_digit, taxOffice: tax_office_unknown), 409 company_member_already (the caller belongs to a company) / company_vat_taken (the partner has a company with that ΑΦΜ), ${IMP}`, body: zCreateCompanyRequest, responses: { 201: zCompany } }),
  updateCompanyRules: def({ ...c, method: 'put', path: companyPaths.companyRules, summary: `The company's approval threshold (admin): an order above it (gross cents) waits for an approver; null: none. 409 company_changed when the company changed since \`expectedVersion\` (read it again), 403 company_role_forbidden, 404 company_not_found, ${IMP}`, body: zCompanyRulesRequest, responses: { 200: zCompany } }),
  listCompanyMembers: def({ ...c, method: 'get', path: companyPaths.companyMembers, summary: "The company's members (admin), admins first then by name, each with their role, spending limit, what they spent in the current period and what is left; 403 company_role_forbidden, 404 company_not_found", responses: { 200: zCompanyMemberList } }),
  updateCompanyMember: def({ ...c, method: 'put', path: companyPaths.companyMember, summary: `A member's role, spending limit (cents per month or quarter; null: none) and whether every order of theirs waits for approval (admin); a waiting request keeps its rules. 404 company_member_not_found, 409 company_last_admin (the last admin is never demoted), 403 company_role_forbidden, ${IMP}`, body: zUpdateCompanyMemberRequest, responses: { 200: zCompanyMember } }),
  deleteCompanyMember: def({ ...c, method: 'delete', path: companyPaths.companyMember, summary: `Remove a member from the company (admin; the account stays, their orders stay the company's): their waiting purchase requests are cancelled (buyer_removed) in the same transaction and they no longer see its shared lists. 404 company_member_not_found, 409 company_last_admin, 403 company_role_forbidden, ${IMP}`, responses: { 204: null } }),
  listCompanyInvitations: def({ ...c, method: 'get', path: companyPaths.companyInvitations, summary: "The company's invitations (admin), newest first (at most 100), each pending, accepted, expired or revoked; 403 company_role_forbidden, 404 company_not_found", responses: { 200: zCompanyInvitationList } }),
  createCompanyInvitation: def({ ...c, method: 'post', path: companyPaths.companyInvitations, summary: `Invite a colleague by e-mail with a role (admin): the mail, in the request language, carries /{lang}/{partner}/join/{token}, good for COMPANY_INVITATION_DAYS days (7) and once; a pending invitation of the same e-mail is revoked and replaced. 409 company_member_already (that e-mail is a member of a company here) / company_invitations_full (50 pending), 403 company_role_forbidden, 429 too_many_requests, ${IMP}`, body: zCreateInvitationRequest, responses: { 201: zCompanyInvitation } }),
  revokeCompanyInvitation: def({ ...c, method: 'delete', path: companyPaths.companyInvitation, summary: `Revoke a pending invitation (admin): its link stops working. 404 invitation_not_found, 409 invitation_not_pending (accepted, expired or revoked already), 403 company_role_forbidden, ${IMP}`, responses: { 204: null } }),
  checkCompanyInvitation: def({ ...c, auth: false, method: 'post', path: companyPaths.checkCompanyInvitation, summary: 'What an invitation link offers (public; spends nothing): the company, e-mail and role, and whether that e-mail has an account here (then sign in and join). 400 invitation_invalid (unknown, another partner\'s, expired, revoked or used), 429 too_many_requests', body: zInvitationTokenRequest, responses: { 200: zInvitationCheck } }),
  acceptCompanyInvitation: def({ ...c, auth: false, method: 'post', path: companyPaths.acceptCompanyInvitation, summary: "Register through an invitation link (public; no registration code): the account (the invitation's e-mail) is active and verified at once and a member with the invited role; then sign in with the password. Once only. 400 invitation_invalid, 400 validation_failed (password: password_too_common / password_has_context / password_repeated), 409 invitation_account_exists (sign in and join) / company_member_already, 429 too_many_requests", body: zAcceptInvitationRequest, responses: { 201: zInvitationAccepted } }),
  joinCompany: def({ ...c, method: 'post', path: companyPaths.joinCompany, summary: `Join the company of an invitation as the signed-in customer (its e-mail must be theirs). 400 invitation_invalid, 403 invitation_wrong_account, 409 company_member_already, ${IMP}`, body: zInvitationTokenRequest, responses: { 200: zCompany } }),
  listCompanyAddresses: def({ ...c, method: 'get', path: companyPaths.companyAddresses, summary: "The company's shared address book (members who place orders, and the admin), by title; 403 company_role_forbidden, 404 company_not_found", responses: { 200: zCompanyAddressList } }),
  createCompanyAddress: def({ ...c, method: 'post', path: companyPaths.companyAddresses, summary: `Add an address to the company's book (admin); 409 company_addresses_full (50), 403 company_role_forbidden, ${IMP}`, body: zCompanyAddressRequest, responses: { 201: zCompanyAddress } }),
  updateCompanyAddress: def({ ...c, method: 'put', path: companyPaths.companyAddress, summary: `Change an address of the company's book (admin); 404 company_address_not_found, 403 company_role_forbidden, ${IMP}`, body: zCompanyAddressRequest, responses: { 200: zCompanyAddress } }),
  deleteCompanyAddress: def({ ...c, method: 'delete', path: companyPaths.companyAddress, summary: `Delete an address of the company's book (admin; orders keep the address they were shipped to); 404 company_address_not_found, 403 company_role_forbidden, ${IMP}`, responses: { 204: null } }),
  listCompanyOrders: def({ ...c, method: 'get', path: companyPaths.companyOrders, summary: "Every order placed for the company (viewer, approver, admin), newest first, 20 a page, filtered by buyer (customer id) and status (SPEC §4 code), each with its buyer, PO number, payment method and whether it awaits approval; 403 company_role_forbidden, 404 company_not_found", query: zCompanyOrderQuery, responses: { 200: zCompanyOrderList } }),
  companyOrderByUid: def({ ...c, method: 'get', path: companyPaths.companyOrder, summary: 'An order placed for the company, as its buyer sees it, with who placed it (viewer, approver, admin); 404 order_not_found (also for another company\'s), 403 company_role_forbidden', responses: { 200: zCompanyOrder } }),
  reorderCompanyOrder: def({ ...c, method: 'post', path: companyPaths.reorderCompanyOrder, summary: "Put a company order's lines into the caller's cart as far as they are available (a member who places orders and sees the company's orders, or its own buyer), reporting the rest; 404 order_not_found, 403 company_role_forbidden", responses: { 200: zReorderResult } }),
  shareOrderList: def({ ...c, tag: 'order-lists', method: 'put', path: companyPaths.orderListSharing, summary: "Share the caller's own order list with their active company (members see it, put it in their cart; only its owner changes it) or stop sharing; 404 order_list_not_found (also a colleague's list), 404 company_not_found (no active company)", body: zOrderListSharingRequest, responses: { 200: zSavedOrderListSummary } }),
} satisfies Record<string, CompanyRouteDef>;
