import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { CustomerStatusChangeRequest, QuotaReset, StaffCustomer } from '@/lib/contract/staff-customers';
import { customerStatusRefusal, endsSessions } from '@/lib/rules/customer-status';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import type { ApiDeps } from '../context';
import { customers, partners, quotaUsage, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { conflict, notFound } from '../http/api-error';
import { revokeCustomerSessions } from '../services/refresh-tokens';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * What staff change on a customer account (issue #17 item 3): its status (approve, block,
 * unblock: lib/rules/customer-status.ts) and its discount quota (reset for the current period).
 * Each works with the customer's row locked, as order placement does, so a reset and an order of
 * the same customer are counted one after the other; each writes its audit row in the same
 * transaction. Another partner's customer answers 404 like one that does not exist.
 */
async function lockVisibleCustomer(tx: Tx, staff: StaffPrincipal, id: number) {
  const [row] = await tx
    .select({ customer: customers, partner: partners.code, quotaPeriod: partners.quotaPeriod })
    .from(customers)
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    .where(eq(customers.id, id))
    .for('no key update', { of: customers });
  if (!row || !seesPartner(staff, row.customer.partnerId)) throw notFound('customer_not_found');
  return row;
}

const audit = (deps: ApiDeps, tx: Tx, staff: StaffPrincipal, action: string, customerId: number, before: Record<string, unknown>, after: Record<string, unknown>) =>
  tx.insert(staffAudit).values({ staffId: staff.id, action, targetKind: 'customer', targetId: customerId, before, after, createdAt: deps.now() });

/** POST /staff/customers/{id}/status: 409 customer_changed / customer_status_unchanged / customer_transition_not_allowed. */
export async function changeCustomerStatus(deps: ApiDeps, staff: StaffPrincipal, id: number, request: CustomerStatusChangeRequest): Promise<StaffCustomer> {
  const { row, ended } = await deps.db.transaction(async (tx) => {
    const found = await lockVisibleCustomer(tx, staff, id);
    const from = found.customer.status;
    // A deleted account (decision 0096) is never unblocked: it has no one's data left to log in with.
    if (found.customer.deletedAt) throw conflict('account_deleted');
    if (from !== request.expectedStatus) throw conflict('customer_changed');
    const refusal = customerStatusRefusal(from, request.status);
    if (refusal) throw conflict(refusal);
    const now = deps.now();
    const [updated] = await tx
      .update(customers)
      .set({ status: request.status, updatedAt: now, ...(from === 'pending' && request.status === 'active' ? { verifiedAt: now } : {}) })
      .where(eq(customers.id, id))
      .returning();
    const endedFamilies = endsSessions(request.status) ? await revokeCustomerSessions(deps, id, undefined, tx) : [];
    await audit(deps, tx, staff, 'customer.status', id, { status: from }, { status: request.status, ...(endedFamilies.length ? { sessionsEnded: endedFamilies.length } : {}) });
    return { row: { ...updated!, partner: found.partner }, ended: endedFamilies };
  });
  deps.revocations.markRevoked(ended); // committed: the blocked customer's access tokens stop now
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    partner: row.partner,
    status: row.status,
    registrationDate: row.registrationDate.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

/** POST /staff/customers/{id}/quota-reset: the customer's discounted units of the current period are given back. */
export async function resetCustomerQuota(deps: ApiDeps, staff: StaffPrincipal, id: number): Promise<QuotaReset> {
  return deps.db.transaction(async (tx) => {
    const found = await lockVisibleCustomer(tx, staff, id);
    const { start, end } = quotaPeriodBounds(found.quotaPeriod, deps.now());
    const inPeriod = and(eq(quotaUsage.customerId, id), eq(quotaUsage.partnerId, found.customer.partnerId), gte(quotaUsage.periodStart, start), lt(quotaUsage.periodStart, end));
    const [usage] = await tx.select({ used: sum(quotaUsage.units).mapWith(Number) }).from(quotaUsage).where(inPeriod);
    const used = usage?.used ?? 0;
    await tx.delete(quotaUsage).where(inPeriod);
    await audit(deps, tx, staff, 'customer.quota_reset', id, { used, periodStart: start }, { used: 0, periodStart: start });
    return { customerId: id, periodStart: start, periodEnd: end, unitsCleared: used };
  });
}
