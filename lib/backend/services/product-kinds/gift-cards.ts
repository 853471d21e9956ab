import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import { GIFT_CARD_VALID_DAYS, giftCardCharge, giftCardCodeFrom, giftCardProblem, normaliseGiftCardCode } from '@/lib/rules/gift-card';
import { giftCards, orderGiftCards, orderLines, orders, products } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { mailGiftCard } from './gift-card-mail';
import { takeFromCard } from './gift-card-ledger';

/**
 * Gift cards as the shop sells and takes them (issue #45; docs/decisions/0030): a card's balance
 * as the checkout shows it, the card an order pays with (taken in the placing transaction, the
 * card's row updated conditionally: two orders at once never overspend it), and the cards a paid
 * order issues (one per unit of each GiftCard line, once, mailed). Another partner's card is not
 * found: a code works only in the storefront whose order sold it.
 */
type Reader = Pick<Tx, 'select'>;

async function cardByCode(db: Reader, partnerId: number, raw: string) {
  const code = normaliseGiftCardCode(raw);
  if (!code) return undefined;
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.code, code), eq(giftCards.partnerId, partnerId)));
  return row;
}

/** The card's balance for the checkout (404/409 with the problem's key otherwise). */
export async function giftCardBalance(db: Reader, partnerId: number, raw: string, now: Date): Promise<{ code: string; balanceCents: number; expiresAt: string }> {
  const card = await cardByCode(db, partnerId, raw);
  const problem = giftCardProblem(card, partnerId, now);
  if (problem || !card) {
    const key = problem ?? 'gift_card_not_found';
    throw new ApiError(key === 'gift_card_not_found' ? 404 : 409, key, { giftCardCode: key });
  }
  return { code: card.code, balanceCents: card.balanceCents, expiresAt: card.expiresAt.toISOString() };
}

export type GiftCardRequest = { code: string; cents: number };

/**
 * Checks the card an order asks to pay with against its total (the card read now, in the placing
 * transaction); the amount to take at placement, or a 404/409 with the key.
 */
export async function checkGiftCardPayment(tx: Tx, partnerId: number, request: GiftCardRequest | undefined, totalCents: number, now: Date): Promise<{ giftCardId: number; cents: number } | undefined> {
  if (!request || request.cents <= 0) return undefined;
  const card = await cardByCode(tx, partnerId, request.code);
  const problem = giftCardProblem(card, partnerId, now);
  if (problem || !card) {
    const key = problem ?? 'gift_card_not_found';
    throw new ApiError(key === 'gift_card_not_found' ? 404 : 409, key, { giftCard: key });
  }
  const charge = giftCardCharge(request.cents, totalCents, card.balanceCents);
  if (!charge.ok) throw new ApiError(409, charge.problem, undefined, undefined, { giftCard: { balance: card.balanceCents } });
  return { giftCardId: card.id, cents: charge.cents };
}

/** Records the order's gift-card payment and takes it off the card (409 `gift_card_insufficient` when another order spent it first). */
export async function payWithGiftCard(tx: Tx, orderId: number, payment: { giftCardId: number; cents: number }, now: Date): Promise<void> {
  await tx.insert(orderGiftCards).values({ orderId, giftCardId: payment.giftCardId, amountCents: payment.cents });
  if (!(await takeFromCard(tx, { giftCardId: payment.giftCardId, orderId, cents: payment.cents, now }))) throw new ApiError(409, 'gift_card_insufficient');
}

/** The ids of the GiftCard products among `productIds`. */
export async function giftCardProductIds(db: Reader, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, [...new Set(productIds)]), eq(products.kind, 'GiftCard')));
  return new Set(rows.map((r) => r.id));
}

/**
 * Issues the cards a paid order bought (idempotent: one card per unit of each GiftCard line, ever),
 * each worth what the customer paid for the unit, and mails each code.
 */
export async function issueGiftCardsFor(tx: Tx, orderId: number, now: Date): Promise<void> {
  const lines = await tx.select({ position: orderLines.position, productId: orderLines.productId, quantity: orderLines.quantity, total: orderLines.total }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const kinds = await giftCardProductIds(tx, lines.map((l) => l.productId));
  const sold = lines.filter((l) => kinds.has(l.productId));
  if (sold.length === 0) return;
  const [order] = await tx.select({ partnerId: orders.partnerId, customerId: orders.customerId, email: orders.email, language: orders.language }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const expiresAt = new Date(now.getTime() + GIFT_CARD_VALID_DAYS * 86_400_000);
  for (const line of sold) {
    for (let unit = 0; unit < line.quantity; unit += 1) {
      // The unit's share of what the line cost (the last unit takes the remainder).
      const cents = Math.floor(line.total.gross / line.quantity) + (unit === line.quantity - 1 ? line.total.gross % line.quantity : 0);
      const code = giftCardCodeFrom(randomBytes(16));
      const issued = await tx
        .insert(giftCards)
        .values({ code, partnerId: order.partnerId, customerId: order.customerId, orderId, orderLinePosition: line.position, unit, initialCents: cents, balanceCents: cents, createdAt: now, expiresAt })
        .onConflictDoNothing({ target: [giftCards.orderId, giftCards.orderLinePosition, giftCards.unit] })
        .returning({ id: giftCards.id });
      if (issued.length > 0) await mailGiftCard(tx, { partnerId: order.partnerId, to: order.email, language: order.language as Language, code, cents, expiresAt });
    }
  }
}

/** The cards an order issued (for its buyer's order page). */
export async function giftCardsOfOrder(db: Reader, orderId: number): Promise<{ code: string; initialCents: number; balanceCents: number; expiresAt: string }[]> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.orderId, orderId)).orderBy(asc(giftCards.id));
  return rows.map((r) => ({ code: r.code, initialCents: r.initialCents, balanceCents: r.balanceCents, expiresAt: r.expiresAt.toISOString() }));
}

/** An order a gift card paid in full is paid at placement (its own gift cards are issued at once). */
export async function markPaidByGiftCard(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  await issueGiftCardsFor(tx, orderId, now);
}

/**
 * An order that sold gift cards ends (Cancelled, Returned, Refund: its money goes back): the cards
 * it issued are void, what is left on them can no longer be spent (orders already paid with them
 * keep what they took; a cancel of such an order gives nothing back to a void card's spending).
 */
export async function voidGiftCardsOf(tx: Tx, orderId: number): Promise<void> {
  await tx.update(giftCards).set({ status: 'Void' }).where(eq(giftCards.orderId, orderId));
}
