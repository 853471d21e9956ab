import { z } from 'zod';
import { catalogImportRoutes } from './catalog-import-routes';
import { pictureZipRoutes } from './picture-zip-routes';
import { pictureUrlRoutes } from './picture-url-routes';
import type { RouteDef } from './api-routes';
import { zOrderDocumentQuery } from './orders';
import { zStaffAuditList, zStaffAuditQuery } from './staff-audit';
import { zCouponRequest, zStaffCoupon, zStaffCoupons } from './coupons';
import { zStaffQuote, zStaffQuoteList, zStaffQuoteListQuery, zStaffQuoteRequest } from './quotations';
import { zContentPageRequest, zStaffContentPage, zStaffContentPages } from './content-pages';
import { zPartnerSettingsRequest, zStaffPartner, zStaffPartnerList } from './staff-partners';
import { zStockLevels, zStockQuery, zStockUpdateRequest } from './staff-stock';
import { zCustomerStatusChangeRequest, zImpersonationStart, zQuotaReset, zStaffCustomer, zStaffCustomerList, zStaffCustomerListQuery } from './staff-customers';
import { zReturnStatusChangeRequest, zStaffReturn, zStaffReturnList, zStaffReturnListQuery } from './staff-returns';
import { zStaffTwoFactorCode, zStaffTwoFactorEnrolment, zStaffTwoFactorStatus } from './staff-two-factor';
import { zOrderNoteRequest, zStaffOrderNote } from './order-notes';
import { zManagedStaffMember, zManagedStaffMemberList, zStaffInviteRequest, zStaffMemberStatusRequest, zStaffMemberUpdateRequest, zStaffPasswordLink, zStaffPasswordResetRequest, zStaffPasswordSetRequest, zStaffTwoFactorResetRequest } from './staff-members';
import { staffCatalogPaths, staffCatalogRoutes } from './staff-catalog-routes';
import { staffProductKindsPaths, staffProductKindsRoutes } from './staff-product-kinds-routes';
import { staffFiscalPaths, staffFiscalRoutes } from './staff-fiscal-routes';
import { staffShipmentPaths, staffShipmentRoutes } from './staff-shipment-routes';
import { staffPickupPaths, staffPickupRoutes } from './staff-pickup-routes';
import { staffPrivacyPaths, staffPrivacyRoutes } from './staff-privacy-routes';
import { staffDataExportPaths, staffDataExportRoutes } from './staff-data-export-routes';
import { staffCompanyPaths, staffCompanyRoutes } from './staff-company-routes';
import { zPictureOrderRequest, zPictureUpdateRequest, zStaffPicture, zStaffPictureList } from './product-pictures';
import { zStaffLoginRequest, zStaffMember, zStaffOrder, zStaffOrderList, zStaffOrderListQuery, zStaffSession, zStatusChangeRequest } from './staff';

/**
 * The operations API (issue #17 item 5): what the staff console does, for an ERP too, with staff
 * tokens (POST /staff/login). Mounted and documented like the customer routes (api-routes.ts);
 * `staff` says what the call needs: any staff member (`read`) or one who may change things
 * (`write`: Employee, SalesPerson). Customer tokens are refused here and staff tokens there.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffPaths = {
  login: '/staff/login',
  me: '/staff/me',
  logout: '/staff/logout',
  twoFactorEnrolment: '/staff/two-factor/enrolment',
  twoFactorConfirmation: '/staff/two-factor/confirmation',
  twoFactorDisable: '/staff/two-factor/disable',
  orders: '/staff/orders',
  order: '/staff/orders/:id',
  orderStatus: '/staff/orders/:id/status',
  orderNotes: '/staff/orders/:id/notes',
  orderDocument: '/staff/orders/:id/document',
  orderCreditNote: '/staff/orders/:id/credit-notes/:creditId',
  returns: '/staff/returns',
  returnStatus: '/staff/returns/:id/status',
  customers: '/staff/customers',
  customerImpersonation: '/staff/customers/:id/impersonation',
  customerStatus: '/staff/customers/:id/status',
  customerQuotaReset: '/staff/customers/:id/quota-reset',
  audit: '/staff/audit',
  stock: '/staff/stock',
  partners: '/staff/partners',
  partner: '/staff/partners/:code',
  partnerPages: '/staff/partners/:code/pages',
  partnerPage: '/staff/partners/:code/pages/:eurl',
  partnerCoupons: '/staff/partners/:code/coupons',
  partnerCoupon: '/staff/partners/:code/coupons/:coupon',
  quotes: '/staff/quotes',
  quote: '/staff/quotes/:id',
  members: '/staff/members',
  member: '/staff/members/:id',
  memberStatus: '/staff/members/:id/status',
  memberPasswordReset: '/staff/members/:id/password-reset',
  memberTwoFactorReset: '/staff/members/:id/two-factor-reset',
  passwordLink: '/staff/password-links/:token',
  password: '/staff/password',
  productPictures: '/staff/products/:code/pictures',
  productPicture: '/staff/products/:code/pictures/:id',
  ...staffCatalogPaths,
  ...staffProductKindsPaths,
  ...staffFiscalPaths,
  ...staffShipmentPaths,
  ...staffPickupPaths,
  ...staffPrivacyPaths,
  ...staffDataExportPaths,
  ...staffCompanyPaths,
} as const;

export const staffRoutes = {
  staffLogin: def({ method: 'post', path: staffPaths.login, summary: 'Log a staff member in: a staff token for the operations API (its session ends on logout); 401 invalid_credentials, totp_required (two-factor sign-in on: send `code`) / totp_invalid (a wrong or already used code, counted like a wrong password), 403 account_disabled, 429 too_many_requests', tag: 'staff', auth: false, partner: false, staff: 'login', body: zStaffLoginRequest, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 200, anonymous: 200 }, responses: { 200: zStaffSession } }),
  staffMe: def({ method: 'get', path: staffPaths.me, summary: 'The staff member of the token: role and partners', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffMember } }),
  staffLogout: def({ method: 'post', path: staffPaths.logout, summary: "End the calling token's session: the token is refused at once, on every instance", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 204, SalesPerson: 204, OtherSalesPerson: 204, Inspector: 204, customer: 401, anonymous: 401 }, responses: { 204: null } }),
  staffTwoFactorEnrolment: def({ method: 'post', path: staffPaths.twoFactorEnrolment, summary: "Start (or restart) the member's own two-factor sign-in enrolment: a new TOTP secret (RFC 6238), shown once as text and as an otpauth:// URI, not on until a code confirms it; 409 totp_already_enabled", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffTwoFactorEnrolment } }),
  staffTwoFactorConfirmation: def({ method: 'post', path: staffPaths.twoFactorConfirmation, summary: "Switch two-factor sign-in on with a code of the enrolled secret; audited. 400 totp_invalid (counted like a wrong password), 409 totp_not_pending", tag: 'staff', auth: false, partner: false, staff: 'read', body: zStaffTwoFactorCode, access: { Employee: 400, SalesPerson: 400, OtherSalesPerson: 400, Inspector: 400, customer: 401, anonymous: 401 }, responses: { 200: zStaffTwoFactorStatus } }),
  staffTwoFactorDisable: def({ method: 'post', path: staffPaths.twoFactorDisable, summary: "Switch two-factor sign-in off with a current code; audited. 400 totp_invalid, 409 totp_not_enabled / totp_mandatory (an Employee in production)", tag: 'staff', auth: false, partner: false, staff: 'read', body: zStaffTwoFactorCode, access: { Employee: 409, SalesPerson: 409, OtherSalesPerson: 409, Inspector: 409, customer: 401, anonymous: 401 }, responses: { 200: zStaffTwoFactorStatus } }),
  staffOrders: def({ method: 'get', path: staffPaths.orders, summary: "Orders of every partner the member sees, newest first, filtered by partner, status, dates (UTC days), order number or email", tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffOrderListQuery, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffOrderList } }),
  staffOrder: def({ method: 'get', path: staffPaths.order, summary: 'An order with its history, version and the statuses it may move to; 404 order_not_found (also for a partner the member does not see)', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffOrder } }),
  staffOrderDocument: def({ method: 'get', path: staffPaths.orderDocument, summary: "The order's invoice or receipt as a PDF download (as the customer gets it), in `lang` or else the order's language; 404 order_not_found (also for a partner the member does not see)", tag: 'staff', auth: false, partner: false, staff: 'read', query: zOrderDocumentQuery, produces: 'application/pdf', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: null } }),
  staffOrderCreditNote: def({ method: 'get', path: staffPaths.orderCreditNote, summary: "A credit note of the order's invoice or receipt as a PDF download (issue #47), in `lang` or else the order's language; 404 order_not_found (also for a partner the member does not see) / credit_note_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', query: zOrderDocumentQuery, produces: 'application/pdf', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: null } }),
  staffOrderStatus: def({ method: 'post', path: staffPaths.orderStatus, summary: "Move an order to a status the lifecycle allows, never PartiallyReturned or Returned (only receiving a return's lines reaches them, POST /staff/returns/:id/status); 409 transition_needs_return / transition_not_allowed / transition_wrong_shipping / transition_paid_order / transition_not_paid / status_unchanged / order_changed (another change since expectedVersion), 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStatusChangeRequest, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: z.object({ id: z.number().int(), status: z.string(), version: z.number().int() }) } }),
  staffOrderNote: def({ method: 'post', path: staffPaths.orderNotes, summary: "Add a note to an order without changing its status (issue #44 item 2): plain text, at most 500 characters; forCustomer shows it on the customer's order page too, otherwise only staff see it; audited. 400 with field keys (body: required / max_characters / invalid_format), 404 order_not_found (also for a partner the member does not see), 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zOrderNoteRequest, access: { Employee: 201, SalesPerson: 201, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 201: zStaffOrderNote } }),
  staffReturns: def({ method: 'get', path: staffPaths.returns, summary: 'Return requests of every partner the member sees, oldest first, filtered by status or partner', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffReturnListQuery, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffReturnList } }),
  staffReturnStatus: def({ method: 'post', path: staffPaths.returnStatus, summary: 'Receive (goods back in stock, the order PartiallyReturned or Returned), refund or refuse a return request; 404 return_not_found, 409 return_transition_not_allowed / return_status_unchanged / return_changed (another change since expectedStatus), 403 staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zReturnStatusChangeRequest, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffReturn } }),
  staffCustomers: def({ method: 'get', path: staffPaths.customers, summary: 'Customers of every partner the member sees, by partner and email, filtered by partner, status or part of the email or name', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffCustomerListQuery, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffCustomerList } }),
  staffImpersonation: def({ method: 'post', path: staffPaths.customerImpersonation, summary: "A SalesPerson starts shopping as an active customer of an assigned partner: a one-time code (2 minutes) for the partner's storefront (POST /Customers/Impersonation), whose session ends after 60 minutes or on Stop; 403 staff_role_forbidden (not a SalesPerson) / staff_read_only, 404 customer_not_found (also another partner's), 409 customer_not_active", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 403, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zImpersonationStart } }),
  staffCustomerStatus: def({ method: 'post', path: staffPaths.customerStatus, summary: "Approve (pending → active), refuse (pending → disabled), block (active → disabled, ends the customer's sessions at once) or unblock a customer; 404 customer_not_found, 409 customer_changed (another change since expectedStatus) / customer_transition_not_allowed / customer_status_unchanged, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zCustomerStatusChangeRequest, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffCustomer } }),
  staffQuotaReset: def({ method: 'post', path: staffPaths.customerQuotaReset, summary: "Give a customer back the discount quota of the current period (the discounted units used are cleared); 404 customer_not_found, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zQuotaReset } }),
  staffAudit: def({ method: 'get', path: staffPaths.audit, summary: "The audit log: every staff action (who, when, what, before and after) on the records the member sees, newest first, filtered by partner, staff email, action, target kind or dates (UTC days)", tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffAuditQuery, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffAuditList } }),
  staffStock: def({ method: 'get', path: staffPaths.stock, summary: 'The stock and availability of variants by SKU (comma-separated, at most 100; unknown SKUs are left out); 403 staff_role_forbidden for a SalesPerson', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStockQuery, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStockLevels } }),
  staffStockUpdate: def({ method: 'post', path: staffPaths.stock, summary: "Set the stock of up to 500 variants by SKU, all or nothing (availability follows: none left is Exhausted, stock back on an Exhausted variant makes it Available); 400 with sku_not_found / sku_duplicate per item, 409 stock_changed per item whose expectedStock is not the stock now, 403 staff_read_only / staff_role_forbidden (a SalesPerson)", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStockUpdateRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStockLevels } }),
  staffPartners: def({ method: 'get', path: staffPaths.partners, summary: 'The partners the member sees, by code, with their settings', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffPartnerList } }),
  staffPartner: def({ method: 'get', path: staffPaths.partner, summary: "A partner's settings and landing content, with its fingerprint (the version a change names); 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffPartner } }),
  staffPartnerUpdate: def({ method: 'put', path: staffPaths.partner, summary: "Change a partner's discount, quota, registration code and landing content (sanitised); an Employee's. 400 with field keys, 404 partner_not_found, 409 partner_changed (another change since expectedFingerprint), 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zPartnerSettingsRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffPartner } }),
  staffPartnerPages: def({ method: 'get', path: staffPaths.partnerPages, summary: "A partner's content pages (issue #18 item 7) in both languages, by position; 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffContentPages } }),
  staffPartnerPagePut: def({ method: 'put', path: staffPaths.partnerPage, summary: "Create or replace a content page (eurl: lower-case letters, digits and hyphens; body sanitised); an Employee's, audited. 400 with field keys / content_page_eurl_invalid, 404 partner_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zContentPageRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffContentPage } }),
  staffPartnerPageDelete: def({ method: 'delete', path: staffPaths.partnerPage, summary: "Delete a content page; an Employee's, audited. 404 partner_not_found / content_page_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 204, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 204: null } }),
  staffPartnerCoupons: def({ method: 'get', path: staffPaths.partnerCoupons, summary: "A partner's coupons (issue #18 item 4) with their redemptions, by code; 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffCoupons } }),
  staffPartnerCouponPut: def({ method: 'put', path: staffPaths.partnerCoupon, summary: "Create or change a coupon by its code (the body's code must name the same one once normalised); an Employee's, audited. 400 with field keys / coupon_code_invalid / coupon_code_mismatch, 404 partner_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zCouponRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffCoupon } }),
  staffQuotes: def({ method: 'get', path: staffPaths.quotes, summary: 'Quotations (issue #18 item 3) of every partner the member sees, newest first, filtered by status or partner', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffQuoteListQuery, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffQuoteList } }),
  staffQuote: def({ method: 'get', path: staffPaths.quote, summary: 'A quotation with its lines (list, requested and quoted prices) and the customer; 404 quote_not_found (also for a partner the member does not see)', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffQuote } }),
  staffQuotePut: def({ method: 'put', path: staffPaths.quote, summary: "Revise a Pending or Revisioned quotation (a quoted gross unit price for every line, > 0 and ≤ its list price, a validity in the future, a note; the customer is mailed) or decline it; audited. 400 quote_lines_mismatch / quote_price_invalid / quote_price_above_list / quote_valid_until_past, 404 quote_not_found, 409 quote_status_conflict, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffQuoteRequest, access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffQuote } }),
  // Staff accounts (issue #44 item 3): an Employee's.
  staffMembers: def({ method: 'get', path: staffPaths.members, summary: 'Every staff account by name: role, partners (a SalesPerson\'s), status (invited, active, disabled), last login, two-factor, version; an Employee\'s. 403 staff_role_forbidden', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMemberList } }),
  staffMemberInvite: def({ method: 'post', path: staffPaths.members, summary: 'Invite a staff member: the account waits (invited) until its holder sets a password from the mailed one-time link (72 hours); audited. 400 with field keys (partners: staff_partners_not_allowed / partner_not_found), 409 staff_email_taken, 403 staff_role_forbidden / staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffInviteRequest, access: { Employee: 201, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 201: zManagedStaffMember } }),
  staffMember: def({ method: 'get', path: staffPaths.member, summary: 'One staff account; 404 staff_member_not_found, 403 staff_role_forbidden', tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMember } }),
  staffMemberUpdate: def({ method: 'put', path: staffPaths.member, summary: 'Change the role and partners of a staff account (unassigning a partner ends the sales person\'s impersonations of its customers at once); audited. 400 with field keys, 404 staff_member_not_found, 409 staff_member_changed (another change since expectedVersion) / staff_self_demote, 403 staff_role_forbidden / staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffMemberUpdateRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMember } }),
  staffMemberStatus: def({ method: 'post', path: staffPaths.memberStatus, summary: 'Disable a staff account (its tokens, links and impersonations end at once, on every instance) or enable it again; audited. 404 staff_member_not_found, 409 staff_member_changed / staff_self_disable / staff_status_unchanged, 403 staff_role_forbidden / staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffMemberStatusRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMember } }),
  staffMemberPasswordReset: def({ method: 'post', path: staffPaths.memberPasswordReset, summary: 'Reset a staff password: the old one stops working, the member\'s sessions and impersonations end, and a one-time link (24 hours) is mailed; audited. 404 staff_member_not_found, 409 staff_member_changed / staff_member_disabled, 403 staff_role_forbidden / staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffPasswordResetRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMember } }),
  staffMemberTwoFactorReset: def({ method: 'post', path: staffPaths.memberTwoFactorReset, summary: "Reset another member's two-factor sign-in (a lost phone): their TOTP secret is removed, so they log in with the password alone and enrol again (an Employee in production is sent to enrolment), and their sessions end; audited. 404 staff_member_not_found, 409 staff_member_changed / totp_not_enabled / staff_self_two_factor_reset (one's own: the two-factor page), 403 staff_role_forbidden / staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffTwoFactorResetRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zManagedStaffMember } }),
  staffPasswordLink: def({ method: 'get', path: staffPaths.passwordLink, summary: 'Whose a mailed set-password link is (no token needed; spends nothing); 404 staff_link_invalid (unknown, used, expired, or the account disabled)', tag: 'staff', auth: false, partner: false, staff: 'login', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 200, anonymous: 200 }, responses: { 200: zStaffPasswordLink } }),
  staffPasswordSet: def({ method: 'post', path: staffPaths.password, summary: 'Set a staff password from a mailed one-time link (the customer password policy); an invited account becomes active and the member\'s sessions end; audited. 400 staff_link_invalid / validation_failed with password keys', tag: 'staff', auth: false, partner: false, staff: 'login', body: zStaffPasswordSetRequest, access: { Employee: 204, SalesPerson: 204, OtherSalesPerson: 204, Inspector: 204, customer: 204, anonymous: 204 }, responses: { 204: null } }),
  // Product pictures (issue #45 item 2, decision 0027): an Employee's; a SalesPerson and an Inspector read.
  staffProductPictures: def({ method: 'get', path: staffPaths.productPictures, summary: "A product's uploaded pictures in their order (colour, alt text in both languages, size, URL), its colours and the order's version; 404 product_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: zStaffPictureList } }),
  staffProductPictureUpload: def({ method: 'post', path: staffPaths.productPictures, summary: "Upload a picture (multipart/form-data: file, color, alt_el, alt_en; or JSON with file in base64): JPEG, PNG, WebP or AVIF of at most 10 MB and 40 MP, stored upright as WebP without metadata; audited. 400 validation_failed with file: picture_required / picture_not_image / picture_svg_refused / picture_format_unsupported / picture_too_many_pixels / picture_unreadable, color: picture_color_invalid; 413 picture_too_large; 409 pictures_limit_reached; 503 picture_store_unavailable (nothing stored); 404 product_not_found; 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 201, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 201: zStaffPicture } }),
  staffProductPictureOrder: def({ method: 'put', path: staffPaths.productPictures, summary: "Reorder a product's pictures: every picture's id in the new order and the version of the order it was made from; audited. 409 pictures_changed (another change came first), 400 picture_order_invalid, 404 product_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zPictureOrderRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffPictureList } }),
  staffProductPictureUpdate: def({ method: 'put', path: staffPaths.productPicture, summary: "Change a picture's colour (one of the product's, or null: every colour) and alt text in both languages; audited. 400 picture_color_invalid, 404 product_not_found / picture_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zPictureUpdateRequest, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zStaffPicture } }),
  staffProductPictureDelete: def({ method: 'delete', path: staffPaths.productPicture, summary: "Delete a picture (the row, then its stored object); audited. 404 product_not_found / picture_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 204, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 204: null } }),
  // The catalogue (issue #45 item 1, decision 0033): an Employee's; a SalesPerson and an Inspector read.
  ...staffCatalogRoutes,
  // A Bundle's parts and a Grouped product's members (issue #45, decision 0046).
  ...staffProductKindsRoutes,
  ...catalogImportRoutes,
  ...pictureZipRoutes,
  ...pictureUrlRoutes,
  // Fiscal documents and their myDATA transmission (issue #47, decision 0070).
  ...staffFiscalRoutes,
  ...staffShipmentRoutes,
  // Store pickup handed over with its code (issue #48 item 2, decision 0090).
  ...staffPickupRoutes,
  // Customers' privacy requests and account deletion (issue #49 item 2, decision 0096).
  ...staffPrivacyRoutes,
  // A customer's data export made by staff (issue #49 item 2, decision 0095).
  ...staffDataExportRoutes,
  // Company accounts: companies, members, terms, credit, payments received (issue #50, decision 0100).
  ...staffCompanyRoutes,
} satisfies Record<string, RouteDef>;
