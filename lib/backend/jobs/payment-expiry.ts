import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { RETENTION_DAYS } from '@/lib/config/retention';
import { EXPIRED_NOTE } from '@/lib/rules/payment-expiry';
import { retentionCutoff } from '@/lib/rules/retention-cutoff';
import type { ApiDeps } from '../context';
import { isConnectionFailure } from '../db/connection-faults';
import { idempotencyKeys, orders } from '../db/schema';
import { lockCustomer } from '../services/customers';
import { mailStatusChange } from '../services/orders/order-status-mail';
import type { StatusChanged } from '../services/orders/order-status';
import { latestAttemptOfOrder, storedAttempt } from '../services/payments/attempts';
import { closeAwaitingOrder, ordersPastDeadline } from '../services/payments/awaiting-orders';
import type { ProviderName } from '../services/payments/provider';
import { askProvider } from '../services/payments/provider-http';
import { paymentProvider } from '../services/payments/registry';
import { settleAttempt } from '../services/payments/settle-attempt';

/**
 * The expiry sweep (issue #17 item 2): orders whose online payment deadline has passed are
 * cancelled — stock and quota back, the cart kept, the customer told — and idempotency keys past
 * their retention (a day, lib/config/retention.ts) are purged. Each order is expired in its own
 * transaction that takes the order's row with SKIP LOCKED and re-checks it, so several instances
 * on one PostgreSQL never work the same order twice, and a process killed halfway leaves every
 * order either expired with its stock back or untouched (the next sweep, in any instance, takes it up).
 */
export type SweepResult = { expired: number; paid: number; purgedKeys: number };

export async function sweepPayments(deps: ApiDeps, batch = 100): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, paid: 0, purgedKeys: 0 };
  for (const orderId of await ordersPastDeadline(deps.db, deps.now(), batch)) {
    const outcome = await expireOrder(deps, orderId).catch((error: unknown) => {
      // the database went away mid-sweep: the whole sweep failed (one line, scheduler.ts), not each order
      if (isConnectionFailure(error)) throw error;
      console.error('[payments] expiring order failed', orderId, error);
      return 'skipped' as const;
    });
    if (outcome === 'expired') result.expired += 1;
    if (outcome === 'paid') result.paid += 1;
  }
  result.purgedKeys = await purgeIdempotencyKeys(deps);
  return result;
}

/**
 * Expires one order past its deadline. A started attempt is asked of its provider first: money that
 * was taken settles the order (paid) instead of expiring it; a provider that cannot be reached does
 * not hold the order (a payment that comes later is applied by late-payment.ts).
 */
export async function expireOrder(deps: ApiDeps, orderId: number): Promise<'expired' | 'paid' | 'skipped'> {
  if ((await askedPaid(deps, orderId)) === 'paid') return 'paid';
  const now = deps.now();
  const expired = await deps.db.transaction(async (tx): Promise<{ changed: StatusChanged; orderNumber: string } | undefined> => {
    // The customer first, then the order (the lock order of settle-attempt.ts and order-status.ts).
    const [owner] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    if (owner) await lockCustomer(tx, owner.customerId);
    const [row] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatusCode.Pending), isNull(orders.paidAt), sql`${orders.paymentDueAt} <= ${now}`))
      .for('update', { skipLocked: true });
    if (!row) return undefined; // another instance has it, or it was paid or cancelled meanwhile
    const changed = await closeAwaitingOrder(tx, orderId, { attempts: 'expired', note: EXPIRED_NOTE }, now);
    return changed && { changed, orderNumber: row.orderNumber };
  });
  if (!expired) return 'skipped';
  // One line per order for ops (which orders the shop cancelled by itself, and when).
  console.log(`[payments] order ${expired.orderNumber} expired: not paid by its deadline; stock and quota released`);
  await mailStatusChange(deps, expired.changed);
  return 'expired';
}

async function askedPaid(deps: ApiDeps, orderId: number): Promise<'paid' | undefined> {
  const attempt = await latestAttemptOfOrder(deps.db, orderId);
  if (!attempt || attempt.status !== 'pending' || !attempt.providerRef) return undefined;
  const provider = paymentProvider(deps, attempt.provider as ProviderName);
  if (!provider) return undefined;
  try {
    const verdict = await askProvider(() => provider.queryStatus(storedAttempt(attempt)));
    if (verdict.result !== 'paid' || verdict.amountCents !== attempt.amountCents || verdict.currency !== attempt.currency) return undefined;
    const settled = await settleAttempt(deps, attempt, { ...verdict, result: 'paid' }, { customerId: null, detail: { source: 'expiry_sweep' } });
    return settled.result === 'paid' ? 'paid' : undefined;
  } catch (error) {
    console.warn('[payments] provider status unknown at expiry', { orderId, provider: attempt.provider, error: String(error) });
    return undefined;
  }
}

/** Deletes idempotency keys past their retention (lib/config/retention.ts: a day), at most `batch` per call (the retention job calls it until a batch is short). */
export async function purgeIdempotencyKeys(deps: Pick<ApiDeps, 'db' | 'now'>, batch = 5000): Promise<number> {
  const expired = lt(idempotencyKeys.createdAt, retentionCutoff(deps.now(), RETENTION_DAYS.idempotencyKeys));
  const old = deps.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(expired).limit(batch);
  const deleted = await deps.db.delete(idempotencyKeys).where(and(inArray(idempotencyKeys.id, old), expired)).returning({ id: idempotencyKeys.id });
  return deleted.length;
}
