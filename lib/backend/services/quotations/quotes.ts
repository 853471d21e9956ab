import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import type { Quote, QuoteList, RequestQuoteRequest } from '@/lib/contract/quotations';
import { decideQuote, type QuoteAction } from '@/lib/quotations/quote-status';
import type { ApiDeps } from '../../context';
import { cartCoupons, cartLines, cartQuotes, quotationLines, quotations } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { getCart, lockCart, type CartOwner } from '../cart';
import { loadLines, priceCart } from '../cart-view';
import { getPromotionInfo } from '../partners';
import { customerQuote, isQuoteUid, ownedQuote, readQuotes, type QuoteRow } from './quote-view';

/**
 * The customer's quotes (issue #18 item 3), under the scoped partner; another customer's or
 * partner's quote and a malformed uid are the same 404 `quote_not_found`. Each change locks the
 * quote's row and asks lib/quotations/quote-status.ts whether it may happen now.
 */
const quoteNotFound = () => notFound('quote_not_found');

export async function getQuote(deps: ApiDeps, owner: CartOwner, uid: string | undefined, lang: Language): Promise<Quote> {
  if (!isQuoteUid(uid)) throw quoteNotFound();
  const [record] = await readQuotes(deps.db, ownedQuote(owner, uid), lang, 1);
  if (!record) throw quoteNotFound();
  return customerQuote(record, deps.now());
}

export async function listQuotes(deps: ApiDeps, owner: CartOwner, lang: Language): Promise<QuoteList> {
  const records = await readQuotes(deps.db, and(eq(quotations.customerId, owner.customerId), eq(quotations.partnerId, owner.partnerId)), lang);
  return { items: records.map((r) => r.summary) };
}

/** A quote on the cart's lines at the storefront's prices now; an empty cart or one with a line that cannot be ordered is refused. */
export async function requestQuote(deps: ApiDeps, owner: CartOwner, input: RequestQuoteRequest, lang: Language): Promise<Quote> {
  const now = deps.now();
  const promotion = await getPromotionInfo(deps.db, owner.partnerId, owner.customerId, now);
  const uid = randomBytes(16).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, now, false);
    const cart = priceCart(cartId === undefined ? [] : await loadLines(tx, owner, lang), owner.partnerId, { ...promotion, freeDeliveryThresholdCents: 0 });
    if (cart.lines.length === 0) throw conflict('cart_empty');
    if (cart.lines.some((line) => line.problem)) throw conflict('quote_cart_problem');
    const comment = input.comment?.trim() || null;
    const [row] = await tx.insert(quotations).values({ uid, ...owner, status: 'Pending', customerComment: comment, lang, createdAt: now, updatedAt: now }).returning({ id: quotations.id });
    await tx.insert(quotationLines).values(
      cart.lines.map((line, position) => ({ quotationId: row!.id, variantId: line.variantId, quantity: line.quantity, position, listUnitGross: line.unit.listGross, requestedUnitGross: line.unit.gross })),
    );
  });
  return getQuote(deps, owner, uid, lang);
}

/** The owner's quote, its row locked for this transaction. */
async function lockOwnedQuote(tx: Tx, owner: CartOwner, uid: string | undefined): Promise<QuoteRow> {
  if (!isQuoteUid(uid)) throw quoteNotFound();
  const [row] = await tx.select().from(quotations).where(ownedQuote(owner, uid)).for('update');
  if (!row) throw quoteNotFound();
  return row;
}

function decide(row: QuoteRow, action: QuoteAction, now: Date) {
  const decision = decideQuote(row, action, now);
  if (!decision.ok) throw new ApiError(409, decision.error);
  return decision.next;
}

/** Accept or decline a revised quote. */
export async function answerQuote(deps: ApiDeps, owner: CartOwner, uid: string | undefined, action: 'accept' | 'customerDecline', lang: Language): Promise<Quote> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnedQuote(tx, owner, uid);
    const next = decide(row, action, now);
    await tx.update(quotations).set({ status: next, updatedAt: now }).where(eq(quotations.id, row.id));
  });
  return getQuote(deps, owner, uid, lang);
}

/**
 * "Order at these prices": the cart's lines become the accepted quote's, its coupon is taken off
 * and it is linked to the quote, so it is priced at the quote until its lines change.
 */
export async function quoteToCart(deps: ApiDeps, owner: CartOwner, uid: string | undefined, lang: Language): Promise<Cart> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, now, true);
    const row = await lockOwnedQuote(tx, owner, uid);
    decide(row, 'order', now);
    const lines = await tx.select({ variantId: quotationLines.variantId, quantity: quotationLines.quantity }).from(quotationLines).where(eq(quotationLines.quotationId, row.id)).orderBy(quotationLines.position);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    await tx.insert(cartLines).values(lines.map((line) => ({ cartId, variantId: line.variantId, quantity: line.quantity, createdAt: now, updatedAt: now })));
    await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
    await tx
      .insert(cartQuotes)
      .values({ cartId, quotationId: row.id, createdAt: now })
      .onConflictDoUpdate({ target: cartQuotes.cartId, set: { quotationId: row.id, createdAt: now } });
  });
  return getCart(deps, owner, lang);
}
