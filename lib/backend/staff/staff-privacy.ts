import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StaffPrivacyRequest, StaffPrivacyRequestList, StaffPrivacyRequestQuery } from '@/lib/contract/account-privacy';
import type { ApiDeps } from '../context';
import { customers, partners, privacyRequests, staffMembers } from '../db/schema';
import { notFound } from '../http/api-error';
import { deleteAccount } from '../services/privacy/account-deletion';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * Customers' privacy requests in the operations API (issue #49 item 2, decision 0096): the list
 * (a SalesPerson sees their partners' only) and an account deleted by staff at the customer's
 * request, through the customer's own deletion (the same erasure and refusals, audited).
 */
function filters(staff: StaffPrincipal, query: StaffPrivacyRequestQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(privacyRequests.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.partner) where.push(eq(partners.code, query.partner));
  if (query.kind) where.push(eq(privacyRequests.kind, query.kind));
  if (query.status) where.push(eq(privacyRequests.status, query.status));
  return where;
}

const columns = {
  id: privacyRequests.id,
  customerId: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  deletedAt: customers.deletedAt,
  partner: partners.code,
  kind: privacyRequests.kind,
  status: privacyRequests.status,
  reason: privacyRequests.reason,
  staffId: staffMembers.id,
  staffName: staffMembers.name,
  staffEmail: staffMembers.email,
  at: privacyRequests.createdAt,
};

/** The requests with their customer, partner and staff member (a customer's own has none). */
const selectRequests = (db: ApiDeps['db']) =>
  db
    .select(columns)
    .from(privacyRequests)
    .innerJoin(customers, eq(customers.id, privacyRequests.customerId))
    .innerJoin(partners, eq(partners.id, privacyRequests.partnerId))
    .leftJoin(staffMembers, eq(staffMembers.id, privacyRequests.staffId));

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

const toItem = (r: Row): StaffPrivacyRequest => ({
  id: r.id,
  customer: { id: r.customerId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), deleted: r.deletedAt !== null },
  partner: r.partner,
  kind: r.kind,
  status: r.status,
  reason: r.reason,
  staff: r.staffId !== null ? { id: r.staffId, name: r.staffName ?? '', email: r.staffEmail ?? '' } : null,
  at: r.at.toISOString(),
});

/** GET /staff/privacy-requests: newest first, paged. */
export async function listStaffPrivacyRequests(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffPrivacyRequestQuery): Promise<StaffPrivacyRequestList> {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    selectRequests(deps.db)
      .where(where)
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(privacyRequests).innerJoin(partners, eq(partners.id, privacyRequests.partnerId)).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** POST /staff/customers/{id}/delete: the request it wrote (completed); refusals as the customer's own. */
export async function deleteCustomerByStaff(deps: ApiDeps, staff: StaffPrincipal, customerId: number): Promise<StaffPrivacyRequest> {
  const done = await deleteAccount(deps, { customerId, staff: { id: staff.id, sees: (partnerId) => seesPartner(staff, partnerId) } });
  const [row] = await selectRequests(deps.db).where(eq(privacyRequests.id, done.requestId));
  if (!row) throw notFound('customer_not_found');
  return toItem(row);
}
