import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/rules/checkout-options';
import { can } from '@/lib/rules/company/company-roles';
import { onAccountRefusal, overdueDebits } from '@/lib/rules/company/credit-ledger';
import { hasOtherApprover, holdUntilOf } from '@/lib/rules/company/purchase-request';
import { approvalReasons, type ApprovalReason } from '@/lib/rules/company/spending-limit';
import type { ApiDeps } from '../../context';
import { companyAddresses, companyMembers, purchaseRequests, type OrderAddressSnapshot } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { chargeOnAccount, readLedger } from './credit';
import { lockMembership, type Membership } from './membership';
import { spentInPeriod } from './spending';

/**
 * The company part of placing an order (issue #50 items 3–5, decision 0102), called by
 * orders/place-order.ts inside its transaction, after the customer is locked:
 * 1. `companyMemberFor` — the buyer's membership of an active company, its row locked; a member
 *    whose role places no orders (a viewer) is refused (403 company_role_forbidden) before anything
 *    is written; without a membership, on account is refused (400 payment_not_allowed) and a
 *    company address is unknown.
 * 2. `companyRules` — with the order priced: why it needs an approver (threshold, limit, always);
 *    a request nobody but the buyer could approve is refused (409 approval_no_approver); on account
 *    needs terms and no overdue invoice already when it is a request.
 * 3. `writeCompanyOrder` — with the order written: the purchase request (it waits), or the
 *    on-account charge (the company row locked; 409 credit_insufficient / credit_overdue).
 */
export type OrderChoice = { paymentMethod: PaymentMethod; shipTo: { kind: string; addressId?: number }; purchaseOrderNumber?: string };

export type CompanyOrder = { member: Membership; reasons: ApprovalReason[]; holdUntil: Date | undefined };

const refused = (status: 400 | 403 | 409, key: string, field?: string) => new ApiError(status, key, field ? { [field]: key } : undefined);

export async function companyMemberFor(tx: Tx, owner: { customerId: number; partnerId: number }, input: OrderChoice): Promise<Membership | undefined> {
  const member = await lockMembership(tx, owner);
  if (!member) {
    if (input.paymentMethod === 'on_account') throw refused(400, 'payment_not_allowed', 'paymentMethod');
    return undefined;
  }
  if (!can(member.role, 'place_orders')) throw refused(403, 'company_role_forbidden');
  return member;
}

/** A shared address of the member's company as the order's snapshot; 400 `shipTo.addressId: address_not_found` otherwise (another company's, or no company). */
export async function companyAddressFor(tx: Tx, member: Membership | undefined, addressId: number): Promise<OrderAddressSnapshot> {
  const [row] =
    member && can(member.role, 'use_company_addresses')
      ? await tx.select().from(companyAddresses).where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, member.companyId)))
      : [];
  if (!row) throw refused(400, 'address_not_found', 'shipTo.addressId');
  const { firstName, lastName, region, address, city, postalCode, mobile } = row;
  return { firstName, lastName, country: row.country === 'CY' ? 'CY' : 'GR', region: region || null, address, city, postalCode, mobile };
}

/** The params a credit refusal carries: the ledger's figures, and `amount`/`date`/`available` (euros, epoch ms) for the translated message. */
export function creditParams(params: Record<string, string | number>): Record<string, string | number> {
  const out = { ...params };
  if (typeof params.overdueCents === 'number') out.amount = params.overdueCents / 100;
  if (typeof params.oldestDueAt === 'string') out.date = new Date(params.oldestDueAt).getTime();
  if (typeof params.availableCents === 'number') out.available = Math.max(0, params.availableCents) / 100;
  return out;
}

/** 409 `credit_overdue` with what is overdue and since when. */
function overdueRefusal(overdue: { openCents: number; dueAt: Date }[]): ApiError {
  const params = creditParams({ overdueCents: overdue.reduce((s, d) => s + d.openCents, 0), oldestDueAt: overdue[0]!.dueAt.toISOString() });
  return new ApiError(409, 'credit_overdue', undefined, undefined, { credit: params });
}

/**
 * Whether on account may be chosen for a request that waits: the company has terms and no overdue
 * invoice (whether its credit covers the order is known at the approval, which charges it).
 */
export async function checkOnAccountForRequest(tx: Tx, company: { id: number; paymentTermsDays: number | null; creditLimitCents: number }, now: Date): Promise<void> {
  const entries = await readLedger(tx, company.id);
  const refusal = onAccountRefusal(company, entries, 0, now);
  if (refusal === 'on_account_unavailable') throw refused(400, 'payment_not_allowed', 'paymentMethod');
  if (refusal === 'credit_overdue') throw overdueRefusal(overdueDebits(entries, now));
}

/** Charges the order to its company (credit.ts), its refusal carrying the message's params. */
export async function chargeToCompany(tx: Tx, charge: { companyId: number; orderId: number; amountCents: number; reference: string | null; now: Date }): Promise<void> {
  try {
    await chargeOnAccount(tx, charge);
  } catch (error) {
    if (error instanceof ApiError && error.params?.credit) throw new ApiError(error.status, error.error, error.fields, error.headers, { credit: creditParams(error.params.credit) });
    throw error;
  }
}

export async function companyRules(tx: Tx, deps: Pick<ApiDeps, 'env'>, member: Membership, input: OrderChoice, totalCents: number, now: Date): Promise<CompanyOrder> {
  const { spentCents } = await spentInPeriod(tx, member, now);
  const reasons = approvalReasons({ totalCents, thresholdCents: member.company.approvalThresholdCents, limitCents: member.spendingLimitCents, spentCents, always: member.alwaysNeedsApproval });
  if (reasons.length === 0) return { member, reasons, holdUntil: undefined };
  const members = await tx.select({ customerId: companyMembers.customerId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.companyId, member.companyId));
  if (!hasOtherApprover(members, member.customerId)) throw refused(409, 'approval_no_approver');
  if (input.paymentMethod === 'on_account') await checkOnAccountForRequest(tx, { id: member.companyId, ...member.company }, now);
  return { member, reasons, holdUntil: holdUntilOf(now, deps.env.PURCHASE_REQUEST_HOLD_HOURS) };
}

/** The order's company columns (write-order.ts). */
export const companyColumns = (company: CompanyOrder | undefined) => (company ? { companyId: company.member.companyId, awaitingApproval: company.reasons.length > 0 } : undefined);

export type OrderApproval = { requestId: number; holdUntil: string; reasons: ApprovalReason[] };

/** With the order written: its purchase request (answered to the buyer), or its on-account charge. */
export async function writeCompanyOrder(tx: Tx, company: CompanyOrder, order: { orderId: number; dueCents: number; input: OrderChoice; now: Date }): Promise<OrderApproval | undefined> {
  if (company.holdUntil) {
    const [row] = await tx
      .insert(purchaseRequests)
      .values({ orderId: order.orderId, companyId: company.member.companyId, buyerCustomerId: company.member.customerId, reasons: company.reasons, holdUntil: company.holdUntil, createdAt: order.now })
      .returning({ id: purchaseRequests.id });
    return { requestId: row!.id, holdUntil: company.holdUntil.toISOString(), reasons: company.reasons };
  }
  if (order.input.paymentMethod === 'on_account' && order.dueCents > 0) {
    await chargeToCompany(tx, { companyId: company.member.companyId, orderId: order.orderId, amountCents: order.dueCents, reference: order.input.purchaseOrderNumber ?? null, now: order.now });
  }
  return undefined;
}
