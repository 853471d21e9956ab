import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { giftCardRedemptions, giftCards, orderGiftCards } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * The gift-card ledger (issue #45; docs/decisions/0030), inside the transaction that places or
 * moves an order: taking an amount off a card is a conditional decrement of its balance (the card's
 * row is locked by the update itself, so two orders redeeming the same card at once are counted one
 * after the other and can never overspend it) with a redemption row; giving it back marks the
 * order's rows reversed and puts their amount back on the card.
 */

/** Takes `cents` off the card for the order; false when the balance no longer covers it. */
export async function takeFromCard(tx: Tx, input: { giftCardId: number; orderId: number; cents: number; now: Date }): Promise<boolean> {
  if (input.cents <= 0) return true;
  const taken = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${input.cents}` })
    .where(and(eq(giftCards.id, input.giftCardId), eq(giftCards.status, 'Active'), gte(giftCards.balanceCents, input.cents)))
    .returning({ id: giftCards.id });
  if (taken.length === 0) return false;
  await tx.insert(giftCardRedemptions).values({ giftCardId: input.giftCardId, orderId: input.orderId, amountCents: input.cents, createdAt: input.now });
  return true;
}

/** Gives back every amount the order holds on gift cards. */
export async function giveGiftCardBack(tx: Tx, orderId: number, now: Date): Promise<void> {
  const rows = await tx
    .update(giftCardRedemptions)
    .set({ reversedAt: now })
    .where(and(eq(giftCardRedemptions.orderId, orderId), isNull(giftCardRedemptions.reversedAt)))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, cents: giftCardRedemptions.amountCents });
  for (const row of rows.sort((a, b) => a.giftCardId - b.giftCardId)) {
    await tx.update(giftCards).set({ balanceCents: sql`${giftCards.balanceCents} + ${row.cents}` }).where(eq(giftCards.id, row.giftCardId));
  }
}

/** The card the order paid with. */
async function cardOf(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx.select({ id: orderGiftCards.giftCardId }).from(orderGiftCards).where(eq(orderGiftCards.orderId, orderId));
  return row?.id;
}

/** Takes the order's gift-card amount again (a revival): false when the card no longer covers it. */
export async function takeGiftCardAgain(tx: Tx, orderId: number, cents: number, now: Date): Promise<boolean> {
  const giftCardId = await cardOf(tx, orderId);
  return giftCardId !== undefined && takeFromCard(tx, { giftCardId, orderId, cents, now });
}

/** The balance left on the card the order paid with, its row locked (0 without one). */
export async function giftCardBalanceFor(tx: Tx, orderId: number): Promise<number> {
  const giftCardId = await cardOf(tx, orderId);
  if (giftCardId === undefined) return 0;
  const [row] = await tx.select({ balance: giftCards.balanceCents, status: giftCards.status }).from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
  return row && row.status === 'Active' ? row.balance : 0;
}
