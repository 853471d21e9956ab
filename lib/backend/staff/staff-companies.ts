import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StaffCompany, StaffCompanyList, StaffCompanyListQuery } from '@/lib/contract/staff-companies';
import { decisionsFor } from '@/lib/rules/company/company-decision';
import type { ApiDeps } from '../context';
import { companies, companyCreditEntries, companyMembers, customers, partners, purchaseRequests, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { notFound } from '../http/api-error';
import { companyFields } from '../services/companies/company';
import { creditSummary } from '../services/companies/credit';
import { lockCompany } from '../services/companies/membership';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * Companies in the operations API (issue #50, decision 0100): the reads (the list, a company with
 * its members, terms and credit) and the lookups every write starts with. A company of a partner
 * the member does not see answers 404 company_not_found, like one that does not exist.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type CompanyRow = typeof companies.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listStaffCompanies(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffCompanyListQuery): Promise<StaffCompanyList> {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(companies.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.partner) where.push(eq(partners.code, query.partner));
  if (query.status) where.push(eq(companies.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(companies.name, like), ilike(companies.vatNumber, like))!);
  }
  const rows = await deps.db
    .select({
      id: companies.id,
      partner: partners.code,
      name: companies.name,
      vatNumber: companies.vatNumber,
      status: companies.status,
      members: sql<number>`(SELECT count(*) FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companies.id})`.mapWith(Number),
      paymentTermsDays: companies.paymentTermsDays,
      creditLimitCents: companies.creditLimitCents,
      owedCents: sql<number>`(SELECT coalesce(sum(${companyCreditEntries.owedCents}), 0) FROM ${companyCreditEntries} WHERE ${companyCreditEntries.companyId} = ${companies.id})`.mapWith(Number),
      createdAt: companies.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .where(and(...where))
    // Pending first: they wait for a decision.
    .orderBy(sql`CASE WHEN ${companies.status} = 'pending' THEN 0 ELSE 1 END`, asc(companies.name), asc(companies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The company row if the member sees its partner; 404 company_not_found otherwise. */
export async function visibleCompany(db: Reader, staff: StaffPrincipal, id: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row || !seesPartner(staff, row.partnerId)) throw notFound('company_not_found');
  return row;
}

/** The same with the company row locked (every write takes it first: company, then member rows). */
export async function lockVisibleCompany(tx: Tx, staff: StaffPrincipal, id: number): Promise<CompanyRow> {
  const row = await lockCompany(tx, id);
  if (!row || !seesPartner(staff, row.partnerId)) throw notFound('company_not_found');
  return row;
}

/** An audit row of a company write (its partner named, so a SalesPerson's audit log shows it). */
export const auditCompany = (tx: Tx, staff: StaffPrincipal, company: Pick<CompanyRow, 'id' | 'partnerId'>, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>, now: Date) =>
  tx.insert(staffAudit).values({ staffId: staff.id, action, targetKind: 'company', targetId: company.id, partnerId: company.partnerId, before, after, createdAt: now });

/** The settings an audit row records before and after a change. */
export const companySettings = (row: CompanyRow) => ({
  name: row.name,
  vatNumber: row.vatNumber,
  taxOffice: row.taxOffice,
  activity: row.activity,
  status: row.status,
  approvalThresholdCents: row.approvalThresholdCents,
  paymentTermsDays: row.paymentTermsDays,
  creditLimitCents: row.creditLimitCents,
  version: row.version,
});

/** A company as staff see it (read with `db`: inside a write's transaction, what it wrote). */
export async function readStaffCompany(db: Reader, row: CompanyRow, now: Date): Promise<StaffCompany> {
  // One query after the other: inside a write's transaction `db` is one client, which takes one query at a time.
  const [partner] = await db.select({ code: partners.code, name: partners.name }).from(partners).where(eq(partners.id, row.partnerId));
  const members = await db
    .select({
      id: companyMembers.id,
      customerId: companyMembers.customerId,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      role: companyMembers.role,
      spendingLimitCents: companyMembers.spendingLimitCents,
      limitPeriod: companyMembers.limitPeriod,
      alwaysNeedsApproval: companyMembers.alwaysNeedsApproval,
    })
    .from(companyMembers)
    .innerJoin(customers, eq(customers.id, companyMembers.customerId))
    .where(eq(companyMembers.companyId, row.id))
    .orderBy(sql`CASE ${companyMembers.role} WHEN 'admin' THEN 0 WHEN 'approver' THEN 1 WHEN 'buyer' THEN 2 ELSE 3 END`, asc(customers.lastName), asc(companyMembers.id));
  const [waiting] = await db.select({ n: count() }).from(purchaseRequests).where(and(eq(purchaseRequests.companyId, row.id), eq(purchaseRequests.state, 'waiting')));
  const credit = await creditSummary(db, row, now);
  const requester = row.requestedByCustomerId === null ? [] : await db.select({ customerId: customers.id, email: customers.email }).from(customers).where(eq(customers.id, row.requestedByCustomerId));
  return {
    ...companyFields(row),
    partner: partner?.code ?? '',
    partnerName: partner?.name ?? '',
    requestedBy: requester[0] ?? null,
    decisions: decisionsFor(row.status),
    members,
    credit: { ...credit, oldestDueAt: credit.oldestDueAt?.toISOString() ?? null },
    pendingRequests: waiting?.n ?? 0,
  };
}

export async function getStaffCompany(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, id: number): Promise<StaffCompany> {
  return readStaffCompany(deps.db, await visibleCompany(deps.db, staff, id), deps.now());
}
