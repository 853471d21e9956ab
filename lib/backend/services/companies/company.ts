import { and, eq } from 'drizzle-orm';
import { CompanyPermissionNames, type Company, type CompanyRulesRequest } from '@/lib/contract/companies';
import { can, type CompanyRole } from '@/lib/rules/company/company-roles';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import { companies, companyMembers, customers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { findMembership, lockCompany, requireMembership, type Membership } from './membership';

/**
 * The company itself in the storefront API (issue #50, decisions 0100 and 0103): the caller's
 * company with their membership, a customer's request for a company (pending until staff decide)
 * and the admin's approval threshold, changed against the version read (409 company_changed).
 */
export type CompanyOwner = { customerId: number; partnerId: number };
type Reader = Pick<Database, 'select'>;
type CompanyRow = typeof companies.$inferSelect;
type MemberFields = { memberId: number; role: CompanyRole; spendingLimitCents: number | null; limitPeriod: 'month' | 'quarter'; alwaysNeedsApproval: boolean };

/** Whether `error` (or its cause) broke the unique constraint `name` (a concurrent writer won). */
export function isUniqueViolation(error: unknown, name: string): boolean {
  for (let e = error as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && `${e.constraint ?? e.constraint_name ?? ''} ${e.message ?? ''}`.includes(name)) return true;
  }
  return false;
}

/** A company row as every answer says it (companyFieldsShape): the storefront's and the console's. */
export function companyFields(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    vatNumber: row.vatNumber,
    taxOffice: row.taxOffice,
    activity: row.activity,
    status: row.status,
    approvalThresholdCents: row.approvalThresholdCents,
    paymentTermsDays: row.paymentTermsDays,
    creditLimitCents: row.creditLimitCents,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCompany(row: CompanyRow, member: MemberFields): Company {
  return {
    ...companyFields(row),
    me: {
      memberId: member.memberId,
      role: member.role,
      permissions: CompanyPermissionNames.filter((p) => can(member.role, p)),
      spendingLimitCents: member.spendingLimitCents,
      limitPeriod: member.limitPeriod,
      alwaysNeedsApproval: member.alwaysNeedsApproval,
    },
  };
}

/** GET /Company: the caller's company whatever its status; 404 company_not_found when they have none under this partner. */
export async function getCompany(db: Reader, owner: CompanyOwner): Promise<Company> {
  const membership = await findMembership(db, owner);
  if (!membership) throw notFound('company_not_found');
  const [row] = await db.select().from(companies).where(eq(companies.id, membership.companyId));
  return toCompany(row!, membership);
}

export type CompanyRequest = { name: string; vatNumber: string; taxOffice: string; activity: string };

/**
 * POST /Company: a customer asks for a company (pending, they its admin). 409 company_member_already
 * when they belong to a company; a company of theirs that staff declined, with no other member, is
 * asked again (pending with the new details) rather than left in the way. 409 company_vat_taken
 * when the partner has another company with that ΑΦΜ. Two requests at once: the customer's row is
 * locked first, and the unique constraints answer what a lock cannot (another customer, same ΑΦΜ).
 */
export async function createCompany(deps: ApiDeps, owner: CompanyOwner, input: CompanyRequest): Promise<Company> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
      const [current] = await tx
        .select({ memberId: companyMembers.id, companyId: companyMembers.companyId, role: companyMembers.role, status: companies.status })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.customerId, owner.customerId));
      const again = current && current.status === 'declined' && current.role === 'admin' && (await onlyMember(tx, current.companyId));
      if (current && !again) throw conflict('company_member_already');
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.partnerId, owner.partnerId), eq(companies.vatNumber, input.vatNumber)));
      if (taken && taken.id !== current?.companyId) throw new ApiError(409, 'company_vat_taken', { vatNumber: 'company_vat_taken' });
      if (current) {
        const declined = await lockCompany(tx, current.companyId);
        const [row] = await tx
          .update(companies)
          .set({ ...input, status: 'pending', decidedByStaffId: null, requestedByCustomerId: owner.customerId, version: declined!.version + 1, updatedAt: now })
          .where(eq(companies.id, current.companyId))
          .returning();
        return toCompany(row!, await memberFields(tx, current.memberId));
      }
      const [row] = await tx
        .insert(companies)
        .values({ ...input, partnerId: owner.partnerId, status: 'pending', requestedByCustomerId: owner.customerId, createdAt: now, updatedAt: now })
        .returning();
      const [member] = await tx.insert(companyMembers).values({ companyId: row!.id, customerId: owner.customerId, role: 'admin', createdAt: now, updatedAt: now }).returning({ id: companyMembers.id });
      return toCompany(row!, await memberFields(tx, member!.id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_partner_vat_uq')) throw new ApiError(409, 'company_vat_taken', { vatNumber: 'company_vat_taken' });
    if (isUniqueViolation(error, 'customer_id')) throw conflict('company_member_already');
    throw error;
  }
}

async function onlyMember(tx: Tx, companyId: number): Promise<boolean> {
  const rows = await tx.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.companyId, companyId)).limit(2);
  return rows.length === 1;
}

async function memberFields(db: Reader, memberId: number): Promise<MemberFields> {
  const [m] = await db
    .select({ memberId: companyMembers.id, role: companyMembers.role, spendingLimitCents: companyMembers.spendingLimitCents, limitPeriod: companyMembers.limitPeriod, alwaysNeedsApproval: companyMembers.alwaysNeedsApproval })
    .from(companyMembers)
    .where(eq(companyMembers.id, memberId));
  return m!;
}

/**
 * The admin's membership with their company's row locked (every settings change takes it first:
 * company, then member rows), read again after the lock so that a demotion committed meanwhile counts.
 */
export async function lockAsAdmin(tx: Tx, owner: CompanyOwner): Promise<{ membership: Membership; company: CompanyRow }> {
  const first = await requireMembership(tx, owner, 'manage_company');
  const company = await lockCompany(tx, first.companyId);
  const membership = await requireMembership(tx, owner, 'manage_company');
  if (!company || membership.companyId !== first.companyId) throw notFound('company_not_found');
  return { membership, company };
}

/**
 * PUT /Company/Rules (admin): the approval threshold. The company row is locked and its version
 * compared with the one the admin read: a change made meanwhile (another admin, staff) answers 409
 * company_changed with the current version in params.company.version. Every change bumps it.
 */
export async function updateCompanyRules(deps: ApiDeps, owner: CompanyOwner, input: CompanyRulesRequest): Promise<Company> {
  return deps.db.transaction(async (tx) => {
    const { membership, company: locked } = await lockAsAdmin(tx, owner);
    if (locked.version !== input.expectedVersion) {
      throw new ApiError(409, 'company_changed', undefined, undefined, { company: { version: locked.version } });
    }
    const [row] = await tx
      .update(companies)
      .set({ approvalThresholdCents: input.approvalThresholdCents, version: locked.version + 1, updatedAt: deps.now() })
      .where(eq(companies.id, membership.companyId))
      .returning();
    return toCompany(row!, membership);
  });
}
