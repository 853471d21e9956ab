import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { productImagePath } from '@/lib/catalog/product-images';
import type { Language, NamedColor } from '@/lib/contract/enums';
import type { Quote, QuoteLine, QuoteSummary } from '@/lib/contract/quotations';
import { customerActions } from '@/lib/quotations/quote-status';
import type { ApiDeps } from '../../context';
import { orders, productVariants, products, quotationLines, quotations } from '../../db/schema';

/**
 * Quotes in the contract's shape (issue #18 item 3), for the customer and for staff: the quote,
 * its lines with the product as it is now (name in the request language, picture), the requested
 * and quoted totals, and the order placed from it.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type QuoteRow = typeof quotations.$inferSelect;

const QUOTE_UID = /^[A-Za-z0-9_-]{22}$/;
export const isQuoteUid = (value: string | undefined): value is string => value !== undefined && QUOTE_UID.test(value);

async function linesOf(db: Reader, ids: readonly number[], lang: Language): Promise<Map<number, QuoteLine[]>> {
  const byQuote = new Map<number, QuoteLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byQuote;
  const rows = await db
    .select({
      quotationId: quotationLines.quotationId,
      variantId: quotationLines.variantId,
      productId: products.id,
      code: products.code,
      eurl: products.eurl,
      name: sql<string>`coalesce(${products.name}->>${lang}, '')`,
      color: productVariants.color,
      size: productVariants.size,
      quantity: quotationLines.quantity,
      listUnitGross: quotationLines.listUnitGross,
      requestedUnitGross: quotationLines.requestedUnitGross,
      quotedUnitGross: quotationLines.quotedUnitGross,
    })
    .from(quotationLines)
    .innerJoin(productVariants, eq(productVariants.id, quotationLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(quotationLines.quotationId, [...ids]))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  for (const { quotationId, ...line } of rows) {
    byQuote.get(quotationId)!.push({ ...line, color: line.color as NamedColor, picture: productImagePath(line.code, line.color as NamedColor, 'front') });
  }
  return byQuote;
}

/** The summary of a quote from its row, its lines and its order's uid. */
export function quoteSummary(row: QuoteRow, lines: readonly QuoteLine[], orderUid: string | null): QuoteSummary {
  const revised = lines.length > 0 && lines.every((line) => line.quotedUnitGross !== null);
  return {
    uid: row.uid,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    lineCount: lines.length,
    unitCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    requestedTotal: lines.reduce((sum, line) => sum + line.requestedUnitGross * line.quantity, 0),
    quotedTotal: revised ? lines.reduce((sum, line) => sum + line.quotedUnitGross! * line.quantity, 0) : null,
    orderUid,
  };
}

export type QuoteRecord = { row: QuoteRow; lines: QuoteLine[]; summary: QuoteSummary };

/** Quotes matching `where`, newest first, with their lines. */
export async function readQuotes(db: Reader, where: SQL | undefined, lang: Language, limit = 200): Promise<QuoteRecord[]> {
  const rows = await db
    .select({ quote: quotations, orderUid: orders.uid })
    .from(quotations)
    .leftJoin(orders, eq(orders.id, quotations.orderId))
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(limit);
  const lines = await linesOf(db, rows.map((r) => r.quote.id), lang);
  return rows.map(({ quote, orderUid }) => {
    const own = lines.get(quote.id) ?? [];
    return { row: quote, lines: own, summary: quoteSummary(quote, own, orderUid) };
  });
}

/** The customer's view of one quote. */
export const customerQuote = (record: QuoteRecord, now: Date): Quote => ({
  ...record.summary,
  comment: record.row.customerComment,
  staffNote: record.row.staffNote,
  lines: record.lines,
  actions: customerActions(record.row, now),
});

export const ownedQuote = (owner: { customerId: number; partnerId: number }, uid: string) =>
  and(eq(quotations.uid, uid), eq(quotations.customerId, owner.customerId), eq(quotations.partnerId, owner.partnerId));
