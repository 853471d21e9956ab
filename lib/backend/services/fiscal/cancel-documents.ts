import { and, eq } from 'drizzle-orm';
import { nextAttemptAfterFailure } from '@/lib/rules/outbox-retry';
import type { ApiDeps } from '../../context';
import { fiscalDocuments } from '../../db/schema';
import { cancelInvoice, mydataUserOf, requestTransmittedDocument } from '../mydata/mydata-client';
import { claimDueDocuments } from './document-claim';
import { MYDATA_RETRY, type TransmitOptions } from './transmit-documents';

/**
 * The cancellation outbox (decision 0080): a transmitted sale document that staff replaced with a
 * corrected one waits as `cancelling` and is cancelled at myDATA with `CancelInvoice`, its
 * cancellation's MARK kept; its replacement is sent only after (transmit-documents.ts). Claimed
 * and leased like the transmission, retried with the same growing wait, never given up.
 *
 * Exactly once: a cancellation whose answer was lost is refused on the next try (already
 * cancelled); the job then reads the document back and keeps the cancellation MARK myDATA holds.
 * A refusal for another reason stays for staff to see, and is tried again after the wait.
 */
export type CancelResultCounts = { cancelled: number; failed: number };

const describe = (errors: readonly { code: string; message: string }[]) => errors.map((e) => `${e.code}: ${e.message}`).join('; ').slice(0, 2000) || 'refused';

export async function cancelDocuments(deps: ApiDeps, options: TransmitOptions = {}): Promise<CancelResultCounts> {
  const counts: CancelResultCounts = { cancelled: 0, failed: 0 };
  const policy = options.policy ?? MYDATA_RETRY;
  const claimed = await claimDueDocuments(deps.db, 'cancelling', { now: deps.now(), batch: options.batch ?? 50, policy });
  const still = (id: number) => and(eq(fiscalDocuments.id, id), eq(fiscalDocuments.status, 'cancelling'));
  for (const row of claimed) {
    const user = mydataUserOf(deps, row.issuerVat);
    const retry = async (error: string) => {
      counts.failed += 1;
      await deps.db.update(fiscalDocuments).set({ lastError: error.slice(0, 2000), nextAttemptAt: nextAttemptAfterFailure(row.attempts, deps.now(), policy) }).where(still(row.id));
    };
    const done = async (cancellationMark: string) => {
      counts.cancelled += 1;
      await deps.db.update(fiscalDocuments).set({ status: 'cancelled', cancellationMark, cancelledAt: deps.now(), nextAttemptAt: null, lastError: null }).where(still(row.id));
    };
    if (!row.mark) {
      await retry('a document without a MARK cannot be cancelled at myDATA');
      continue;
    }
    if (!user) {
      await retry(`no myDATA user for the issuer ΑΦΜ ${row.issuerVat} (MYDATA_ISSUER_CREDENTIALS)`);
      continue;
    }
    try {
      const answer = await cancelInvoice(deps, row.mark, { user, timeoutMs: options.timeoutMs });
      if (answer.status === 'Success') {
        await done(answer.cancellationMark);
        continue;
      }
      // Cancelled by an earlier try whose answer was lost? myDATA's copy says.
      const held = await requestTransmittedDocument(deps, row.mark, { user, timeoutMs: options.timeoutMs });
      if (held?.cancelledByMark) await done(held.cancelledByMark);
      else await retry(describe(answer.errors));
    } catch (error) {
      await retry(error instanceof Error ? error.message : String(error));
    }
  }
  return counts;
}
