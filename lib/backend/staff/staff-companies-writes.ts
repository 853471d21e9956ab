import { and, eq, ne } from 'drizzle-orm';
import type { StaffCompany, StaffCompanyCreateRequest, StaffCompanyDecisionRequest, StaffCompanyUpdateRequest, StaffPayment } from '@/lib/contract/staff-companies';
import { decisionTarget } from '@/lib/rules/company/company-decision';
import type { ApiDeps } from '../context';
import { companies, companyMembers, customers } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { ApiError} from '../http/api-error';
import { badRequest, conflict } from '../http/api-error';
import { recordPayment, type PaymentRequest } from '../services/companies/payments-received';
import { endWaitingRequests, lockBuyersFirst, type EndedRequest } from '../services/companies/request-endings';
import type { StaffPrincipal } from './staff-auth';
import { auditCompany, companySettings, lockVisibleCompany, readStaffCompany } from './staff-companies';
import { visiblePartner } from './staff-partners';

/**
 * What staff change on a company (issue #50, decisions 0100 and 0101): create one (active at
 * once), edit its invoice details, threshold, terms and credit limit (against the version they
 * saw), decide on it, and record payments received. Each write locks the company row first and
 * writes its audit row in the same transaction; a refusal writes nothing.
 */

/** The unique indexes two writers at the same moment may meet, and the API's 409 each means. */
const UNIQUE_CONFLICTS: readonly (readonly [string, string])[] = [
  ['companies_partner_vat_uq', 'company_vat_taken'],
  ['company_members_customer_id', 'company_member_already'],
];

/** A unique index broken by a writer at the same moment, as the API's 409. */
function uniqueConflict(error: unknown): ApiError | undefined {
  for (let e = error as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code !== '23505') continue;
    const name = `${e.constraint ?? e.constraint_name ?? ''} ${e.message ?? ''}`;
    const found = UNIQUE_CONFLICTS.find(([index]) => name.includes(index));
    if (found) return conflict(found[1]);
  }
  return undefined;
}

export async function inTransaction<T>(deps: Pick<ApiDeps, 'db'>, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    throw uniqueConflict(error) ?? error;
  }
}

/** A customer of the partner who may become a member: 400 company_member_not_customer otherwise (the row locked, so it is not deleted meanwhile). */
export async function memberCandidate(tx: Tx, partnerId: number, customerId: number) {
  const [row] = await tx.select({ id: customers.id, partnerId: customers.partnerId, deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  if (!row || row.partnerId !== partnerId || row.deletedAt) throw badRequest('company_member_not_customer', { customerId: 'company_member_not_customer' });
  return row;
}

/** Adds the member, or 409 company_member_already when the customer is in a company already. */
export async function insertMember(tx: Tx, companyId: number, customerId: number, role: (typeof companyMembers.$inferInsert)['role'], now: Date): Promise<number> {
  const [row] = await tx.insert(companyMembers).values({ companyId, customerId, role, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: companyMembers.customerId }).returning({ id: companyMembers.id });
  if (!row) throw conflict('company_member_already');
  return row.id;
}

/** POST /staff/companies: active at once (staff checked its tax data); 409 company_vat_taken / company_member_already. */
export async function createStaffCompany(deps: ApiDeps, staff: StaffPrincipal, input: StaffCompanyCreateRequest): Promise<StaffCompany> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    const partner = await visiblePartner(tx, staff, input.partnerCode);
    if (input.adminCustomerId !== undefined) await memberCandidate(tx, partner.row.id, input.adminCustomerId);
    const [row] = await tx
      .insert(companies)
      .values({ partnerId: partner.row.id, name: input.name, vatNumber: input.vatNumber, taxOffice: input.taxOffice, activity: input.activity, status: 'active', decidedByStaffId: staff.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [companies.partnerId, companies.vatNumber] })
      .returning();
    if (!row) throw conflict('company_vat_taken');
    if (input.adminCustomerId !== undefined) await insertMember(tx, row.id, input.adminCustomerId, 'admin', now);
    await auditCompany(tx, staff, row, 'company.create', null, { ...companySettings(row), adminCustomerId: input.adminCustomerId ?? null }, now);
    return readStaffCompany(tx, row, now);
  });
}

/** PUT /staff/companies/:id: 409 company_changed when another change came since expectedVersion. */
export async function updateStaffCompany(deps: ApiDeps, staff: StaffPrincipal, id: number, input: StaffCompanyUpdateRequest): Promise<StaffCompany> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    const before = await lockVisibleCompany(tx, staff, id);
    if (before.version !== input.expectedVersion) throw conflict('company_changed');
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.partnerId, before.partnerId), eq(companies.vatNumber, input.vatNumber), ne(companies.id, id)));
    if (taken) throw conflict('company_vat_taken');
    const [row] = await tx
      .update(companies)
      .set({
        name: input.name,
        vatNumber: input.vatNumber,
        taxOffice: input.taxOffice,
        activity: input.activity,
        approvalThresholdCents: input.approvalThresholdCents,
        paymentTermsDays: input.paymentTermsDays,
        creditLimitCents: input.creditLimitCents,
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(companies.id, id))
      .returning();
    await auditCompany(tx, staff, row!, 'company.update', companySettings(before), companySettings(row!), now);
    return readStaffCompany(tx, row!, now);
  });
}

/**
 * POST /staff/companies/:id/decision: approve, decline, disable (the company's waiting purchase
 * requests end in the same transaction, company_disabled) or enable; 409 company_transition_not_allowed.
 */
export async function decideStaffCompany(deps: ApiDeps, staff: StaffPrincipal, id: number, input: StaffCompanyDecisionRequest): Promise<{ company: StaffCompany; ended: EndedRequest[] }> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    if (input.decision === 'disable') await lockBuyersFirst(tx, { companyId: id });
    const before = await lockVisibleCompany(tx, staff, id);
    const to = decisionTarget(before.status, input.decision);
    if (!to) throw conflict('company_transition_not_allowed');
    const ended = input.decision === 'disable' ? await endWaitingRequests(tx, deps, { companyId: id, reason: 'company_disabled', now }) : [];
    const [row] = await tx
      .update(companies)
      .set({ status: to, decidedByStaffId: staff.id, version: before.version + 1, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    const note = input.note?.trim() || null;
    await auditCompany(tx, staff, row!, 'company.decision', { status: before.status }, { status: to, decision: input.decision, note, ...(ended.length ? { requestsEnded: ended.length } : {}) }, now);
    return { company: await readStaffCompany(tx, row!, now), ended };
  });
}

/** POST /staff/companies/:id/payments: recorded once per Idempotency-Key (a repeat answers the first and writes nothing, not even an audit row). */
export async function recordStaffPayment(deps: ApiDeps, staff: StaffPrincipal, id: number, input: PaymentRequest, idempotencyKey: string | null): Promise<StaffPayment> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const company = await lockVisibleCompany(tx, staff, id);
    const { payment, replayed } = await recordPayment(tx, company, { ...input, idempotencyKey, staffId: staff.id, now });
    if (!replayed) await auditCompany(tx, staff, company, 'company.payment', null, { paymentId: payment.id, amountCents: payment.amountCents, reference: payment.reference, idempotencyKey }, now);
    return payment;
  });
}
