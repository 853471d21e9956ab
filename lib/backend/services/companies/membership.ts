import { and, eq } from 'drizzle-orm';
import { can, type CompanyPermission, type CompanyRole } from '@/lib/rules/company/company-roles';
import type { Database } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

/**
 * The one seam every company route and the order placement go through (issue #50): the customer's
 * membership of an active company of the scoped partner, read by customer and partner together, so
 * that a member of another partner's or another company's never reaches a record of this one.
 */
export type Membership = {
  memberId: number;
  companyId: number;
  customerId: number;
  partnerId: number;
  role: CompanyRole;
  spendingLimitCents: number | null;
  limitPeriod: 'month' | 'quarter';
  alwaysNeedsApproval: boolean;
  company: {
    name: string;
    vatNumber: string;
    taxOffice: string;
    activity: string;
    status: 'pending' | 'active' | 'declined' | 'disabled';
    approvalThresholdCents: number | null;
    paymentTermsDays: number | null;
    creditLimitCents: number;
    version: number;
  };
};

type Reader = Pick<Database, 'select'>;

const columns = {
  memberId: companyMembers.id,
  companyId: companyMembers.companyId,
  customerId: companyMembers.customerId,
  partnerId: companies.partnerId,
  role: companyMembers.role,
  spendingLimitCents: companyMembers.spendingLimitCents,
  limitPeriod: companyMembers.limitPeriod,
  alwaysNeedsApproval: companyMembers.alwaysNeedsApproval,
  name: companies.name,
  vatNumber: companies.vatNumber,
  taxOffice: companies.taxOffice,
  activity: companies.activity,
  status: companies.status,
  approvalThresholdCents: companies.approvalThresholdCents,
  paymentTermsDays: companies.paymentTermsDays,
  creditLimitCents: companies.creditLimitCents,
  version: companies.version,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & { [K in 'spendingLimitCents' | 'approvalThresholdCents' | 'paymentTermsDays']: number | null };

function toMembership(r: Row): Membership {
  const { name, vatNumber, taxOffice, activity, status, approvalThresholdCents, paymentTermsDays, creditLimitCents, version, ...member } = r;
  return { ...member, company: { name, vatNumber, taxOffice, activity, status, approvalThresholdCents, paymentTermsDays, creditLimitCents, version } };
}

/** The customer's membership under the partner, whatever the company's status; undefined when none. */
export async function findMembership(db: Reader, owner: { customerId: number; partnerId: number }): Promise<Membership | undefined> {
  const [row] = await db
    .select(columns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.customerId, owner.customerId), eq(companies.partnerId, owner.partnerId)));
  return row ? toMembership(row as Row) : undefined;
}

/** The membership of an active company, read with the member row locked (`for no key update`) inside a transaction; undefined when none. */
export async function lockMembership(tx: Tx, owner: { customerId: number; partnerId: number }): Promise<Membership | undefined> {
  const [row] = await tx
    .select(columns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.customerId, owner.customerId), eq(companies.partnerId, owner.partnerId), eq(companies.status, 'active')))
    .for('no key update', { of: companyMembers });
  return row ? toMembership(row as Row) : undefined;
}

/**
 * The membership of an active company that allows `permission`: 404 `company_not_found` when the
 * customer has no active company here, 403 `company_role_forbidden` when their role does not allow it.
 */
export async function requireMembership(db: Reader, owner: { customerId: number; partnerId: number }, permission?: CompanyPermission): Promise<Membership> {
  const membership = await findMembership(db, owner);
  if (!membership || membership.company.status !== 'active') throw new ApiError(404, 'company_not_found');
  if (permission && !can(membership.role, permission)) throw new ApiError(403, 'company_role_forbidden');
  return membership;
}

/** Locks the company row (every credit-ledger write and every settings change takes it first, in this order: company, then member rows). */
export async function lockCompany(tx: Tx, companyId: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}
