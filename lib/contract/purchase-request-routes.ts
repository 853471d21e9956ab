import { zDeclineRequest, zPurchaseRequest, zPurchaseRequestList, zPurchaseRequestListQuery, zSpending } from './purchase-requests';

/**
 * Purchase requests and spending in the storefront API (issue #50 items 3–5, decisions 0100 and
 * 0102): what is left to spend, the requests an approver decides and the buyer's own. Spread into
 * `routes` (api-routes.ts). Every answer is scoped by the caller's membership
 * (lib/backend/services/companies/membership.ts): another company's request is 404 request_not_found.
 */

export const purchaseRequestPaths = {
  companySpending: '/Company/Spending',
  listPurchaseRequests: '/Company/Requests',
  purchaseRequest: '/Company/Requests/:id',
  approvePurchaseRequest: '/Company/Requests/:id/Approve',
  declinePurchaseRequest: '/Company/Requests/:id/Decline',
} as const;

/**
 * A route row, checked as a RouteDef where api-routes.ts spreads it (`satisfies Record<string,
 * RouteDef>`): importing that type here would make the two modules import each other.
 */
const def = <T extends { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; auth: boolean | 'optional'; partner: boolean }>(d: T) => d;

export const purchaseRequestRoutes = {
  companySpending: def({ method: 'get', path: purchaseRequestPaths.companySpending, summary: "What the member may still spend in the period (their limit, spent, left), the company's approval threshold and always-needs-approval, and its on-account credit (terms, available, overdue); 404 company_not_found without an active company", tag: 'company', auth: true, partner: true, responses: { 200: zSpending } }),
  listPurchaseRequests: def({ method: 'get', path: purchaseRequestPaths.listPurchaseRequests, summary: "Purchase requests, newest first, optionally of one state: an approver or admin sees the company's, a buyer their own; 403 company_role_forbidden (a viewer), 404 company_not_found", tag: 'company', auth: true, partner: true, query: zPurchaseRequestListQuery, responses: { 200: zPurchaseRequestList } }),
  purchaseRequest: def({ method: 'get', path: purchaseRequestPaths.purchaseRequest, summary: 'A purchase request with its order as placed; 404 request_not_found (another company\'s, or another buyer\'s for a buyer), 403 company_role_forbidden, 404 company_not_found', tag: 'company', auth: true, partner: true, responses: { 200: zPurchaseRequest } }),
  approvePurchaseRequest: def({ method: 'post', path: purchaseRequestPaths.approvePurchaseRequest, summary: 'Approve a waiting purchase request (approver or admin, never its buyer): the order proceeds as placed; cash on delivery: nothing more; card/PayPal/IRIS: a payment attempt the buyer pays (paymentUrl, and a mail); on account: charged to the company now. 403 company_role_forbidden / request_own, 404 request_not_found, 409 request_decided / request_expired / credit_insufficient (params.credit.availableCents) / credit_overdue (params.credit.overdueCents, oldestDueAt): the request stays waiting', tag: 'company', auth: true, partner: true, responses: { 200: zPurchaseRequest } }),
  declinePurchaseRequest: def({ method: 'post', path: purchaseRequestPaths.declinePurchaseRequest, summary: 'Decline a waiting purchase request with a reason (1–500 characters): its order is cancelled, stock, quota, coupon and points given back, the buyer told. 403 company_role_forbidden / request_own, 404 request_not_found, 409 request_decided / request_expired', tag: 'company', auth: true, partner: true, body: zDeclineRequest, responses: { 200: zPurchaseRequest } }),
};
