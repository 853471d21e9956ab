import { effectsBetween, holdingsOf, type HoldingEffect, type Holdings, type OrderFacts } from './order-holdings';

/**
 * Reviving an order the expiry sweep cancelled, when its payment arrives late (issue #44 item 1):
 * the order takes back exactly what its cancellation released (order-holdings.ts: what a Pending
 * order holds, from what the ledgers show it holds now). If any of it can no longer be taken, the
 * order is not revived: it stays Cancelled and is flagged for a refund with the reason, the first
 * that applies in the order the effects are taken.
 */
export type RefundReason = 'late_payment' | 'paid_twice' | 'stock_gone' | 'quota_full' | 'points_spent' | 'coupon_used' | 'quote_used' | 'gift_card_spent';

/** Every reason, in a stable order (the schema's enum and the messages' keys). */
export const REFUND_REASONS: readonly RefundReason[] = ['late_payment', 'paid_twice', 'stock_gone', 'quota_full', 'points_spent', 'coupon_used', 'quote_used', 'gift_card_spent'];

/** What can be taken again now, read under the locks the revival holds. */
export type Available = {
  /** Every line's units are in stock. */
  stock: boolean;
  /** Quota units left to the customer in the current period. */
  quota: number;
  /** The customer's approved balance. */
  points: number;
  /** The coupon may be redeemed once more by this customer (its limits, counting every other order). */
  coupon: boolean;
  /** The quote is not ordered by another order. */
  quote: boolean;
  /** The balance left on the gift card the order paid with (0 without one). */
  giftCard?: number;
};

export type RevivalPlan = { revive: true; effects: HoldingEffect[] } | { revive: false; refundReason: RefundReason };

/** Why `effect` cannot be taken with what is available, or undefined when it can. */
function refusalOf(effect: HoldingEffect, available: Available): RefundReason | undefined {
  if (effect.op !== 'take') return undefined;
  switch (effect.holding) {
    case 'stock':
      return available.stock ? undefined : 'stock_gone';
    case 'quota':
      return effect.units <= available.quota ? undefined : 'quota_full';
    case 'redeemed':
      return effect.points <= available.points ? undefined : 'points_spent';
    case 'coupon':
      return available.coupon ? undefined : 'coupon_used';
    case 'quote':
      return available.quote ? undefined : 'quote_used';
    case 'giftCard':
      return effect.cents <= (available.giftCard ?? 0) ? undefined : 'gift_card_spent';
  }
}

/** The revival of a cancelled order (holding `actual` by its ledgers) with what is available now. */
export function revivalPlan(facts: OrderFacts, actual: Holdings, available: Available): RevivalPlan {
  const effects = effectsBetween(actual, holdingsOf('Pending', { ...facts, returnedUnits: 0, returnedPoints: 0, completed: false, refundedFrom: undefined }));
  for (const effect of effects) {
    const reason = refusalOf(effect, available);
    if (reason) return { revive: false, refundReason: reason };
  }
  return { revive: true, effects };
}
