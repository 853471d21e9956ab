import { and, asc, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { ReturnStatusChangeRequest, StaffReturn, StaffReturnList, StaffReturnListQuery } from '@/lib/contract/staff-returns';
import { statusAfterReturn } from '@/lib/rules/order-lifecycle';
import { checkReturnTransition, isTakenBack, RETURN_TRANSITIONS } from '@/lib/rules/return-lifecycle';
import type { ApiDeps } from '../context';
import { orderLines, orders, partners, returnRequestLines, returnRequests, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, notFound } from '../http/api-error';
import { changeOrderStatusInTx, lockedOrderStatus, type StatusChanged } from '../services/orders/order-status';
import { mailStatusChange } from '../services/orders/order-status-mail';
import { restockReturned } from '../services/orders/reserve';
import { revertReturnedShare } from '../services/loyalty/ledger';
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

/** What the goods back at the shop cost the customer: each returned unit at its line's paid price (after every discount). */
async function returnedValue(tx: Tx, orderId: number): Promise<{ goodsCents: number; returnedCents: number }> {
  const [order] = await tx.select({ goods: orders.goodsCents }).from(orders).where(eq(orders.id, orderId));
  const lines = await tx.select({ position: orderLines.position, quantity: orderLines.quantity, total: orderLines.total }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const back = await tx
    .select({ status: returnRequests.status, position: returnRequestLines.position, quantity: returnRequestLines.quantity })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId));
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const returnedCents = back
    .filter((row) => isTakenBack(row.status))
    .reduce((total, row) => {
      const line = byPosition.get(row.position);
      return line && line.quantity > 0 ? total + Math.floor((line.total.gross * Math.min(row.quantity, line.quantity)) / line.quantity) : total;
    }, 0);
  return { goodsCents: order?.goods ?? 0, returnedCents };
}

/** The order's ordered units and the units of its returns that are back at the shop. */
async function orderUnits(tx: Tx, orderId: number): Promise<{ ordered: number; returned: number }> {
  const [ordered] = await tx.select({ n: sum(orderLines.quantity).mapWith(Number) }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const back = await tx
    .select({ status: returnRequests.status, n: sum(returnRequestLines.quantity).mapWith(Number) })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId))
    .groupBy(returnRequests.status);
  return { ordered: ordered?.n ?? 0, returned: back.filter((r) => isTakenBack(r.status)).reduce((total, r) => total + r.n, 0) };
}

export async function changeStaffReturnStatus(deps: ApiDeps, staff: StaffPrincipal, id: number, request: ReturnStatusChangeRequest): Promise<StaffReturn> {
  const found = await visibleReturn(deps.db, staff, id);
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx): Promise<StatusChanged | undefined> => {
    const orderStatus = await lockedOrderStatus(tx, found.orderId);
    const [current] = await tx.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id)).for('update');
    if (!current || current.status !== request.expectedStatus) throw new ApiError(409, 'return_changed');
    const verdict = checkReturnTransition(current.status, request.status);
    if (!verdict.ok) throw new ApiError(409, verdict.reason);
    await tx.update(returnRequests).set({ status: request.status, updatedAt: now }).where(eq(returnRequests.id, id));
    let changed: StatusChanged | undefined;
    if (request.status === 'Received') {
      await restockReturned(tx, found.orderId, await tx.select({ position: returnRequestLines.position, quantity: returnRequestLines.quantity }).from(returnRequestLines).where(eq(returnRequestLines.returnId, id)));
      const to = statusAfterReturn(orderStatus, await orderUnits(tx, found.orderId));
      if (to) changed = await changeOrderStatusInTx(tx, { orderId: found.orderId, to, actor: { kind: 'staff', id: staff.id, name: staff.name }, note: found.number }, now);
      await revertReturnedShare(tx, { orderId: found.orderId, ...(await returnedValue(tx, found.orderId)), now });
    }
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
