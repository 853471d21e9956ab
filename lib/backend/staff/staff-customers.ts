import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ImpersonationStart, StaffCustomerList, StaffCustomerListQuery } from '@/lib/contract/staff-customers';
import { handoffExpiry, impersonationEnd, impersonationRefusal } from '@/lib/rules/impersonation';
import type { ApiDeps } from '../context';
import { customers, impersonations, partners, staffAudit } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashToken, newOpaqueToken } from '../services/secure-tokens';
import type { StaffPrincipal } from './staff-auth';

/**
 * Customers for the staff console and the operations API (issue #17 items 3 to 5): the customers
 * of the partners a member sees (a SalesPerson: the assigned ones), and the start of an
 * impersonation. Another partner's customer answers 404 like one that does not exist.
 */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(staff: StaffPrincipal, query: StaffCustomerListQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(customers.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.partner) where.push(eq(partners.code, query.partner));
  if (query.status) where.push(eq(customers.status, query.status));
  if (query.q) {
    const like = likeEscaped(query.q);
    where.push(or(ilike(customers.email, like), ilike(customers.firstName, like), ilike(customers.lastName, like))!);
  }
  return where;
}

export async function listStaffCustomers(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffCustomerListQuery): Promise<StaffCustomerList> {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        partner: partners.code,
        status: customers.status,
        registrationDate: customers.registrationDate,
        deletedAt: customers.deletedAt,
      })
      .from(customers)
      .innerJoin(partners, eq(partners.id, customers.partnerId))
      .where(where)
      .orderBy(asc(partners.code), asc(customers.email), asc(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(customers).innerJoin(partners, eq(partners.id, customers.partnerId)).where(where),
  ]);
  return { items: rows.map(({ deletedAt, ...r }) => ({ ...r, registrationDate: r.registrationDate.toISOString(), deleted: deletedAt !== null })), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const STATUS_OF_REFUSAL = { staff_role_forbidden: 403, customer_not_found: 404, customer_not_active: 409 } as const;

/**
 * POST /staff/customers/{id}/impersonation: a SalesPerson starts shopping as an active customer of
 * an assigned partner. Writes the impersonation (the code's hash only) and its audit row in one
 * transaction; the code itself is answered once and never stored.
 */
export async function startImpersonation(deps: ApiDeps, staff: StaffPrincipal, customerId: number): Promise<ImpersonationStart> {
  const [customer] = await deps.db
    .select({ id: customers.id, partnerId: customers.partnerId, status: customers.status, partner: partners.code })
    .from(customers)
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    .where(eq(customers.id, customerId));
  const refusal = impersonationRefusal(staff, customer);
  if (refusal) throw new ApiError(STATUS_OF_REFUSAL[refusal], refusal);
  const now = deps.now();
  const code = newOpaqueToken();
  const row = await deps.db.transaction(async (tx) => {
    const [started] = await tx
      .insert(impersonations)
      .values({ staffId: staff.id, customerId, partnerId: customer!.partnerId, handoffHash: hashToken(code), handoffExpiresAt: handoffExpiry(now), endsAt: impersonationEnd(now), createdAt: now })
      .returning();
    await tx.insert(staffAudit).values({
      staffId: staff.id,
      action: 'customer.impersonation_start',
      targetKind: 'customer',
      targetId: customerId,
      before: null,
      after: { impersonation: started!.id, endsAt: started!.endsAt.toISOString() },
      createdAt: now,
    });
    return started!;
  });
  return { id: row.id, code, partner: customer!.partner, codeExpiresAt: row.handoffExpiresAt.toISOString(), endsAt: row.endsAt.toISOString() };
}
