import 'server-only';
import { and, asc, eq, gt, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { Database } from '../../db/client';
import { cartLines, carts, giftCards, loyaltyPoints, orderLines, orderListLines, orderLists, orders, products, productVariants, quotaUsage, quotationLines, quotations, returnRequestLines, returnRequests } from '../../db/schema';
import { groupBy, iso, keysetBatches, keysetRows } from './export-batches';
import type { ExportOwner, ExportRecord } from './export-types';

/**
 * What the customer did in the shop besides orders, for a data export (decision 0095): returns,
 * quotes, order lists, loyalty points, gift cards bought, the cart and the discount quota used.
 * Each list is read in keyset batches; a batch's lines come in one query joined to its parent,
 * which is filtered by the customer and the partner like the parent itself.
 */
const variantName = (lang: Language) => sql<string>`${products.name}->>${lang}`;
/** The order a row names, when it is the customer's own (a plain order id is no proof of it). */
const ownOrder = (owner: ExportOwner, orderId: AnyColumn) => and(eq(orders.id, orderId), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId));

/** Return requests with the lines asked back (the order line's code and name). */
export async function* exportReturns(db: Database, owner: ExportOwner, lang: Language): AsyncGenerator<ExportRecord> {
  const mine = and(eq(returnRequests.customerId, owner.customerId), eq(returnRequests.partnerId, owner.partnerId));
  const read = (after: number, limit: number) =>
    db
      .select({ id: returnRequests.id, request: returnRequests, order: orders.orderNumber })
      .from(returnRequests)
      .innerJoin(orders, ownOrder(owner, returnRequests.orderId))
      .where(and(mine, gt(returnRequests.id, after)))
      .orderBy(asc(returnRequests.id))
      .limit(limit);
  for await (const batch of keysetBatches(read)) {
    const lines = await db
      .select({ returnId: returnRequestLines.returnId, quantity: returnRequestLines.quantity, code: orderLines.code, name: orderLines.name })
      .from(returnRequestLines)
      .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnId))
      .leftJoin(orderLines, and(eq(orderLines.orderId, returnRequests.orderId), eq(orderLines.position, returnRequestLines.position)))
      .where(and(mine, inArray(returnRequestLines.returnId, batch.map((r) => r.id))))
      .orderBy(asc(returnRequestLines.returnId), asc(returnRequestLines.position));
    const byReturn = groupBy(lines, (l) => l.returnId);
    for (const { id, request, order } of batch) {
      yield {
        number: request.number,
        order,
        status: request.status,
        reason: request.reason,
        comment: request.comment,
        createdAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
        lines: (byReturn.get(id) ?? []).map((l) => ({ code: l.code, name: l.name ? l.name[lang] : null, quantity: l.quantity })),
      };
    }
  }
}

/** Quotes with their lines (list, requested and quoted unit prices); a revision staff hold back is not the customer's to see. */
export async function* exportQuotations(db: Database, owner: ExportOwner, lang: Language): AsyncGenerator<ExportRecord> {
  const mine = and(eq(quotations.customerId, owner.customerId), eq(quotations.partnerId, owner.partnerId));
  const read = (after: number, limit: number) =>
    db
      .select({ id: quotations.id, quote: quotations, order: orders.orderNumber })
      .from(quotations)
      .leftJoin(orders, ownOrder(owner, quotations.orderId))
      .where(and(mine, gt(quotations.id, after)))
      .orderBy(asc(quotations.id))
      .limit(limit);
  for await (const batch of keysetBatches(read)) {
    const lines = await db
      .select({ quotationId: quotationLines.quotationId, line: quotationLines, sku: productVariants.sku, name: variantName(lang) })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .innerJoin(productVariants, eq(productVariants.id, quotationLines.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(mine, inArray(quotationLines.quotationId, batch.map((q) => q.id))))
      .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
    const byQuote = groupBy(lines, (l) => l.quotationId);
    for (const { id, quote, order } of batch) {
      yield {
        reference: quote.uid,
        status: quote.status,
        language: quote.lang,
        customerComment: quote.customerComment,
        staffNote: quote.staffNote,
        validUntil: iso(quote.validUntil),
        order,
        createdAt: quote.createdAt.toISOString(),
        updatedAt: quote.updatedAt.toISOString(),
        lines: (byQuote.get(id) ?? []).map(({ line, sku, name }) => ({
          sku,
          name,
          quantity: line.quantity,
          listUnitCents: line.listUnitGross,
          requestedUnitCents: line.requestedUnitGross,
          quotedUnitCents: line.quotedUnitGross,
        })),
      };
    }
  }
}

/** Order lists with their lines. */
export async function* exportOrderLists(db: Database, owner: ExportOwner, lang: Language): AsyncGenerator<ExportRecord> {
  const mine = and(eq(orderLists.customerId, owner.customerId), eq(orderLists.partnerId, owner.partnerId));
  const read = (after: number, limit: number) => db.select().from(orderLists).where(and(mine, gt(orderLists.id, after))).orderBy(asc(orderLists.id)).limit(limit);
  for await (const batch of keysetBatches(read)) {
    const lines = await db
      .select({ listId: orderListLines.listId, quantity: orderListLines.quantity, sku: productVariants.sku, name: variantName(lang) })
      .from(orderListLines)
      .innerJoin(orderLists, eq(orderLists.id, orderListLines.listId))
      .innerJoin(productVariants, eq(productVariants.id, orderListLines.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(mine, inArray(orderListLines.listId, batch.map((l) => l.id))))
      .orderBy(asc(orderListLines.listId), asc(orderListLines.position));
    const byList = groupBy(lines, (l) => l.listId);
    for (const list of batch) {
      yield { name: list.name, createdAt: list.createdAt.toISOString(), updatedAt: list.updatedAt.toISOString(), lines: (byList.get(list.id) ?? []).map(({ sku, name, quantity }) => ({ sku, name, quantity })) };
    }
  }
}

/** The loyalty balance: approved points (what can be redeemed) and pending ones. */
export async function exportLoyalty(db: Database, owner: ExportOwner): Promise<ExportRecord> {
  const [row] = await db
    .select({
      approved: sql<number>`coalesce(sum(${loyaltyPoints.points}) filter (where ${loyaltyPoints.status} = 'ApprovedPoints'), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${loyaltyPoints.points}) filter (where ${loyaltyPoints.status} = 'PendingPoints'), 0)`.mapWith(Number),
    })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.partnerId, owner.partnerId)));
  return { balance: row?.approved ?? 0, pending: row?.pending ?? 0 };
}

/** Every entry of the points ledger. */
export const exportLoyaltyEntries = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: loyaltyPoints.id, entry: loyaltyPoints, order: orders.orderNumber })
        .from(loyaltyPoints)
        .leftJoin(orders, ownOrder(owner, loyaltyPoints.orderId))
        .where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.partnerId, owner.partnerId), gt(loyaltyPoints.id, after)))
        .orderBy(asc(loyaltyPoints.id))
        .limit(limit),
    ({ entry, order }): ExportRecord => ({ type: entry.type, status: entry.status, points: entry.points, order, createdAt: entry.createdAt.toISOString() }),
  );

/** Gift cards the customer bought (their codes, once issued). */
export const exportGiftCards = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: giftCards.id, card: giftCards, order: orders.orderNumber })
        .from(giftCards)
        .leftJoin(orders, ownOrder(owner, giftCards.orderId))
        .where(and(eq(giftCards.customerId, owner.customerId), eq(giftCards.partnerId, owner.partnerId), gt(giftCards.id, after)))
        .orderBy(asc(giftCards.id))
        .limit(limit),
    ({ card, order }): ExportRecord => ({ code: card.code, status: card.status, initialCents: card.initialCents, balanceCents: card.balanceCents, order, createdAt: card.createdAt.toISOString(), expiresAt: card.expiresAt.toISOString() }),
  );

/** The lines of the cart now. */
export const exportCart = (db: Database, owner: ExportOwner, lang: Language) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: cartLines.id, sku: productVariants.sku, name: variantName(lang), quantity: cartLines.quantity, addedAt: cartLines.createdAt })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId), gt(cartLines.id, after)))
        .orderBy(asc(cartLines.id))
        .limit(limit),
    ({ sku, name, quantity, addedAt }): ExportRecord => ({ sku, name, quantity, addedAt: addedAt.toISOString() }),
  );

/** The discounted units counted against the partner's quota, per order. */
export const exportQuotaUsage = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: quotaUsage.id, periodStart: quotaUsage.periodStart, units: quotaUsage.units, order: orders.orderNumber, createdAt: quotaUsage.createdAt })
        .from(quotaUsage)
        .leftJoin(orders, ownOrder(owner, quotaUsage.orderId))
        .where(and(eq(quotaUsage.customerId, owner.customerId), eq(quotaUsage.partnerId, owner.partnerId), gt(quotaUsage.id, after)))
        .orderBy(asc(quotaUsage.id))
        .limit(limit),
    ({ periodStart, units, order, createdAt }): ExportRecord => ({ periodStart, units, order, createdAt: createdAt.toISOString() }),
  );
