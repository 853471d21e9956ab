import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mydataDocument, documentUid } from '@/lib/fiscal/mydata-document';
import { duplicateOf } from '@/lib/fiscal/mydata-uid';
import { buildInvoicesDoc, type MydataDocument, type MydataResult } from '@/lib/fiscal/mydata-xml';
import { nextAttemptAfterFailure, type OutboxRetryPolicy } from '@/lib/rules/outbox-retry';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import { fiscalDocuments, orders, partners } from '../../db/schema';
import { InvoiceTypes } from '@/lib/fiscal/mydata-codes';
import { movementOfNote } from './delivery-movement';
import { mydataUserOf, requestTransmittedDocument, sendInvoices } from '../mydata/mydata-client';
import type { MydataUser } from '@/lib/config/mydata-users';
import { claimDueDocuments } from './document-claim';
import { mailFiscalDocument } from './document-mail';

/**
 * The myDATA transmission outbox (issue #47 item 3, decision 0069). A document is written pending
 * in its order's transaction; this job sends the due ones in one `InvoicesDoc` and keeps what
 * myDATA answers: a MARK (transmitted), a refusal with its reasons (rejected, for staff), or a
 * fault (pending, tried again after a growing wait; never given up). A credit note waits until
 * the document it credits has its MARK.
 *
 * Exactly once: one UPDATE claims a batch taken FOR UPDATE SKIP LOCKED and leases it, so another
 * instance skips it; a process killed after myDATA registered a document and before its MARK was
 * written leaves it pending, and its resend after the lease is refused as a duplicate of its own
 * UID, with the MARK, which is then kept: myDATA holds each document once.
 */
export type TransmitResult = { transmitted: number; rejected: number; failed: number };

const MINUTE = 60_000;

/**
 * Never given up (the law wants every document transmitted): 1, 2, 4 … minutes, at most an hour
 * apart. A claim's lease (45 s) outlasts a send (its 30 s time limit), so no other instance takes a
 * document while it is being sent; a process killed mid-send leaves it to be sent again after it.
 */
export const MYDATA_RETRY: OutboxRetryPolicy = { graceMs: 0, leaseMs: 45_000, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, maxAttempts: Number.MAX_SAFE_INTEGER, maxAgeMs: Number.POSITIVE_INFINITY };

export type TransmitOptions = { batch?: number; policy?: OutboxRetryPolicy; timeoutMs?: number };

const credited = alias(fiscalDocuments, 'credited');
const replaced = alias(fiscalDocuments, 'replaced');

/** Due now: a credit only once its sale has a MARK, a correction once its predecessor is cancelled (decision 0080: myDATA never holds both). */
const dueToSend = (db: Database) =>
  and(
    or(
      isNull(fiscalDocuments.creditsDocumentId),
      exists(db.select({ one: sql`1` }).from(credited).where(and(eq(credited.id, fiscalDocuments.creditsDocumentId), eq(credited.status, 'transmitted')))),
    ),
    or(isNull(fiscalDocuments.replacesDocumentId), exists(db.select({ one: sql`1` }).from(replaced).where(and(eq(replaced.id, fiscalDocuments.replacesDocumentId), eq(replaced.status, 'cancelled'))))),
  );

/** A claimed document: what it is sent as, and what its customer's mail names (`kind`: a delivery note is not mailed). */
type Built = { document: MydataDocument; facts: { orderId: number; series: string; year: number; number: number; isSale: boolean; kind: 'sale' | 'credit' | 'delivery' } };

/** What each claimed document is sent as, or why it cannot be built (a programming or data fault: rejected for staff). */
async function documentsOf(deps: ApiDeps, ids: readonly number[]): Promise<Map<number, Built | Error>> {
  const rows = await deps.db
    .select({
      doc: fiscalDocuments,
      creditsMark: credited.mark,
      order: { type: orders.type, paymentMethod: orders.paymentMethod, invoice: orders.invoice, billing: orders.billing, shippingAddress: orders.shippingAddress, locker: orders.locker },
      ownIssuer: partners.issuer,
    })
    .from(fiscalDocuments)
    .innerJoin(orders, eq(orders.id, fiscalDocuments.orderId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(credited, eq(credited.id, fiscalDocuments.creditsDocumentId))
    .where(inArray(fiscalDocuments.id, [...ids]));
  const out = new Map<number, Built | Error>();
  for (const { doc, creditsMark, order, ownIssuer } of rows) {
    try {
      if (doc.lines.length === 0) throw new Error('issued before its lines were kept (migration 0032): credit it and issue it anew');
      const isNote = doc.invoiceType === InvoiceTypes.deliveryNote;
      // A delivery note names no counterpart (decision 0089): the invoice does, and its ΑΦΜ is corrected there alone.
      const buyer = isNote ? undefined : doc.buyer ?? (order.invoice ? { vatNumber: order.invoice.vatNumber, country: order.billing.country, street: order.billing.address, postalCode: order.billing.postalCode, city: order.billing.city, name: order.invoice.companyName } : undefined);
      const movement = isNote ? movementOfNote(deps.env, { issuedAt: doc.issuedAt, ownIssuer, shippingAddress: order.shippingAddress, billing: order.billing, locker: order.locker }) : undefined;
      const document = mydataDocument({ ...doc, paymentMethod: order.paymentMethod, buyer, ...(creditsMark ? { creditsMark } : {}), ...(movement ? { movement } : {}) });
      const kind = isNote ? 'delivery' : doc.creditsDocumentId === null ? 'sale' : 'credit';
      out.set(doc.id, { document, facts: { orderId: doc.orderId, series: doc.series, year: doc.year, number: doc.number, isSale: kind === 'sale', kind } });
    } catch (error) {
      out.set(doc.id, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return out;
}

const describe = (errors: readonly { code: string; message: string }[]) => errors.map((e) => `${e.code}: ${e.message}`).join('; ').slice(0, 2000);

export async function transmitDocuments(deps: ApiDeps, options: TransmitOptions = {}): Promise<TransmitResult> {
  const result: TransmitResult = { transmitted: 0, rejected: 0, failed: 0 };
  const policy = options.policy ?? MYDATA_RETRY;
  const now = deps.now();
  const claimed = await claimDueDocuments(deps.db, 'pending', { now, batch: options.batch ?? 50, policy, also: dueToSend(deps.db) });
  if (claimed.length === 0) return result;
  const built = await documentsOf(deps, claimed.map((c) => c.id));
  const pending = (id: number) => and(eq(fiscalDocuments.id, id), eq(fiscalDocuments.status, 'pending'));
  const reject = async (id: number, reason: string) => {
    result.rejected += 1;
    await deps.db.update(fiscalDocuments).set({ status: 'rejected', rejection: reason, nextAttemptAt: null, lastError: null }).where(pending(id));
  };
  const retry = async (row: { id: number; attempts: number }, error: string) => {
    result.failed += 1;
    await deps.db.update(fiscalDocuments).set({ lastError: error.slice(0, 2000), nextAttemptAt: nextAttemptAfterFailure(row.attempts, deps.now(), policy) }).where(pending(row.id));
  };

  // Its MARK kept and the customer's copy mailed (a credit note's too), in one transaction: once.
  const transmitted = async (row: { id: number }, facts: Built['facts'], registered: { mark: string; uid: string; qrUrl: string | null }) => {
    result.transmitted += 1;
    await deps.db.transaction(async (tx) => {
      const [done] = await tx
        .update(fiscalDocuments)
        .set({ status: 'transmitted', ...registered, transmittedAt: deps.now(), nextAttemptAt: null, lastError: null })
        .where(pending(row.id))
        .returning({ id: fiscalDocuments.id });
      // A delivery note travels with the parcel: the customer's mail is their receipt or invoice.
      if (done && facts.kind !== 'delivery') await mailFiscalDocument(tx, deps, { ...facts, mark: registered.mark, ...(facts.isSale ? {} : { creditId: row.id }) });
    });
  };

  const sendable: { row: (typeof claimed)[number]; doc: MydataDocument; facts: Built['facts']; uid: string }[] = [];
  for (const row of claimed) {
    const one = built.get(row.id);
    if (!one || one instanceof Error) await reject(row.id, `not sent: ${one?.message ?? 'its order is gone'}`);
    else sendable.push({ row, doc: one.document, facts: one.facts, uid: documentUid(one.document) });
  }
  // One InvoicesDoc per issuing company, sent as its own myDATA user (decision 0079): a company
  // with none configured waits, and the console says why.
  const byIssuer = new Map<string, typeof sendable>();
  for (const one of sendable) {
    const group = byIssuer.get(one.doc.issuer.vatNumber);
    if (group) group.push(one);
    else byIssuer.set(one.doc.issuer.vatNumber, [one]);
  }
  for (const [issuerVat, group] of byIssuer) {
    const user = mydataUserOf(deps, issuerVat);
    if (!user) {
      for (const { row } of group) await retry(row, `no myDATA user for the issuer ΑΦΜ ${issuerVat} (MYDATA_ISSUER_CREDENTIALS)`);
      continue;
    }
    await sendGroup(group, user);
  }
  return result;

  /** The QR URL myDATA keeps for a document it registered, read back; null when it cannot be read now (the MARK alone is enough to keep). */
  async function qrUrlOf(mark: string, uid: string, user: MydataUser): Promise<string | null> {
    try {
      const found = await requestTransmittedDocument(deps, mark, { user, timeoutMs: options.timeoutMs });
      return found?.uid === uid ? (found.qrUrl ?? null) : null;
    } catch {
      return null;
    }
  }

  async function sendGroup(group: typeof sendable, user: MydataUser): Promise<void> {
    let answers: MydataResult[];
    try {
      answers = await sendInvoices(deps, buildInvoicesDoc(group.map((s) => s.doc)), { timeoutMs: options.timeoutMs, user });
    } catch (error) {
      for (const { row } of group) await retry(row, error instanceof Error ? error.message : String(error));
      return;
    }
    for (const [i, { row, facts, uid }] of group.entries()) {
      const answer = answers.find((a) => a.index === i + 1);
      if (!answer) {
        await retry(row, 'myDATA gave no result for it');
        continue;
      }
      if (answer.status === 'Success') {
        await transmitted(row, facts, { mark: answer.invoiceMark, uid, qrUrl: answer.qrUrl ?? null });
        continue;
      }
      const firstMark = duplicateOf(answer.errors);
      if (firstMark) {
        // Registered by an earlier send whose answer was lost: its MARK, and the QR URL read back (decision 0080).
        await transmitted(row, facts, { mark: firstMark, uid, qrUrl: await qrUrlOf(firstMark, uid, user) });
      } else if (answer.status === 'TechnicalError') {
        await retry(row, describe(answer.errors) || 'technical error');
      } else {
        await reject(row.id, describe(answer.errors));
      }
    }
  }
}
