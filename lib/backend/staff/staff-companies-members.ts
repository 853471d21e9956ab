import { and, eq } from 'drizzle-orm';
import type { StaffCompany, StaffCompanyMemberRequest } from '@/lib/contract/staff-companies';
import { keepsAnAdmin } from '@/lib/rules/company/company-roles';
import type { ApiDeps } from '../context';
import { companyMembers } from '../db/schema';
import { conflict, notFound } from '../http/api-error';
import { endWaitingRequests, lockBuyersFirst, type EndedRequest } from '../services/companies/request-endings';
import type { StaffPrincipal } from './staff-auth';
import { auditCompany, lockVisibleCompany, readStaffCompany } from './staff-companies';
import { inTransaction, insertMember, memberCandidate } from './staff-companies-writes';

/**
 * A company's members as staff change them (issue #50, decision 0100): add a customer of the
 * company's partner with a role, or remove a member (never the last admin). The company row is
 * locked first, then the member rows (the order every company write keeps); a member removed
 * has their waiting purchase requests ended in the same transaction (buyer_removed).
 */

/** POST /staff/companies/:id/members: 400 company_member_not_customer, 409 company_member_already. */
export async function addStaffCompanyMember(deps: ApiDeps, staff: StaffPrincipal, id: number, input: StaffCompanyMemberRequest): Promise<StaffCompany> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    const company = await lockVisibleCompany(tx, staff, id);
    await memberCandidate(tx, company.partnerId, input.customerId);
    const memberId = await insertMember(tx, company.id, input.customerId, input.role, now);
    await auditCompany(tx, staff, company, 'company.member.add', null, { memberId, customerId: input.customerId, role: input.role }, now);
    return readStaffCompany(tx, company, now);
  });
}

/** DELETE /staff/companies/:id/members/:memberId: 404 company_member_not_found, 409 company_last_admin. */
export async function removeStaffCompanyMember(deps: ApiDeps, staff: StaffPrincipal, id: number, memberId: number): Promise<EndedRequest[]> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    await lockBuyersFirst(tx, { memberId });
    const company = await lockVisibleCompany(tx, staff, id);
    const members = await tx.select({ id: companyMembers.id, customerId: companyMembers.customerId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.companyId, company.id)).for('update');
    const member = members.find((m) => m.id === memberId);
    if (!member) throw notFound('company_member_not_found');
    // Only an admin's removal can leave the company without one (a company staff made may have none yet).
    if (member.role === 'admin' && !keepsAnAdmin(members, { memberId, role: null })) throw conflict('company_last_admin');
    const ended = await endWaitingRequests(tx, deps, { companyId: company.id, buyerCustomerId: member.customerId, reason: 'buyer_removed', now });
    await tx.delete(companyMembers).where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, company.id)));
    await auditCompany(tx, staff, company, 'company.member.remove', { memberId, customerId: member.customerId, role: member.role }, { ...(ended.length ? { requestsEnded: ended.length } : {}) }, now);
    return ended;
  });
}
