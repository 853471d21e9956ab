import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './schema-base';
import { orders } from './schema-orders';

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
    /** myDATA's invoice type (lib/fiscal/mydata-codes.ts): 1.1, 1.2, 5.1, 11.1, 11.4. */
    invoiceType: text('invoice_type', { enum: ['1.1', '1.2', '5.1', '11.1', '11.4'] }).notNull(),
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
    /** pending: waiting in the outbox; transmitted: myDATA answered with a MARK; rejected: myDATA refused it (its reason kept). */
    status: text('status', { enum: ['pending', 'transmitted', 'rejected'] }).notNull().default('pending'),
    mark: text('mark'),
    uid: text('uid'),
    qrUrl: text('qr_url'),
    rejection: text('rejection'),
  },
  (t) => [
    uniqueIndex('fiscal_documents_number_idx').on(t.issuerVat, t.series, t.year, t.number),
    // One sale document per order; credits are as many as its returns and refunds.
    uniqueIndex('fiscal_documents_sale_idx').on(t.orderId).where(sql`${t.creditsDocumentId} IS NULL`),
    index('fiscal_documents_status_idx').on(t.status),
    foreignKey({ columns: [t.creditsDocumentId], foreignColumns: [t.id], name: 'fiscal_documents_credits_fk' }),
    check('fiscal_documents_credit_reason', sql`(${t.creditsDocumentId} IS NULL) = (${t.creditReason} IS NULL)`),
    check('fiscal_documents_number_positive', sql`${t.number} > 0`),
  ],
);
