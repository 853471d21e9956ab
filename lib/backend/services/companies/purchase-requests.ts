import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequest, PurchaseRequestList, PurchaseRequestListQuery, PurchaseRequestSummary, Spending } from '@/lib/contract/purchase-requests';
import { can } from '@/lib/rules/company/company-roles';
import { decisionRefusal, requestScope } from '@/lib/rules/company/purchase-request';
import { leftToSpend } from '@/lib/rules/company/spending-limit';
import { storedOrderAwaitsPayment } from '@/lib/rules/payment-expiry';
import type { ApiDeps, PartnerScope } from '../../context';
import { customers, orders, payments, purchaseRequests } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { parseIdParam } from '../../http/path-params';
import { readOrder } from '../orders/order-view';
import { attemptPageUrl } from '../payments/awaiting-orders';
import { creditSummary } from './credit';
import { requireMembership, type Membership } from './membership';
import { spentInPeriod } from './spending';

/**
 * Reading purchase requests and what is left to spend (issue #50 items 3–4; routes:
 * lib/contract/purchase-request-routes.ts). Every read goes through the caller's membership: an
 * approver or admin reads the company's requests, a buyer their own, a viewer none (403
 * company_role_forbidden); a request of another company, or another buyer's for a buyer, is 404
 * request_not_found — never the record.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type CompanyCaller = { customerId: number; partner: PartnerScope };

const decider = alias(customers, 'decider');

const summaryColumns = {
  id: purchaseRequests.id,
  state: purchaseRequests.state,
  reasons: purchaseRequests.reasons,
  createdAt: purchaseRequests.createdAt,
  holdUntil: purchaseRequests.holdUntil,
  decidedAt: purchaseRequests.decidedAt,
  note: purchaseRequests.note,
  buyerCustomerId: purchaseRequests.buyerCustomerId,
  buyerFirstName: customers.firstName,
  buyerLastName: customers.lastName,
  buyerEmail: customers.email,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  orderId: orders.id,
  uid: orders.uid,
  orderNumber: orders.orderNumber,
  totalCents: orders.totalCents,
  itemCount: orders.itemCount,
  paymentMethod: orders.paymentMethod,
  purchaseOrderNumber: orders.purchaseOrderNumber,
  status: orders.status,
};

function selectRequests(db: Reader) {
  return db
    .select(summaryColumns)
    .from(purchaseRequests)
    .innerJoin(orders, eq(orders.id, purchaseRequests.orderId))
    .innerJoin(customers, eq(customers.id, purchaseRequests.buyerCustomerId))
    .leftJoin(decider, eq(decider.id, purchaseRequests.decidedByCustomerId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

function toSummary(row: SummaryRow, member: Membership, now: Date): PurchaseRequestSummary {
  return {
    id: row.id,
    state: row.state,
    reasons: row.reasons as PurchaseRequestSummary['reasons'],
    createdAt: row.createdAt.toISOString(),
    holdUntil: row.holdUntil.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: fullName(row.deciderFirstName, row.deciderLastName),
    note: row.note,
    buyer: { customerId: row.buyerCustomerId, name: fullName(row.buyerFirstName, row.buyerLastName) ?? '', email: row.buyerEmail },
    order: { uid: row.uid, orderNumber: row.orderNumber, totalCents: row.totalCents, itemCount: row.itemCount, paymentMethod: row.paymentMethod, purchaseOrderNumber: row.purchaseOrderNumber, status: row.status },
    canDecide: decisionRefusal(row, { role: member.role, customerId: member.customerId }, now) === undefined,
  };
}

/** The caller's membership and which requests it sees (403 company_role_forbidden: none). */
async function requestReader(db: Reader, caller: CompanyCaller): Promise<{ member: Membership; scope: SQL }> {
  const member = await requireMembership(db, { customerId: caller.customerId, partnerId: caller.partner.id });
  const scope = requestScope(member.role);
  if (scope === 'none') throw new ApiError(403, 'company_role_forbidden');
  const company = eq(purchaseRequests.companyId, member.companyId);
  return { member, scope: scope === 'company' ? company : and(company, eq(purchaseRequests.buyerCustomerId, member.customerId))! };
}

export async function listPurchaseRequests(deps: ApiDeps, caller: CompanyCaller, query: PurchaseRequestListQuery & { page: number; pageSize: number }): Promise<PurchaseRequestList> {
  const { member, scope } = await requestReader(deps.db, caller);
  const where = query.state ? and(scope, eq(purchaseRequests.state, query.state)) : scope;
  const [rows, [total]] = await Promise.all([
    selectRequests(deps.db)
      .where(where)
      .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(purchaseRequests).where(where),
  ]);
  const now = deps.now();
  return { items: rows.map((row) => toSummary(row, member, now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The page that pays an approved request's order while it waits for its online payment; null otherwise. */
async function paymentUrlOf(deps: ApiDeps, order: typeof orders.$inferSelect, partnerCode: string): Promise<string | null> {
  if (!order.paymentDueAt || !storedOrderAwaitsPayment(order)) return null;
  const [attempt] = await deps.db
    .select({ uid: payments.uid, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return attempt ? attemptPageUrl(deps, attempt, { language: order.language === 'en' ? 'en' : 'el', partnerCode }) : null;
}

/** A request the caller sees, with its order as placed; 404 request_not_found otherwise. */
export async function getPurchaseRequest(deps: ApiDeps, caller: CompanyCaller, rawId: string | undefined, lang: Language): Promise<PurchaseRequest> {
  const id = parseIdParam(rawId, 'request_not_found');
  const { member, scope } = await requestReader(deps.db, caller);
  const [row] = await selectRequests(deps.db).where(and(scope, eq(purchaseRequests.id, id)));
  if (!row) throw notFound('request_not_found');
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, row.orderId));
  return { ...toSummary(row, member, deps.now()), orderDetail: await readOrder(deps.db, order!, lang), paymentUrl: await paymentUrlOf(deps, order!, caller.partner.code) };
}

/** `GET /Company/Spending`: the member's limit and what is left of it, the company's approval rules and its credit. */
export async function companySpending(deps: ApiDeps, caller: CompanyCaller): Promise<Spending> {
  const member = await requireMembership(deps.db, { customerId: caller.customerId, partnerId: caller.partner.id });
  const now = deps.now();
  const { spentCents, start, end } = await spentInPeriod(deps.db, member, now);
  const { paymentTermsDays, creditLimitCents } = member.company;
  const credit = paymentTermsDays === null ? null : await creditSummary(deps.db, { id: member.companyId, creditLimitCents }, now);
  return {
    limitCents: member.spendingLimitCents,
    period: member.limitPeriod,
    periodStart: start,
    periodEnd: end,
    spentCents,
    leftCents: leftToSpend(member.spendingLimitCents, spentCents),
    approvalThresholdCents: member.company.approvalThresholdCents,
    alwaysNeedsApproval: member.alwaysNeedsApproval,
    mayPlaceOrders: can(member.role, 'place_orders'),
    onAccount:
      credit && paymentTermsDays !== null
        ? { termsDays: paymentTermsDays, creditLimitCents, availableCents: credit.availableCents, overdueCents: credit.overdueCents, oldestDueAt: credit.oldestDueAt?.toISOString() ?? null }
        : null,
  };
}
