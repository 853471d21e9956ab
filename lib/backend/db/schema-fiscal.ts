import { sql } from 'drizzle-orm';
import { bigserial, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FiscalBuyerDetails } from '@/lib/fiscal/mydata-document';
import type { MydataLine } from '@/lib/fiscal/mydata-xml';
import { partners } from './schema-base';
import { orders } from './schema-orders';
import { shipments } from './schema-shipping';

/**
 * Fiscal documents (issue #47 item 2): the sales invoice or retail receipt of each kept order and
 * the credit notes tied to it, numbered gapless per issuer, series and year, the number taken in
 * the same transaction as the document (a rolled-back transaction gives its number back). A
 * document is never edited once written but for what myDATA answers (status, MARK, UID, QR);
 * corrections are credit notes. Re-exported by schema.ts; import tables from there.
 */
export const fiscalCounters = pgTable(
  'fiscal_counters',
  {
    /** The issuing company's ΑΦΜ: each company numbers its own documents. */
    issuerVat: text('issuer_vat').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerVat, t.series, t.year] })],
);

export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    issuerVat: text('issuer_vat').notNull(),
    /** myDATA's invoice type (lib/fiscal/mydata-codes.ts): 1.1, 1.2, 5.1, 11.1, 11.4, and 9.3 for a shipment's delivery note. */
    invoiceType: text('invoice_type', { enum: ['1.1', '1.2', '5.1', '11.1', '11.4', '9.3'] }).notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** A credit note: the document it credits (its MARK goes in `correlatedInvoices`). */
    creditsDocumentId: integer('credits_document_id'),
    /** Why a credit note was issued (return, refund, cancellation). */
    creditReason: text('credit_reason', { enum: ['return', 'refund', 'cancellation'] }),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What myDATA is sent: one line per VAT category and income classification, written with the document (decision 0069). */
    lines: jsonb('lines').$type<MydataLine[]>().notNull(),
    /** The buyer as staff corrected it on a rejected invoice before resending (decision 0070); null = the order's invoice details. */
    buyer: jsonb('buyer').$type<FiscalBuyerDetails>(),
    /**
     * pending: waiting in the outbox; transmitted: myDATA answered with a MARK; rejected: myDATA
     * refused it (its reason kept); cancelling: replaced by a corrected document and waiting in the
     * outbox to be cancelled at myDATA; cancelled: myDATA registered its cancellation (decision 0080).
     */
    status: text('status', { enum: ['pending', 'transmitted', 'rejected', 'cancelling', 'cancelled'] }).notNull().default('pending'),
    mark: text('mark'),
    uid: text('uid'),
    qrUrl: text('qr_url'),
    rejection: text('rejection'),
    /** The transmission outbox (decision 0069): tries so far, when the next may start (null = now), the last fault. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    transmittedAt: timestamp('transmitted_at', { withTimezone: true }),
    /** A corrected sale document: the transmitted one it replaces, which is cancelled at myDATA (decision 0080). */
    replacesDocumentId: integer('replaces_document_id'),
    /** The MARK myDATA gave the cancellation of this document, and when. */
    cancellationMark: text('cancellation_mark'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A delivery note (9.3): the shipment it goes with (decision 0089). */
    shipmentId: integer('shipment_id').references(() => shipments.id),
    /**
     * A delivery note's movement as the shop reports it (decision 0089): null while the carrier
     * carries it; `return_due` once the carrier brought the goods back, until myDATA registered the
     * return (`ConfirmDeliveryReturn`, its mark kept); `returned` then.
     */
    movementStatus: text('movement_status', { enum: ['return_due', 'returned'] }),
    returnMark: text('return_mark'),
  },
  (t) => [
    uniqueIndex('fiscal_documents_number_idx').on(t.issuerVat, t.series, t.year, t.number),
    // One live sale document per order (a replaced one is cancelled); credits are as many as its returns and refunds.
    uniqueIndex('fiscal_documents_sale_idx').on(t.orderId).where(sql`${t.creditsDocumentId} IS NULL AND ${t.invoiceType} <> '9.3' AND ${t.status} NOT IN ('cancelling', 'cancelled')`),
    // One live delivery note per shipment (decision 0089).
    uniqueIndex('fiscal_documents_delivery_note_idx').on(t.shipmentId).where(sql`${t.shipmentId} IS NOT NULL AND ${t.status} NOT IN ('cancelling', 'cancelled')`),
    index('fiscal_documents_return_due_idx').on(t.id).where(sql`${t.movementStatus} = 'return_due'`),
    check('fiscal_documents_delivery_note_shipment', sql`(${t.invoiceType} = '9.3') = (${t.shipmentId} IS NOT NULL)`),
    index('fiscal_documents_status_idx').on(t.status),
    index('fiscal_documents_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'cancelling')`),
    foreignKey({ columns: [t.creditsDocumentId], foreignColumns: [t.id], name: 'fiscal_documents_credits_fk' }),
    foreignKey({ columns: [t.replacesDocumentId], foreignColumns: [t.id], name: 'fiscal_documents_replaces_fk' }),
    check('fiscal_documents_credit_reason', sql`(${t.creditsDocumentId} IS NULL) = (${t.creditReason} IS NULL)`),
    check('fiscal_documents_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * myDATA's side of the sandbox inside the embedded API (lib/backend/routes/sandboxes/mydata.ts):
 * the documents it accepted, by UID, each with the MARK it gave. Never used by the live adapter.
 */
export const sandboxMydataDocuments = pgTable(
  'sandbox_mydata_documents',
  {
    /** The MARK is 400000000000000 + id, like the platform's 15-digit numbers. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    issuerVat: text('issuer_vat').notNull(),
    invoiceType: text('invoice_type').notNull(),
    series: text('series').notNull(),
    aa: text('aa').notNull(),
    issueDate: text('issue_date').notNull(),
    grossCents: integer('gross_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When `CancelInvoice` cancelled it; its cancellation MARK is 500000000000000 + id. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A delivery note's return as `ConfirmDeliveryReturn` registered it (decision 0089); its mark is 600000000000000 + id. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sandbox_mydata_documents_uid_uq').on(t.uid)],
);
