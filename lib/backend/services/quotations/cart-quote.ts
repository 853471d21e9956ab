import { and, asc, eq } from 'drizzle-orm';
import { quotedUnitPrice, sameLines } from '@/lib/quotations/quote-pricing';
import { decideQuote, quoteValid } from '@/lib/quotations/quote-status';
import type { UnitPrice } from '@/lib/rules/pricing';
import type { ApiDeps } from '../../context';
import { cartQuotes, carts, orders, quotationLines, quotations } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict } from '../../http/api-error';

/**
 * The accepted quote a cart was moved to (issue #18 item 3). The cart is priced at the quote
 * while it holds exactly the quote's lines (the same variants and quantities: lib/quotations/
 * quote-pricing.ts `sameLines`) and the quote is Accepted and not ordered; any other content
 * prices it as usual, so every way of changing the cart (a line added, changed, removed, a quick
 * order, a list, a reorder) ends the quote's prices without a hook in each. Order placement reads
 * the quote with its row locked and refuses an expired or already ordered one.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
type Owner = { customerId: number; partnerId: number };

export type CartQuoteState = {
  id: number;
  uid: string;
  validUntil: Date;
  expired: boolean;
  orderId: number | null;
  /** Per variant: quantity, list and quoted gross per unit. */
  lines: Map<number, { quantity: number; listUnitGross: number; quotedUnitGross: number }>;
};

/** The quote linked to the owner's cart, when it is Accepted and not ordered (the lock for order placement). */
export async function loadCartQuote(db: Reader, owner: Owner, now: Date, lock = false): Promise<CartQuoteState | undefined> {
  const query = db
    .select({ quote: quotations })
    .from(cartQuotes)
    .innerJoin(carts, eq(carts.id, cartQuotes.cartId))
    .innerJoin(quotations, eq(quotations.id, cartQuotes.quotationId))
    .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)));
  const [found] = lock ? await query.for('update', { of: quotations }) : await query;
  return found && cartQuoteState(db, found.quote, now, lock);
}

/** A cart's quote row as pricing takes it: undefined unless Accepted (and, but for placement's locked read, not ordered). */
export async function cartQuoteState(db: Reader, quote: typeof quotations.$inferSelect, now: Date, lock = false): Promise<CartQuoteState | undefined> {
  if (quote.status !== 'Accepted' || !quote.validUntil) return undefined;
  if (!lock && quote.orderId !== null) return undefined;
  const rows = await db
    .select({ variantId: quotationLines.variantId, quantity: quotationLines.quantity, listUnitGross: quotationLines.listUnitGross, quotedUnitGross: quotationLines.quotedUnitGross })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quote.id))
    .orderBy(asc(quotationLines.position));
  const { id, uid, validUntil, orderId } = quote;
  const lines = new Map(rows.map((r) => [r.variantId, { quantity: r.quantity, listUnitGross: r.listUnitGross, quotedUnitGross: r.quotedUnitGross ?? r.listUnitGross }]));
  return { id, uid, validUntil, orderId, expired: !quoteValid({ validUntil }, now), lines };
}

/** The quote when the cart holds exactly its lines; otherwise undefined (the cart is priced as usual). */
export function quoteForLines(rows: readonly { variantId: number; quantity: number }[], quote: CartQuoteState | undefined): CartQuoteState | undefined {
  if (!quote || rows.length === 0) return undefined;
  const wanted = [...quote.lines].map(([variantId, line]) => ({ variantId, quantity: line.quantity }));
  return sameLines(rows, wanted) ? quote : undefined;
}

/** A line's unit price at the quote (the quote applies to these lines: quoteForLines). */
export function quotedUnit(quote: CartQuoteState, row: { variantId: number; taxCategory: Parameters<typeof quotedUnitPrice>[0]['taxCategory'] }): UnitPrice {
  const line = quote.lines.get(row.variantId)!;
  return quotedUnitPrice({ listGrossCents: line.listUnitGross, quotedGrossCents: line.quotedUnitGross, taxCategory: row.taxCategory });
}

/** The contract's `cart.quote`. */
export const cartQuoteSummary = (quote: CartQuoteState | undefined) => (quote ? { uid: quote.uid, validUntil: quote.validUntil.toISOString(), expired: quote.expired } : null);

/**
 * In the placing transaction, the cart's lines loaded: the quote it is priced at (locked), or
 * undefined when it is not. One that was ordered meanwhile or has expired refuses the order.
 */
export async function lockQuoteForOrder(tx: Tx, owner: Owner, rows: readonly { variantId: number; quantity: number }[], now: Date): Promise<CartQuoteState | undefined> {
  const quote = quoteForLines(rows, await loadCartQuote(tx, owner, now, true));
  if (!quote) return undefined;
  const decision = decideQuote({ status: 'Accepted', validUntil: quote.validUntil, orderId: quote.orderId }, 'order', now);
  if (!decision.ok) throw conflict(decision.error);
  return quote;
}

/** The order placed at the quote: recorded on the quote, and the cart lets go of it. */
export async function markQuoteOrdered(tx: Tx, quote: CartQuoteState | undefined, input: { orderId: number; cartId: number; now: Date }): Promise<void> {
  if (!quote) return;
  await tx.update(quotations).set({ orderId: input.orderId, updatedAt: input.now }).where(eq(quotations.id, quote.id));
  // The order remembers its quote: a revived order takes it back (issue #44 item 1).
  await tx.update(orders).set({ quotationId: quote.id }).where(eq(orders.id, input.orderId));
  await tx.delete(cartQuotes).where(eq(cartQuotes.cartId, input.cartId));
}

/** A cancelled or expired order gives its quote back (it may be ordered again while valid). */
export async function releaseQuote(tx: Tx, orderId: number): Promise<void> {
  await tx.update(quotations).set({ orderId: null }).where(eq(quotations.orderId, orderId));
}

/**
 * A revived order takes its quote back, with the quote's row locked: true when no other order took
 * it meanwhile (issue #44 item 1).
 */
export async function retakeQuote(tx: Tx, orderId: number, quotationId: number, now: Date): Promise<boolean> {
  const [quote] = await tx.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, quotationId)).for('update');
  if (!quote || (quote.orderId !== null && quote.orderId !== orderId)) return false;
  await tx.update(quotations).set({ orderId, updatedAt: now }).where(eq(quotations.id, quotationId));
  return true;
}

/** Whether the quote is free for the order (read with its row locked). */
export async function quoteFreeFor(tx: Tx, orderId: number, quotationId: number): Promise<boolean> {
  const [quote] = await tx.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, quotationId)).for('update');
  return quote !== undefined && (quote.orderId === null || quote.orderId === orderId);
}
