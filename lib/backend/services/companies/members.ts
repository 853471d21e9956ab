import { and, asc, eq } from 'drizzle-orm';
import type { CompanyMember, UpdateCompanyMemberRequest } from '@/lib/contract/companies';
import { keepsAnAdmin, type CompanyRole } from '@/lib/rules/company/company-roles';
import { leftToSpend } from '@/lib/rules/company/spending-limit';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import { companyMembers, customers, orderLists } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, conflict, forbidden, notFound } from '../../http/api-error';
import { lockAsAdmin, type CompanyOwner } from './company';
import { requireMembership } from './membership';
import { endWaitingRequests, lockBuyersFirst, type EndedRequest } from './request-endings';
import { spentInPeriod } from './spending';

/**
 * The company's members as its admin manages them (issue #50 item 2, decision 0103): roles,
 * spending limits, always-needs-approval, removal. Every write locks the company row, then the
 * member rows, so the last admin is never demoted or removed, even by two admins at once.
 */
type Reader = Pick<Database, 'select'>;

const memberColumns = {
  id: companyMembers.id,
  companyId: companyMembers.companyId,
  customerId: companyMembers.customerId,
  role: companyMembers.role,
  spendingLimitCents: companyMembers.spendingLimitCents,
  limitPeriod: companyMembers.limitPeriod,
  alwaysNeedsApproval: companyMembers.alwaysNeedsApproval,
  joinedAt: companyMembers.createdAt,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};
type MemberRow = { id: number; companyId: number; customerId: number; role: CompanyRole; spendingLimitCents: number | null; limitPeriod: 'month' | 'quarter'; alwaysNeedsApproval: boolean; joinedAt: Date; firstName: string; lastName: string; email: string };

async function toMember(db: Reader, row: MemberRow, me: CompanyOwner, now: Date): Promise<CompanyMember> {
  const { spentCents, start, end } = await spentInPeriod(db, row, now);
  const { id, customerId, firstName, lastName, email, role, spendingLimitCents, limitPeriod, alwaysNeedsApproval, joinedAt } = row;
  return { id, customerId, firstName, lastName, email, role, spendingLimitCents, limitPeriod, alwaysNeedsApproval, spentCents, leftCents: leftToSpend(row.spendingLimitCents, spentCents), periodStart: start, periodEnd: end, joinedAt: joinedAt.toISOString(), isMe: row.customerId === me.customerId };
}

const ROLE_ORDER: Record<CompanyRole, number> = { admin: 0, approver: 1, buyer: 2, viewer: 3 };

/** GET /Company/Members (admin): admins first, then approvers, buyers, viewers, each by name; with what each spent in their period. */
export async function listMembers(deps: ApiDeps, owner: CompanyOwner): Promise<CompanyMember[]> {
  const membership = await requireMembership(deps.db, owner, 'manage_company');
  const rows = (await deps.db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(customers, eq(customers.id, companyMembers.customerId))
    .where(eq(companyMembers.companyId, membership.companyId))
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(companyMembers.id))) as MemberRow[];
  rows.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const now = deps.now();
  return Promise.all(rows.map((row) => toMember(deps.db, row, owner, now)));
}

/**
 * The company's member rows locked (after the company row: lockAsAdmin), the target among them
 * (404 company_member_not_found: an id of another company is never reached) and the caller still
 * an admin of it once the locks are held.
 */
async function lockMembers(tx: Tx, owner: CompanyOwner, memberId: number) {
  const { membership } = await lockAsAdmin(tx, owner);
  const members = await tx
    .select({ id: companyMembers.id, role: companyMembers.role, customerId: companyMembers.customerId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, membership.companyId))
    .orderBy(asc(companyMembers.id))
    .for('update');
  const target = members.find((m) => m.id === memberId);
  if (!target) throw notFound('company_member_not_found');
  if (members.find((m) => m.customerId === owner.customerId)?.role !== 'admin') throw forbidden('company_role_forbidden');
  return { membership, members, target };
}

/** PUT /Company/Members/{id} (admin): role, limit, period, always-needs-approval; 409 company_last_admin. A waiting request keeps the rules it was placed under. */
export async function updateMember(deps: ApiDeps, owner: CompanyOwner, memberId: number, input: UpdateCompanyMemberRequest): Promise<CompanyMember> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { members } = await lockMembers(tx, owner, memberId);
    if (!keepsAnAdmin(members, { memberId, role: input.role })) throw conflict('company_last_admin');
    await tx
      .update(companyMembers)
      .set({ role: input.role, spendingLimitCents: input.spendingLimitCents, limitPeriod: input.limitPeriod, alwaysNeedsApproval: input.alwaysNeedsApproval, updatedAt: now })
      .where(eq(companyMembers.id, memberId));
    const [row] = (await tx.select(memberColumns).from(companyMembers).innerJoin(customers, eq(customers.id, companyMembers.customerId)).where(eq(companyMembers.id, memberId))) as MemberRow[];
    return toMember(tx, row!, owner, now);
  });
}

/**
 * DELETE /Company/Members/{id} (admin; an admin may remove themselves while another admin stays):
 * in one transaction the member's waiting purchase requests end (`buyer_removed`: their orders
 * cancelled, holdings given back), their lists stop being shared with the company, and the member
 * row goes. The account and its orders stay (orders placed for the company stay the company's).
 * Answers the ended requests (the caller mails their buyers after the commit).
 */
export async function removeMember(deps: ApiDeps, owner: CompanyOwner, memberId: number): Promise<EndedRequest[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockBuyersFirst(tx, { memberId });
    const { membership, members, target } = await lockMembers(tx, owner, memberId);
    if (!keepsAnAdmin(members, { memberId, role: null })) throw conflict('company_last_admin');
    const ended = await endWaitingRequests(tx, deps, { companyId: membership.companyId, buyerCustomerId: target.customerId, reason: 'buyer_removed', now });
    await tx
      .update(orderLists)
      .set({ companyId: null })
      .where(and(eq(orderLists.customerId, target.customerId), eq(orderLists.companyId, membership.companyId)));
    const removed = await tx.delete(companyMembers).where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, membership.companyId))).returning({ id: companyMembers.id });
    if (removed.length !== 1) throw new ApiError(404, 'company_member_not_found');
    return ended;
  });
}
