import { and, asc, eq, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { FISCAL_SERIES, fiscalYear } from '@/lib/fiscal/document-series';
import { amountsOf } from '@/lib/fiscal/credit-lines';
import { fiscalLines } from '@/lib/fiscal/fiscal-lines';
import { deliveryNoteLines, goodsDescription } from '@/lib/fiscal/delivery-note';
import { InvoiceTypes, invoiceTypeFor, type InvoiceType } from '@/lib/fiscal/mydata-codes';
import type { MydataLine } from '@/lib/fiscal/mydata-xml';
import { fiscalCounters, fiscalDocuments, orderLines, orders, partners } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * Issuing the shop's fiscal documents (issue #47 item 2, decision 0066). The number is taken from
 * the issuer's counter of the series and year in the caller's transaction: the counter's row stays
 * locked until that transaction ends, so concurrent documents of a series are numbered one after
 * another, and a transaction that rolls back gives its number back (no gap, no repeat).
 */
export type IssuedDocument = { id: number; invoiceType: InvoiceType; series: string; year: number; number: number };

/** The issuing company: its ΑΦΜ keys the numbering (each company numbers its own documents). */
export type Issuer = { vatNumber: string };

/** The next number of the issuer's series in the year, taken in `tx`. */
async function nextNumber(tx: Tx, issuerVat: string, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(fiscalCounters)
    .values({ issuerVat, series, year, last: 1 })
    .onConflictDoUpdate({ target: [fiscalCounters.issuerVat, fiscalCounters.series, fiscalCounters.year], set: { last: sql`${fiscalCounters.last} + 1` } })
    .returning({ last: fiscalCounters.last });
  return row!.last;
}

const issuedColumns = { id: fiscalDocuments.id, invoiceType: fiscalDocuments.invoiceType, series: fiscalDocuments.series, year: fiscalDocuments.year, number: fiscalDocuments.number };

type DocumentFacts = Pick<typeof fiscalDocuments.$inferInsert, 'partnerId' | 'orderId' | 'issuerVat' | 'creditsDocumentId' | 'creditReason' | 'replacesDocumentId' | 'buyer' | 'shipmentId'>;

/** The order's sale document in force: not a credit note, not a delivery note, and not one replaced by a correction (decision 0080). */
export const liveSaleOf = (orderId: number): SQL =>
  and(eq(fiscalDocuments.orderId, orderId), isNull(fiscalDocuments.creditsDocumentId), ne(fiscalDocuments.invoiceType, InvoiceTypes.deliveryNote), notInArray(fiscalDocuments.status, ['cancelling', 'cancelled']))!;

/**
 * A document written with its type's series and the next number of that series in the year of
 * `issuedAt`: the one way documents are numbered. Its amounts are its lines' sums, and it waits in
 * the transmission outbox (status pending, due at once) from the moment the transaction commits.
 */
export async function writeDocument(tx: Tx, doc: DocumentFacts & { invoiceType: InvoiceType; issuedAt: Date; lines: MydataLine[] }): Promise<IssuedDocument> {
  const series = FISCAL_SERIES[doc.invoiceType];
  const year = fiscalYear(doc.issuedAt);
  const number = await nextNumber(tx, doc.issuerVat, series, year);
  const amounts = amountsOf(doc.lines);
  const [row] = await tx
    .insert(fiscalDocuments)
    .values({ ...doc, series, year, number, netCents: amounts.net, vatCents: amounts.vat, totalCents: amounts.total })
    .returning(issuedColumns);
  return row!;
}

/**
 * The sale document of a kept order (a sales invoice for an Invoice order, a retail receipt
 * otherwise), by the partner's own issuer when it has one, else by `issuer` (the shop), issued once: an order that has one already gets that one back, without a number
 * taken. The caller holds the order (placement inserted it; a payment's confirmation locked it).
 */
export async function issueSaleDocument(tx: Tx, issuer: Issuer, orderId: number, now: Date): Promise<IssuedDocument> {
  const [existing] = await tx.select(issuedColumns).from(fiscalDocuments).where(liveSaleOf(orderId));
  if (existing) return existing;
  const [order] = await tx
    .select({ partnerId: orders.partnerId, type: orders.type, vatZone: orders.vatZone, shipping: orders.shippingCents, codFee: orders.codFeeCents, ownIssuer: partners.issuer })
    .from(orders)
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  // An Invoice order is a domestic sales invoice (1.1), or an intra-Community one (1.2) when it was
  // priced without VAT for a business VIES confirmed in another member state (decision 0078).
  const buyer = order.type !== 'Invoice' ? 'retail' : order.vatZone === 'intraEu' ? 'eu-business' : 'domestic-business';
  const goods = await tx.select({ total: orderLines.total, rate: orderLines.taxRateBp }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const lines = fiscalLines({
    goods: goods.map((line) => ({ netCents: line.total.net, vatCents: line.total.vat, rateBasisPoints: line.rate, outsideVat: line.rate === 0 })),
    shippingCents: order.shipping,
    codFeeCents: order.codFee,
    buyer,
    zone: order.vatZone,
  });
  // A partner with its own issuing company (decision 0074) numbers under that company's ΑΦΜ.
  const issuerVat = order.ownIssuer?.vatNumber ?? issuer.vatNumber;
  return writeDocument(tx, { partnerId: order.partnerId, orderId, issuerVat, invoiceType: invoiceTypeFor('sale', buyer), lines, issuedAt: now });
}

/**
 * A shipment's delivery note (9.3, decision 0089): its goods and quantities, issued when the
 * carrier takes the parcel (goods named in Greek, as myDATA keeps them), by the issuer that issues
 * the order's sale document; once per live
 * shipment (a shipment that has one gets it back). Written pending: the transmission outbox sends
 * it to myDATA with the order's documents.
 */
export async function issueDeliveryNote(tx: Tx, issuer: Issuer, facts: { orderId: number; shipmentId: number; now: Date }): Promise<IssuedDocument> {
  const [existing] = await tx
    .select(issuedColumns)
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.shipmentId, facts.shipmentId), notInArray(fiscalDocuments.status, ['cancelling', 'cancelled'])));
  if (existing) return existing;
  const [order] = await tx.select({ partnerId: orders.partnerId, ownIssuer: partners.issuer }).from(orders).innerJoin(partners, eq(partners.id, orders.partnerId)).where(eq(orders.id, facts.orderId));
  if (!order) throw new Error(`order ${facts.orderId} vanished`);
  const goods = await tx.select({ code: orderLines.code, name: orderLines.name, size: orderLines.size, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, facts.orderId)).orderBy(asc(orderLines.position));
  const lines = deliveryNoteLines(goods.map((g) => ({ code: g.code, description: goodsDescription(g.name.el || g.name.en, g.size), quantity: g.quantity })));
  return writeDocument(tx, { partnerId: order.partnerId, orderId: facts.orderId, issuerVat: order.ownIssuer?.vatNumber ?? issuer.vatNumber, invoiceType: InvoiceTypes.deliveryNote, shipmentId: facts.shipmentId, lines, issuedAt: facts.now });
}
