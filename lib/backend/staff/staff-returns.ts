import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReturnStatusChangeRequest, StaffReturn, StaffReturnList, StaffReturnListQuery } from '@/lib/contract/staff-returns';
import { checkReturnTransition, RETURN_TRANSITIONS } from '@/lib/rules/return-lifecycle';
import type { ApiDeps } from '../context';
import { orders, partners, returnRequestLines, returnRequests, staffAudit } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { lockedOrderStatus, type StatusChanged } from '../services/orders/order-status';
import { mailStatusChange } from '../services/orders/order-status-mail';
import { receiveReturnInTx } from '../services/orders/receive-return';
import { mailReturnChange } from './return-mail';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * The returns queue (issue #17 items 1, 3 and 5) for the console and the operations API: the
 * return requests of the partners a member sees, oldest first, and their handling. A change runs in
 * one transaction with the order's row locked, then the request's: the rule table's check, the
 * version check (`expectedStatus`), a received return's goods back into stock and its order moved
 * to PartiallyReturned or Returned (with the order's history), the loyalty points those goods
 * earned taken back, and the audit row. A refused change writes nothing.
 */
const units = sql<number>`(select coalesce(sum(${returnRequestLines.quantity}), 0) from ${returnRequestLines} where ${returnRequestLines.returnId} = ${returnRequests.id})`.mapWith(Number);

const columns = {
  id: returnRequests.id,
  number: returnRequests.number,
  orderId: returnRequests.orderId,
  orderNumber: orders.orderNumber,
  partner: partners.code,
  partnerId: returnRequests.partnerId,
  email: orders.email,
  status: returnRequests.status,
  reason: returnRequests.reason,
  comment: returnRequests.comment,
  units,
  createdAt: returnRequests.createdAt,
};
const selectReturns = (db: Pick<ApiDeps['db'], 'select'>) =>
  db.select(columns).from(returnRequests).innerJoin(orders, eq(orders.id, returnRequests.orderId)).innerJoin(partners, eq(partners.id, returnRequests.partnerId));

const toStaffReturn = ({ partnerId: _partnerId, createdAt, ...row }: Row): StaffReturn => ({ ...row, createdAt: createdAt.toISOString(), nextStatuses: [...RETURN_TRANSITIONS[row.status]] });

type Row = Awaited<ReturnType<typeof selectReturns>>[number];

function filters(staff: StaffPrincipal, query: StaffReturnListQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(returnRequests.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.status) where.push(eq(returnRequests.status, query.status));
  if (query.partner) where.push(eq(partners.code, query.partner));
  return where;
}

export async function listStaffReturns(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffReturnListQuery): Promise<StaffReturnList> {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    selectReturns(deps.db).where(where).orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(returnRequests).innerJoin(partners, eq(partners.id, returnRequests.partnerId)).where(where),
  ]);
  return { items: rows.map(toStaffReturn), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function visibleReturn(db: Pick<ApiDeps['db'], 'select'>, staff: StaffPrincipal, id: number): Promise<Row> {
  const [row] = await selectReturns(db).where(eq(returnRequests.id, id));
  if (!row || !seesPartner(staff, row.partnerId)) throw notFound('return_not_found');
  return row;
}

export async function changeStaffReturnStatus(deps: ApiDeps, staff: StaffPrincipal, id: number, request: ReturnStatusChangeRequest): Promise<StaffReturn> {
  const found = await visibleReturn(deps.db, staff, id);
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx): Promise<StatusChanged | undefined> => {
    // The customer's and the order's rows first (order-status.ts's lock order), then the request's.
    await lockedOrderStatus(tx, found.orderId);
    const [current] = await tx.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id)).for('update');
    if (!current || current.status !== request.expectedStatus) throw new ApiError(409, 'return_changed');
    const verdict = checkReturnTransition(current.status, request.status);
    if (!verdict.ok) throw new ApiError(409, verdict.reason);
    await tx.update(returnRequests).set({ status: request.status, updatedAt: now }).where(eq(returnRequests.id, id));
    let changed: StatusChanged | undefined;
    // Restock, the order's new status and the points taken back: the holdings rule's (issue #44 item 1).
    if (request.status === 'Received') changed = await receiveReturnInTx(tx, { orderId: found.orderId, returnId: id, actor: { kind: 'staff', id: staff.id, name: staff.name }, note: found.number, now });
    await tx.insert(staffAudit).values({
      staffId: staff.id,
      action: 'return.status',
      targetKind: 'return',
      targetId: id,
      before: { status: current.status },
      after: { status: request.status, ...(changed ? { order: found.orderNumber, orderStatus: changed.to } : {}) },
      createdAt: now,
    });
    return changed;
  });
  if (moved) await mailStatusChange(deps, moved);
  await mailReturnChange(deps, { orderId: found.orderId, orderNumber: found.orderNumber, returnNumber: found.number, status: request.status });
  return toStaffReturn(await visibleReturn(deps.db, staff, id));
}
