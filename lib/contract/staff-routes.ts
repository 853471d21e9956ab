import { z } from 'zod';
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
  orders: '/staff/orders',
  order: '/staff/orders/:id',
  orderStatus: '/staff/orders/:id/status',
  orderDocument: '/staff/orders/:id/document',
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
} as const;

export const staffRoutes = {
  staffLogin: def({ method: 'post', path: staffPaths.login, summary: 'Log a staff member in: a staff token for the operations API; 401 invalid_credentials, 403 account_disabled, 429 too_many_requests', tag: 'staff', auth: false, partner: false, staff: 'login', body: zStaffLoginRequest, responses: { 200: zStaffSession } }),
  staffMe: def({ method: 'get', path: staffPaths.me, summary: 'The staff member of the token: role and partners', tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffMember } }),
  staffOrders: def({ method: 'get', path: staffPaths.orders, summary: "Orders of every partner the member sees, newest first, filtered by partner, status, dates (UTC days), order number or email", tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffOrderListQuery, responses: { 200: zStaffOrderList } }),
  staffOrder: def({ method: 'get', path: staffPaths.order, summary: 'An order with its history, version and the statuses it may move to; 404 order_not_found (also for a partner the member does not see)', tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffOrder } }),
  staffOrderDocument: def({ method: 'get', path: staffPaths.orderDocument, summary: "The order's invoice or receipt as a PDF download (as the customer gets it), in `lang` or else the order's language; 404 order_not_found (also for a partner the member does not see)", tag: 'staff', auth: false, partner: false, staff: 'read', query: zOrderDocumentQuery, produces: 'application/pdf', responses: { 200: null } }),
  staffOrderStatus: def({ method: 'post', path: staffPaths.orderStatus, summary: "Move an order to a status the lifecycle allows; 409 transition_not_allowed / transition_wrong_shipping / transition_paid_order / transition_not_paid / status_unchanged / order_changed (another change since expectedVersion), 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStatusChangeRequest, responses: { 200: z.object({ id: z.number().int(), status: z.string(), version: z.number().int() }) } }),
  staffReturns: def({ method: 'get', path: staffPaths.returns, summary: 'Return requests of every partner the member sees, oldest first, filtered by status or partner', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffReturnListQuery, responses: { 200: zStaffReturnList } }),
  staffReturnStatus: def({ method: 'post', path: staffPaths.returnStatus, summary: 'Receive (goods back in stock, the order PartiallyReturned or Returned), refund or refuse a return request; 404 return_not_found, 409 return_transition_not_allowed / return_status_unchanged / return_changed (another change since expectedStatus), 403 staff_read_only', tag: 'staff', auth: false, partner: false, staff: 'write', body: zReturnStatusChangeRequest, responses: { 200: zStaffReturn } }),
  staffCustomers: def({ method: 'get', path: staffPaths.customers, summary: 'Customers of every partner the member sees, by partner and email, filtered by partner, status or part of the email or name', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffCustomerListQuery, responses: { 200: zStaffCustomerList } }),
  staffImpersonation: def({ method: 'post', path: staffPaths.customerImpersonation, summary: "A SalesPerson starts shopping as an active customer of an assigned partner: a one-time code (2 minutes) for the partner's storefront (POST /Customers/Impersonation), whose session ends after 60 minutes or on Stop; 403 staff_role_forbidden (not a SalesPerson) / staff_read_only, 404 customer_not_found (also another partner's), 409 customer_not_active", tag: 'staff', auth: false, partner: false, staff: 'write', responses: { 200: zImpersonationStart } }),
  staffCustomerStatus: def({ method: 'post', path: staffPaths.customerStatus, summary: "Approve (pending → active), refuse (pending → disabled), block (active → disabled, ends the customer's sessions at once) or unblock a customer; 404 customer_not_found, 409 customer_changed (another change since expectedStatus) / customer_transition_not_allowed / customer_status_unchanged, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zCustomerStatusChangeRequest, responses: { 200: zStaffCustomer } }),
  staffQuotaReset: def({ method: 'post', path: staffPaths.customerQuotaReset, summary: "Give a customer back the discount quota of the current period (the discounted units used are cleared); 404 customer_not_found, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', responses: { 200: zQuotaReset } }),
  staffAudit: def({ method: 'get', path: staffPaths.audit, summary: "The audit log: every staff action (who, when, what, before and after) on the records the member sees, newest first, filtered by partner, staff email, action, target kind or dates (UTC days)", tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffAuditQuery, responses: { 200: zStaffAuditList } }),
  staffStock: def({ method: 'get', path: staffPaths.stock, summary: 'The stock and availability of variants by SKU (comma-separated, at most 100; unknown SKUs are left out); 403 staff_role_forbidden for a SalesPerson', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStockQuery, responses: { 200: zStockLevels } }),
  staffStockUpdate: def({ method: 'post', path: staffPaths.stock, summary: "Set the stock of up to 500 variants by SKU, all or nothing (availability follows: none left is Exhausted, stock back on an Exhausted variant makes it Available); 400 with sku_not_found / sku_duplicate per item, 409 stock_changed per item whose expectedStock is not the stock now, 403 staff_read_only / staff_role_forbidden (a SalesPerson)", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStockUpdateRequest, responses: { 200: zStockLevels } }),
  staffPartners: def({ method: 'get', path: staffPaths.partners, summary: 'The partners the member sees, by code, with their settings', tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffPartnerList } }),
  staffPartner: def({ method: 'get', path: staffPaths.partner, summary: "A partner's settings and landing content, with its fingerprint (the version a change names); 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffPartner } }),
  staffPartnerUpdate: def({ method: 'put', path: staffPaths.partner, summary: "Change a partner's discount, quota, registration code and landing content (sanitised); an Employee's. 400 with field keys, 404 partner_not_found, 409 partner_changed (another change since expectedFingerprint), 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zPartnerSettingsRequest, responses: { 200: zStaffPartner } }),
  staffPartnerPages: def({ method: 'get', path: staffPaths.partnerPages, summary: "A partner's content pages (issue #18 item 7) in both languages, by position; 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffContentPages } }),
  staffPartnerPagePut: def({ method: 'put', path: staffPaths.partnerPage, summary: "Create or replace a content page (eurl: lower-case letters, digits and hyphens; body sanitised); an Employee's, audited. 400 with field keys / content_page_eurl_invalid, 404 partner_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zContentPageRequest, responses: { 200: zStaffContentPage } }),
  staffPartnerPageDelete: def({ method: 'delete', path: staffPaths.partnerPage, summary: "Delete a content page; an Employee's, audited. 404 partner_not_found / content_page_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', responses: { 204: null } }),
  staffPartnerCoupons: def({ method: 'get', path: staffPaths.partnerCoupons, summary: "A partner's coupons (issue #18 item 4) with their redemptions, by code; 404 partner_not_found", tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffCoupons } }),
  staffPartnerCouponPut: def({ method: 'put', path: staffPaths.partnerCoupon, summary: "Create or change a coupon by its code (the body's code must name the same one once normalised); an Employee's, audited. 400 with field keys / coupon_code_invalid / coupon_code_mismatch, 404 partner_not_found, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', body: zCouponRequest, responses: { 200: zStaffCoupon } }),
  staffQuotes: def({ method: 'get', path: staffPaths.quotes, summary: 'Quotations (issue #18 item 3) of every partner the member sees, newest first, filtered by status or partner', tag: 'staff', auth: false, partner: false, staff: 'read', query: zStaffQuoteListQuery, responses: { 200: zStaffQuoteList } }),
  staffQuote: def({ method: 'get', path: staffPaths.quote, summary: 'A quotation with its lines (list, requested and quoted prices) and the customer; 404 quote_not_found (also for a partner the member does not see)', tag: 'staff', auth: false, partner: false, staff: 'read', responses: { 200: zStaffQuote } }),
  staffQuotePut: def({ method: 'put', path: staffPaths.quote, summary: "Revise a Pending or Revisioned quotation (a quoted gross unit price for every line, > 0 and ≤ its list price, a validity in the future, a note; the customer is mailed) or decline it; audited. 400 quote_lines_mismatch / quote_price_invalid / quote_price_above_list / quote_valid_until_past, 404 quote_not_found, 409 quote_status_conflict, 403 staff_read_only", tag: 'staff', auth: false, partner: false, staff: 'write', body: zStaffQuoteRequest, responses: { 200: zStaffQuote } }),
} satisfies Record<string, RouteDef>;
