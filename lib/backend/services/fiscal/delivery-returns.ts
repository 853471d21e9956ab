import { and, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import { InvoiceTypes } from '@/lib/fiscal/mydata-codes';
import { nextAttemptAfterFailure } from '@/lib/rules/outbox-retry';
import type { ApiDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { fiscalDocuments } from '../../db/schema';
import { confirmDeliveryReturn, mydataUserOf } from '../mydata/mydata-client';
import { claimDueDocuments } from './document-claim';
import { MYDATA_RETRY, type TransmitOptions } from './transmit-documents';

/**
 * The delivery notes' return outbox (issue #48 item 3, decision 0089). When the carrier's tracking
 * says the parcel came back, its delivery note is marked `return_due` (in the event's own write);
 * this job reports the return to myDATA with `ConfirmDeliveryReturn` once the note has its MARK and
 * QR, and keeps the return's mark. Claimed and leased like the transmission, retried with the same
 * growing wait, never given up. Exactly once: a report whose answer was lost is refused the next
 * time as registered already, and that refusal names the mark, which is kept.
 */
export type ReturnCounts = { reported: number; failed: number };

const returnDue = (): SQL => and(eq(fiscalDocuments.invoiceType, InvoiceTypes.deliveryNote), eq(fiscalDocuments.movementStatus, 'return_due'))!;

/** Marks the shipment's delivery note as brought back, once (nothing for a shipment without one, or one reported already). */
export async function markDeliveryReturnDue(tx: Pick<Tx, 'update'>, shipmentId: number): Promise<void> {
  await tx
    .update(fiscalDocuments)
    .set({ movementStatus: 'return_due' })
    // Not yet transmitted: reported once it is (the claim takes transmitted notes only).
    .where(and(eq(fiscalDocuments.shipmentId, shipmentId), eq(fiscalDocuments.invoiceType, InvoiceTypes.deliveryNote), isNull(fiscalDocuments.movementStatus), notInArray(fiscalDocuments.status, ['cancelling', 'cancelled'])));
}

/** The mark a refusal says the return already has ("… (deliveryReturnMark:600000000000001)"). */
const reportedBefore = (errors: readonly { message: string }[]): string | undefined => errors.map((e) => /deliveryReturnMark:\s*(\d{1,20})/.exec(e.message)?.[1]).find(Boolean);

export async function reportDeliveryReturns(deps: ApiDeps, options: TransmitOptions = {}): Promise<ReturnCounts> {
  const counts: ReturnCounts = { reported: 0, failed: 0 };
  const policy = options.policy ?? MYDATA_RETRY;
  const claimed = await claimDueDocuments(deps.db, 'transmitted', { now: deps.now(), batch: options.batch ?? 50, policy, also: returnDue() });
  const still = (id: number) => and(eq(fiscalDocuments.id, id), eq(fiscalDocuments.movementStatus, 'return_due'));
  for (const row of claimed) {
    const retry = async (error: string) => {
      counts.failed += 1;
      await deps.db.update(fiscalDocuments).set({ lastError: error.slice(0, 2000), nextAttemptAt: nextAttemptAfterFailure(row.attempts, deps.now(), policy) }).where(still(row.id));
    };
    const done = async (returnMark: string) => {
      counts.reported += 1;
      await deps.db.update(fiscalDocuments).set({ movementStatus: 'returned', returnMark, nextAttemptAt: null, lastError: null }).where(still(row.id));
    };
    const user = mydataUserOf(deps, row.issuerVat);
    if (!row.qrUrl) {
      await retry('the delivery note has no QR URL yet to name it by');
      continue;
    }
    if (!user) {
      await retry(`no myDATA user for the issuer ΑΦΜ ${row.issuerVat} (MYDATA_ISSUER_CREDENTIALS)`);
      continue;
    }
    try {
      const answer = await confirmDeliveryReturn(deps, row.qrUrl, { user, timeoutMs: options.timeoutMs });
      if (answer.status === 'Success') await done(answer.deliveryReturnMark);
      else {
        const before = reportedBefore(answer.errors);
        if (before) await done(before);
        else await retry(answer.errors.map((e) => `${e.code}: ${e.message}`).join('; ') || 'refused');
      }
    } catch (error) {
      await retry(error instanceof Error ? error.message : String(error));
    }
  }
  return counts;
}
