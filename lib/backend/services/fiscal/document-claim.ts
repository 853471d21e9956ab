import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OutboxRetryPolicy } from '@/lib/rules/outbox-retry';
import type { Database } from '../../db/client';
import { fiscalDocuments } from '../../db/schema';

/** pending: to transmit; cancelling: to cancel; transmitted (with `also`): a delivery note whose return is due (decision 0089). */
type OutboxStatus = 'pending' | 'cancelling' | 'transmitted';

/**
 * The claim of the fiscal outboxes (decisions 0069, 0080): up to `batch` documents in `status`
 * that are due now and meet `also`, taken FOR UPDATE SKIP LOCKED and leased in one UPDATE (another
 * instance skips them; a process killed mid-call leaves them to be tried again after the lease).
 */
export function claimDueDocuments(db: Database, status: OutboxStatus, options: { now: Date; batch: number; policy: OutboxRetryPolicy; also?: SQL }) {
  const due = db
    .select({ id: fiscalDocuments.id })
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.status, status), or(isNull(fiscalDocuments.nextAttemptAt), lte(fiscalDocuments.nextAttemptAt, options.now)), options.also))
    .orderBy(fiscalDocuments.id)
    .limit(options.batch)
    .for('update', { skipLocked: true });
  return db
    .update(fiscalDocuments)
    .set({ attempts: sql`${fiscalDocuments.attempts} + 1`, nextAttemptAt: new Date(options.now.getTime() + options.policy.leaseMs) })
    .where(and(inArray(fiscalDocuments.id, due), eq(fiscalDocuments.status, status)))
    .returning({ id: fiscalDocuments.id, attempts: fiscalDocuments.attempts, mark: fiscalDocuments.mark, issuerVat: fiscalDocuments.issuerVat, qrUrl: fiscalDocuments.qrUrl });
}
