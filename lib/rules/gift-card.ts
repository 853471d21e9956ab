/**
 * Gift cards (issue #45 item 5; docs/decisions/0030): a code sold as a product and redeemed at
 * checkout as a payment. The code is 16 characters of base 32 (80 random bits), shown and typed in
 * groups of four; what a card pays of an order is at most its balance and at most what the order
 * costs (goods after discounts, shipping and the cash-on-delivery fee included), and what is left
 * stays on the card.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const GIFT_CARD_CODE_LENGTH = 16;
/** How long a card stays usable from the day it is issued. */
export const GIFT_CARD_VALID_DAYS = 365 * 2;

/** A code from random bytes (one character per byte's low five bits: 80 bits for 16 characters). */
export function giftCardCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) throw new Error('not enough random bytes');
  return Array.from(bytes.subarray(0, GIFT_CARD_CODE_LENGTH), (b) => ALPHABET[b & 31]).join('');
}

/** The code as typed (spaces, dashes, lower case) in its stored form, or undefined when it cannot be one. */
export function normaliseGiftCardCode(raw: string): string | undefined {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** The code as shown: groups of four joined by dashes. */
export const formatGiftCardCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

export type GiftCardState = { partnerId: number; balanceCents: number; status: 'Active' | 'Void'; expiresAt: Date };

export type GiftCardProblem = 'gift_card_not_found' | 'gift_card_void' | 'gift_card_expired' | 'gift_card_empty';

/** Why the card cannot pay in this partner's storefront now (another partner's card is not found). */
export function giftCardProblem(card: GiftCardState | undefined, partnerId: number, now: Date): GiftCardProblem | undefined {
  if (!card || card.partnerId !== partnerId) return 'gift_card_not_found';
  if (card.status !== 'Active') return 'gift_card_void';
  if (card.expiresAt.getTime() <= now.getTime()) return 'gift_card_expired';
  if (card.balanceCents <= 0) return 'gift_card_empty';
  return undefined;
}

/** What the card pays of an order costing `totalCents`, what is left to pay, and the card's balance after. */
export function giftCardSplit(totalCents: number, balanceCents: number): { applied: number; due: number; balanceAfter: number } {
  const applied = Math.max(0, Math.min(totalCents, balanceCents));
  return { applied, due: totalCents - applied, balanceAfter: balanceCents - applied };
}

/**
 * The amount an order asks the card to pay, checked against the card now: the amount the customer
 * saw (at most the order's total) must still be covered by the balance, or the order is refused
 * (409 `gift_card_insufficient`: another order spent it meanwhile); never more than the total.
 */
export function giftCardCharge(requestedCents: number, totalCents: number, balanceCents: number): { ok: true; cents: number } | { ok: false; problem: 'gift_card_insufficient' | 'gift_card_over_total' } {
  if (requestedCents > totalCents) return { ok: false, problem: 'gift_card_over_total' };
  if (requestedCents > balanceCents) return { ok: false, problem: 'gift_card_insufficient' };
  return { ok: true, cents: Math.max(0, requestedCents) };
}

/** The goods an order earns loyalty points on: gift-card lines earn none (they are money, not goods). */
export const pointsBaseCents = (lines: readonly { grossCents: number; giftCard: boolean }[]): number => lines.reduce((n, l) => n + (l.giftCard ? 0 : l.grossCents), 0);
