import 'server-only';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { orderStatusFromCode, type Language } from '@/lib/contract/enums';
import type { Database } from '../../db/client';
import { fiscalDocuments, orderGiftCards, orderLines, orderNotes, orders, orderStatusChanges, payments, shipments } from '../../db/schema';
import type { LocalizedText } from '../../db/json-types';
import type { LockerSnapshot, StoreSnapshot } from '../../db/schema-orders';
import { groupBy, iso, keysetBatches } from './export-batches';
import type { ExportOwner, ExportRecord } from './export-types';

/**
 * The customer's orders in a data export (decision 0095), oldest first, read 200 at a time by id;
 * each batch's lines, status history, notes for the customer, payments, fiscal documents,
 * shipments and gift-card payments come in one query per table for the batch's orders, each
 * filtered by the order's customer and partner too. What only the shop uses (the payment adapters'
 * private state, myDATA's transmission outbox, staff-only notes) is left out.
 */
type OrderRow = typeof orders.$inferSelect;

const statusName = (code: number): string => orderStatusFromCode(code) ?? String(code);

const place = (text: LocalizedText, lang: Language) => text[lang];
const storeOf = (store: StoreSnapshot | null, lang: Language) =>
  store ? { name: place(store.name, lang), address: place(store.address, lang), city: place(store.city, lang), postalCode: store.postalCode } : null;
const lockerOf = (locker: LockerSnapshot | null, lang: Language) =>
  locker ? { id: locker.id, name: place(locker.name, lang), address: place(locker.address, lang), city: place(locker.city, lang), postalCode: locker.postalCode } : null;

async function batchDetails(db: Database, owner: ExportOwner, ids: readonly number[]) {
  const mine = and(inArray(orders.id, [...ids]), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId));
  // One after the other: a download holds one pool connection at a time, however many run.
  const lines = await db.select({ orderId: orderLines.orderId, line: orderLines }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(mine).orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const history = await db.select({ orderId: orderStatusChanges.orderId, change: orderStatusChanges }).from(orderStatusChanges).innerJoin(orders, eq(orders.id, orderStatusChanges.orderId)).where(mine).orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
  const notes = await db.select({ orderId: orderNotes.orderId, body: orderNotes.body, at: orderNotes.createdAt }).from(orderNotes).innerJoin(orders, eq(orders.id, orderNotes.orderId)).where(and(mine, eq(orderNotes.forCustomer, true))).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  const attempts = await db
    .select({ orderId: payments.orderId, provider: payments.provider, status: payments.status, amountCents: payments.amountCents, transactionId: payments.transactionId, createdAt: payments.createdAt, confirmedAt: payments.confirmedAt })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(mine)
    .orderBy(asc(payments.id));
  const documents = await db.select({ orderId: fiscalDocuments.orderId, document: fiscalDocuments }).from(fiscalDocuments).innerJoin(orders, eq(orders.id, fiscalDocuments.orderId)).where(and(mine, eq(fiscalDocuments.partnerId, owner.partnerId))).orderBy(asc(fiscalDocuments.id));
  const parcels = await db.select({ orderId: shipments.orderId, shipment: shipments }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId)).where(and(mine, eq(shipments.partnerId, owner.partnerId))).orderBy(asc(shipments.id));
  const giftCards = await db.select({ orderId: orderGiftCards.orderId, amountCents: orderGiftCards.amountCents }).from(orderGiftCards).innerJoin(orders, eq(orders.id, orderGiftCards.orderId)).where(mine);
  return {
    lines: groupBy(lines, (r) => r.orderId),
    history: groupBy(history, (r) => r.orderId),
    notes: groupBy(notes, (r) => r.orderId),
    payments: groupBy(attempts, (r) => r.orderId),
    documents: groupBy(documents, (r) => r.orderId),
    shipments: groupBy(parcels, (r) => r.orderId),
    giftCards: new Map(giftCards.map((r) => [r.orderId, r.amountCents])),
  };
}
type Details = Awaited<ReturnType<typeof batchDetails>>;

function orderRecord(order: OrderRow, details: Details, lang: Language): ExportRecord {
  const id = order.id;
  return {
    number: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: statusName(order.status),
    type: order.type,
    channel: order.channel,
    language: order.language,
    email: order.email,
    billing: order.billing,
    invoice: order.invoice,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    store: storeOf(order.store, lang),
    locker: lockerOf(order.locker, lang),
    paymentMethod: order.paymentMethod,
    paymentProvider: order.paymentProvider,
    paidAt: iso(order.paidAt),
    pickupCode: order.pickupCode,
    comments: order.comments,
    couponCode: order.couponCode,
    pointsRedeemed: order.pointsRedeemed,
    itemCount: order.itemCount,
    goodsCents: order.goodsCents,
    netCents: order.netCents,
    vatCents: order.vatCents,
    discountCents: order.discountCents,
    couponCents: order.couponCents,
    pointsCents: order.pointsCents,
    giftCardCents: details.giftCards.get(id) ?? 0,
    shippingCents: order.shippingCents,
    codFeeCents: order.codFeeCents,
    totalCents: order.totalCents,
    refundDue: order.refundDue,
    lines: (details.lines.get(id) ?? []).map(({ line }) => ({
      code: line.code,
      name: line.name[lang],
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unitCents: line.unit.gross,
      totalCents: line.total.gross,
      discountCents: line.total.discount,
      vatRatePercent: line.taxRateBp / 100,
    })),
    statusHistory: (details.history.get(id) ?? []).map(({ change }) => ({ at: change.createdAt.toISOString(), from: statusName(change.fromStatus), to: statusName(change.toStatus), note: change.forCustomer ? change.note : null })),
    shopNotes: (details.notes.get(id) ?? []).map((n) => ({ at: n.at.toISOString(), note: n.body })),
    payments: (details.payments.get(id) ?? []).map((p) => ({ provider: p.provider, status: p.status, amountCents: p.amountCents, transactionId: p.transactionId, createdAt: p.createdAt.toISOString(), confirmedAt: iso(p.confirmedAt) })),
    fiscalDocuments: (details.documents.get(id) ?? []).map(({ document: d }) => ({
      documentType: d.invoiceType,
      series: d.series,
      documentNumber: d.number,
      issuedAt: d.issuedAt.toISOString(),
      totalCents: d.totalCents,
      creditReason: d.creditReason,
      mark: d.mark,
      cancellationMark: d.cancellationMark,
    })),
    shipments: (details.shipments.get(id) ?? []).map(({ shipment: s }) => ({ carrier: s.carrier, trackingNumber: s.parcelId, status: s.status, codCents: s.codCents, createdAt: s.createdAt.toISOString() })),
  };
}

/** The orders, one record each, read in keyset batches. */
export async function* exportOrders(db: Database, owner: ExportOwner, lang: Language): AsyncGenerator<ExportRecord> {
  const read = (after: number, limit: number) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId), gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(limit);
  for await (const batch of keysetBatches(read)) {
    const details = await batchDetails(db, owner, batch.map((o) => o.id));
    for (const order of batch) yield orderRecord(order, details, lang);
  }
}
