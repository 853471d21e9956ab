import { asc, desc, eq } from 'drizzle-orm';
import { OrderStatusCode, orderStatusFromCode } from '@/lib/contract/enums';
import type { OrderStatusChange } from '@/lib/contract/orders';
import { checkTransition, lifecycleStatusOf, releasesReservation, type LifecycleStatus } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { orders, orderStatusChanges, type StatusChangeActor } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, notFound } from '../../http/api-error';
import { releaseReservation } from './reserve';
import { applyLoyaltyEffect } from '../loyalty/ledger';

/**
 * Status changes of an order (issue #17 item 1), each in one transaction under the order's row
 * lock: the rule module's check (lib/rules/order-lifecycle.ts), the version check, the side effect
 * (an order that ends before its goods left gives back stock and quota; loyalty points approved or
 * taken back), the new status with a
 * bumped version, and the history row. A refused change writes nothing.
 */
export type StatusChangeRequest = {
  orderId: number;
  to: LifecycleStatus;
  /** The version the caller saw; another change since then is refused with 409 `order_changed`. */
  expectedVersion?: number;
  actor: StatusChangeActor;
  note?: string;
};

export type StatusChanged = { orderId: number; from: LifecycleStatus; to: LifecycleStatus; version: number };

/** Applies a checked change inside `tx` (the caller holds the order's row lock). */
async function applyChange(tx: Tx, row: { id: number; status: number; version: number }, from: LifecycleStatus, change: Omit<StatusChangeRequest, 'orderId' | 'expectedVersion'>, now: Date): Promise<StatusChanged> {
  if (releasesReservation(from, change.to)) await releaseReservation(tx, row.id);
  await applyLoyaltyEffect(tx, row.id, change.to, now);
  const version = row.version + 1;
  // A refund settles what staff owed (refundDue: money that came after a cancel).
  await tx.update(orders).set({ status: OrderStatusCode[change.to], version, updatedAt: now, ...(change.to === 'Refund' ? { refundDue: null } : {}) }).where(eq(orders.id, row.id));
  await tx.insert(orderStatusChanges).values({ orderId: row.id, fromStatus: row.status, toStatus: OrderStatusCode[change.to], actor: change.actor, note: change.note ?? null, createdAt: now });
  return { orderId: row.id, from, to: change.to, version };
}

/** Locks the order's row and reads what the rules need. */
async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, version: orders.version, shippingMethod: orders.shippingMethod, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!row) throw notFound('order_not_found');
  const from = lifecycleStatusOf(row.status);
  if (!from) throw new ApiError(409, 'transition_not_allowed');
  return { row, from };
}

/**
 * A change asked for by staff or the operations API: checked by the rule module; 409 with its key
 * otherwise. `alsoInTx` writes what belongs with the change (the staff audit row) in its transaction.
 */
export async function changeOrderStatus(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  change: StatusChangeRequest,
  alsoInTx?: (tx: Tx, changed: StatusChanged) => Promise<void>,
): Promise<StatusChanged> {
  return deps.db.transaction(async (tx) => {
    const changed = await changeOrderStatusInTx(tx, change, deps.now());
    await alsoInTx?.(tx, changed);
    return changed;
  });
}

/** The same inside a transaction the caller runs (a received return moves its order). */
export async function changeOrderStatusInTx(tx: Tx, change: StatusChangeRequest, now: Date): Promise<StatusChanged> {
  const { row, from } = await lockOrder(tx, change.orderId);
  if (change.expectedVersion !== undefined && row.version !== change.expectedVersion) throw new ApiError(409, 'order_changed');
  const verdict = checkTransition({ status: from, shippingMethod: row.shippingMethod, paymentMethod: row.paymentMethod, paid: row.paidAt !== null }, change.to);
  if (!verdict.ok) throw new ApiError(409, verdict.reason);
  return applyChange(tx, row, from, change, now);
}

/** The order's status now, read under its row lock (the caller's transaction). */
export async function lockedOrderStatus(tx: Tx, orderId: number): Promise<LifecycleStatus> {
  return (await lockOrder(tx, orderId)).from;
}

/**
 * The shop cancels an order inside a transaction it already runs (a failed or abandoned online
 * payment, under the payment's row lock): stock and quota back, Cancelled, recorded with the
 * system as the actor. An order that has ended already is left as it is.
 */
export async function cancelOrderInTx(tx: Tx, orderId: number, reason: string, now: Date, actor: StatusChangeActor = { kind: 'system' }): Promise<StatusChanged | undefined> {
  const { row, from } = await lockOrder(tx, orderId);
  if (from === 'Cancelled' || from === 'Refund') return undefined;
  return applyChange(tx, row, from, { to: 'Cancelled', actor, note: reason }, now);
}

/**
 * The one way out of Cancelled that is not a refund: an order the expiry sweep cancelled comes back
 * as Pending when its payment arrives late and its stock and quota could be held again
 * (late-payment.ts). The caller holds the order's row lock and has reserved the stock.
 */
export async function reviveOrderInTx(tx: Tx, orderId: number, note: string, now: Date): Promise<StatusChanged> {
  const { row, from } = await lockOrder(tx, orderId);
  const version = row.version + 1;
  await tx.update(orders).set({ status: OrderStatusCode.Pending, version, updatedAt: now }).where(eq(orders.id, row.id));
  await tx.insert(orderStatusChanges).values({ orderId: row.id, fromStatus: row.status, toStatus: OrderStatusCode.Pending, actor: { kind: 'system' }, note, createdAt: now });
  return { orderId: row.id, from, to: 'Pending', version };
}

/** The note of the order's latest status change (why it was cancelled), if any. */
export async function latestChangeNote(tx: Tx, orderId: number): Promise<string | null> {
  const [row] = await tx.select({ note: orderStatusChanges.note }).from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId)).orderBy(desc(orderStatusChanges.id)).limit(1);
  return row?.note ?? null;
}

/** The order's history: its creation (Pending) and every change since, oldest first. */
export async function statusHistory(db: Pick<ApiDeps['db'], 'select'>, order: { id: number; createdAt: Date }): Promise<OrderStatusChange[]> {
  const rows = await db
    .select({ toStatus: orderStatusChanges.toStatus, createdAt: orderStatusChanges.createdAt, id: orderStatusChanges.id })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, order.id))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
  return [
    { status: OrderStatusCode.Pending, statusName: 'Pending', at: order.createdAt.toISOString() },
    ...rows.map((r) => ({ status: r.toStatus, statusName: orderStatusFromCode(r.toStatus) ?? 'NA', at: r.createdAt.toISOString() })),
  ];
}
