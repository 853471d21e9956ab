import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAuditList, StaffAuditQuery } from '@/lib/contract/staff-audit';
import type { ApiDeps } from '../context';
import { customers, orders, partners, productVariants, quotations, returnRequests, staffAudit, staffMembers } from '../db/schema';
import type { StaffPrincipal } from './staff-auth';

/**
 * GET /staff/audit (issue #17 item 3): the audit log, newest first, with each entry's target named
 * (order number, customer email, return number, SKU) and its partner. A SalesPerson sees the
 * entries of the assigned partners' records only, like everything else (stock is no partner's).
 */
const DAY_MS = 86_400_000;
const targetPartner = alias(partners, 'target_partner');

// The row's own partner first (a quote's, issue #44 item 7), else its target's.
const partnerIdOfTarget = sql<number | null>`coalesce(${staffAudit.partnerId}, ${orders.partnerId}, ${customers.partnerId}, ${returnRequests.partnerId}, CASE WHEN ${staffAudit.targetKind} = 'partner' THEN ${staffAudit.targetId} END)`;

function filters(staff: StaffPrincipal, query: StaffAuditQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(partnerIdOfTarget, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.partner) where.push(eq(targetPartner.code, query.partner));
  if (query.staff) where.push(eq(staffMembers.email, query.staff));
  if (query.action) where.push(eq(staffAudit.action, query.action));
  if (query.kind) where.push(eq(staffAudit.targetKind, query.kind));
  if (query.from) where.push(gte(staffAudit.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(staffAudit.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  return where;
}

export async function listStaffAudit(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffAuditQuery): Promise<StaffAuditList> {
  const where = and(...filters(staff, query));
  const fields = {
    id: staffAudit.id,
    at: staffAudit.createdAt,
    staffId: staffMembers.id,
    staffName: staffMembers.name,
    staffEmail: staffMembers.email,
    staffRole: staffMembers.role,
    action: staffAudit.action,
    kind: staffAudit.targetKind,
    targetId: staffAudit.targetId,
    partner: targetPartner.code,
    label: sql<string | null>`coalesce(${orders.orderNumber}, ${customers.email}, ${returnRequests.number}, ${productVariants.sku}, ${quotations.uid}, ${targetPartner.code}, CASE ${staffAudit.targetKind} WHEN 'staff' THEN (SELECT sm.email FROM staff_members sm WHERE sm.id = ${staffAudit.targetId}) WHEN 'product' THEN (SELECT p.code FROM products p WHERE p.id = ${staffAudit.targetId}) WHEN 'category' THEN (SELECT c.code FROM categories c WHERE c.id = ${staffAudit.targetId}) WHEN 'brand' THEN (SELECT b.code FROM brands b WHERE b.id = ${staffAudit.targetId}) END)`,
    before: staffAudit.before,
    after: staffAudit.after,
  };
  // One query: the page and, with a window count, how many entries match in all.
  const rows = await deps.db
    .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(staffAudit)
    .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
    .leftJoin(orders, and(eq(staffAudit.targetKind, 'order'), eq(orders.id, staffAudit.targetId)))
    .leftJoin(customers, and(eq(staffAudit.targetKind, 'customer'), eq(customers.id, staffAudit.targetId)))
    .leftJoin(returnRequests, and(eq(staffAudit.targetKind, 'return'), eq(returnRequests.id, staffAudit.targetId)))
    .leftJoin(productVariants, and(eq(staffAudit.targetKind, 'variant'), eq(productVariants.id, staffAudit.targetId)))
    .leftJoin(quotations, and(eq(staffAudit.targetKind, 'quote'), eq(quotations.id, staffAudit.targetId)))
    .leftJoin(targetPartner, eq(targetPartner.id, partnerIdOfTarget))
    .where(where)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staff: { id: r.staffId, name: r.staffName, email: r.staffEmail, role: r.staffRole },
      action: r.action,
      target: { kind: r.kind, id: r.targetId, partner: r.partner, label: r.label },
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
