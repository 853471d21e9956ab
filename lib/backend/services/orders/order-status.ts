import { asc, desc, eq } from 'drizzle-orm';
import { OrderStatusCode, orderStatusFromCode } from '@/lib/contract/enums';
import type { OrderStatusChange } from '@/lib/contract/orders';
import { transitionEffects, type OrderFacts } from '@/lib/rules/order-holdings';
import { checkTransition, lifecycleStatusOf, type LifecycleStatus } from '@/lib/rules/order-lifecycle';
import { saleDocumentDueOnMove } from '@/lib/fiscal/sale-document-due';
import { issueSaleDocument } from '../fiscal/issue-document';
import { issuerOf } from '../fiscal/issuer';
import { creditRemainder } from '../fiscal/credit-note';
import type { ApiDeps } from '../../context';
import { orders, orderStatusChanges, type StatusChangeActor } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, notFound } from '../../http/api-error';
import { lockCustomer } from '../customers';
import { executeEffects } from './holdings-apply';
import { issueGiftCardsFor, voidGiftCardsOf } from '../product-kinds/gift-cards';
import { factsOf, heldByLedgers, linesOf, notBack, orderHead } from './holdings-read';
import { givePickupCode } from './pickup-code';
import { creditOrder } from '../companies/credit';
import { endRequestOfCancelledOrder } from '../companies/order-approval';

/**
 * Status changes of an order (issue #17 item 1), each in one transaction under the order's row
 * lock: the rule module's check (lib/rules/order-lifecycle.ts), the version check, what the order
 * takes and gives back by the holdings rule (lib/rules/order-holdings.ts: stock, quota, coupon,
 * quote, redeemed and earned points), the new status with a bumped version, and the history row.
 * A refused change writes nothing.
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

/** Writes the new status with a bumped version and its history row. */
export async function recordChange(tx: Tx, row: { id: number; status: number; version: number }, from: LifecycleStatus, change: Omit<StatusChangeRequest, 'orderId' | 'expectedVersion'>, now: Date): Promise<StatusChanged> {
  const version = row.version + 1;
  // A refund settles what staff owed (refundDue: money that came after a cancel).
  await tx.update(orders).set({ status: OrderStatusCode[change.to], version, updatedAt: now, ...(change.to === 'Refund' ? { refundDue: null } : {}) }).where(eq(orders.id, row.id));
  await tx.insert(orderStatusChanges).values({ orderId: row.id, fromStatus: row.status, toStatus: OrderStatusCode[change.to], actor: change.actor, note: change.note ?? null, createdAt: now });
  return { orderId: row.id, from, to: change.to, version };
}

/**
 * Applies a checked change inside `tx` (the caller holds the customer's and the order's row locks):
 * what the order takes and gives back is the holdings rule's (lib/rules/order-holdings.ts), from
 * what its ledgers show it holds; `changed`: facts the move itself changes (a received return).
 */
export async function applyChange(
  tx: Tx,
  row: { id: number; status: number; version: number },
  from: LifecycleStatus,
  change: Omit<StatusChangeRequest, 'orderId' | 'expectedVersion'>,
  now: Date,
  moved?: { changed: Partial<OrderFacts>; withoutReturn: number; stock: readonly { variantId: number; quantity: number }[] },
): Promise<StatusChanged | undefined> {
  const order = await orderHead(tx, row.id);
  const facts = await factsOf(tx, order, moved?.withoutReturn);
  const effects = transitionEffects(from, change.to, facts, await heldByLedgers(tx, order), moved?.changed);
  const { lines, back } = await linesOf(tx, order.id, moved?.withoutReturn);
  await executeEffects(tx, order, effects, moved?.stock ?? notBack(lines, back), now);
  // A cash-on-delivery order is paid when it is completed: its gift cards are issued then (issue #45; once).
  if (change.to === 'Completed') await issueGiftCardsFor(tx, order.id, now);
  // Ready for pickup: the store pickup's code the customer shows at the counter (decision 0090; given once, kept).
  if (change.to === 'ReadyForPickup' && from !== change.to) await givePickupCode(tx, order.id);
  // Its money goes back: the gift cards it sold can no longer be spent.
  if (change.to === 'Cancelled' || change.to === 'Returned' || change.to === 'Refund') await voidGiftCardsOf(tx, order.id);
  // A paid or dispatched order cancelled or refunded: a credit note for what its document still holds (decision 0067).
  if (from !== change.to && (change.to === 'Cancelled' || change.to === 'Refund')) {
    await creditRemainder(tx, order.id, change.to === 'Cancelled' ? 'cancellation' : 'refund', now);
    // On account (issue #50): what the company was charged for it is given back (once), and a purchase request still waiting ends with it.
    await creditOrder(tx, { orderId: order.id, kind: 'cancel', now });
    if (change.to === 'Cancelled') await endRequestOfCancelledOrder(tx, order.id, now);
  }
  return from === change.to ? undefined : recordChange(tx, row, from, change, now);
}

/** Locks the order's row and reads what the rules need. */
export async function lockOrder(tx: Tx, orderId: number) {
  // The customer first, then the order (settle-attempt.ts's order): two paths never deadlock.
  const [owner] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (owner) await lockCustomer(tx, owner.customerId);
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, version: orders.version, shippingMethod: orders.shippingMethod, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt, awaitingApproval: orders.awaitingApproval })
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
  deps: Pick<ApiDeps, 'db' | 'now' | 'env'>,
  change: StatusChangeRequest,
  alsoInTx?: (tx: Tx, changed: StatusChanged) => Promise<void>,
): Promise<StatusChanged> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const changed = await changeOrderStatusInTx(tx, change, now);
    // Dispatched: the order's sale document, numbered in this transaction (decision 0066; once).
    if (saleDocumentDueOnMove(changed.to)) await issueSaleDocument(tx, issuerOf(deps.env), changed.orderId, now);
    await alsoInTx?.(tx, changed);
    return changed;
  });
}

/** The same inside a transaction the caller runs (a received return moves its order). */
export async function changeOrderStatusInTx(tx: Tx, change: StatusChangeRequest, now: Date): Promise<StatusChanged> {
  const { row, from } = await lockOrder(tx, change.orderId);
  if (change.expectedVersion !== undefined && row.version !== change.expectedVersion) throw new ApiError(409, 'order_changed');
  const verdict = checkTransition({ status: from, shippingMethod: row.shippingMethod, paymentMethod: row.paymentMethod, paid: row.paidAt !== null, awaitingApproval: row.awaitingApproval }, change.to);
  if (!verdict.ok) throw new ApiError(409, verdict.reason);
  return (await applyChange(tx, row, from, change, now))!;
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
 * as Pending when its payment arrives late and it took back everything it held (late-payment.ts,
 * order-revival.ts). The caller holds the order's row lock.
 */
export async function reviveOrderInTx(tx: Tx, orderId: number, note: string, now: Date): Promise<StatusChanged> {
  const { row, from } = await lockOrder(tx, orderId);
  return recordChange(tx, row, from, { to: 'Pending', actor: { kind: 'system' }, note }, now);
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
