import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { approveRequest } from '../services/companies/approve-request';
import { declineRequest } from '../services/companies/decline-request';
import { companySpending, getPurchaseRequest, listPurchaseRequests, type CompanyCaller } from '../services/companies/purchase-requests';

/** Purchase requests and spending (issue #50 items 3–4; lib/contract/purchase-request-routes.ts), scoped by the caller's membership. */
const callerOf = (c: Context<ApiEnv>): CompanyCaller => ({ customerId: c.get('principal').customerId, partner: c.get('partner') });

export function purchaseRequestApiRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.companySpending, (c) => companySpending(c.get('deps'), callerOf(c)));
  mount(app, routes.listPurchaseRequests, (c, { query }) => listPurchaseRequests(c.get('deps'), callerOf(c), query));
  mount(app, routes.purchaseRequest, (c, { params }) => getPurchaseRequest(c.get('deps'), callerOf(c), params.id, c.get('lang')));
  mount(app, routes.approvePurchaseRequest, (c, { params }) => approveRequest(c.get('deps'), callerOf(c), params.id, c.get('lang')));
  mount(app, routes.declinePurchaseRequest, (c, { params, body }) => declineRequest(c.get('deps'), callerOf(c), params.id, body.reason, c.get('lang')));
}
