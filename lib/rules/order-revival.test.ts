import { holdingsOf, type OrderFacts } from './order-holdings';
import { revivalPlan, type Available } from './order-revival';

const facts: OrderFacts = { units: 2, discountedUnits: 2, coupon: true, quote: true, pointsRedeemed: 30, pointsEarned: 52, returnedUnits: 0, returnedPoints: 0, completed: false };
/** A cancelled order's ledgers: nothing held (the cancel gave everything back). */
const cancelled = holdingsOf('Cancelled', facts);
const plenty: Available = { stock: true, quota: 10, points: 100, coupon: true, quote: true };

describe('revivalPlan', () => {
  it('takes back exactly what the cancellation released', () => {
    expect(revivalPlan(facts, cancelled, plenty)).toEqual({
      revive: true,
      effects: [
        { holding: 'stock', op: 'take', units: 2 },
        { holding: 'quota', op: 'take', units: 2 },
        { holding: 'coupon', op: 'take' },
        { holding: 'quote', op: 'take' },
        { holding: 'redeemed', op: 'take', points: 30 },
        { holding: 'earned', op: 'earn', status: 'pending', points: 52 },
      ],
    });
  });

  it('refuses with the first reason that applies', () => {
    expect(revivalPlan(facts, cancelled, { ...plenty, stock: false, points: 0 })).toEqual({ revive: false, refundReason: 'stock_gone' });
    expect(revivalPlan(facts, cancelled, { ...plenty, quota: 1 })).toEqual({ revive: false, refundReason: 'quota_full' });
    expect(revivalPlan(facts, cancelled, { ...plenty, points: 29 })).toEqual({ revive: false, refundReason: 'points_spent' });
    expect(revivalPlan(facts, cancelled, { ...plenty, coupon: false })).toEqual({ revive: false, refundReason: 'coupon_used' });
    expect(revivalPlan(facts, cancelled, { ...plenty, quote: false })).toEqual({ revive: false, refundReason: 'quote_used' });
    // issue #45: the gift card it paid with must still cover the amount.
    const withCard = { ...facts, giftCardCents: 1500 };
    expect(revivalPlan(withCard, holdingsOf('Cancelled', withCard), { ...plenty, giftCard: 1499 })).toEqual({ revive: false, refundReason: 'gift_card_spent' });
    const plan = revivalPlan(withCard, holdingsOf('Cancelled', withCard), { ...plenty, giftCard: 1500 });
    expect(plan.revive && plan.effects).toContainEqual({ holding: 'giftCard', op: 'take', cents: 1500 });
  });

  it('asks only for what the order had: no coupon, no points, no discounted units', () => {
    const plain = { ...facts, coupon: false, quote: false, pointsRedeemed: 0, discountedUnits: 0 };
    expect(revivalPlan(plain, holdingsOf('Cancelled', plain), { stock: true, quota: 0, points: 0, coupon: false, quote: false })).toEqual({
      revive: true,
      effects: [
        { holding: 'stock', op: 'take', units: 2 },
        { holding: 'earned', op: 'earn', status: 'pending', points: 52 },
      ],
    });
    expect(revivalPlan(plain, holdingsOf('Cancelled', plain), { stock: false, quota: 0, points: 0, coupon: false, quote: false })).toEqual({ revive: false, refundReason: 'stock_gone' });
  });

  it('takes points exactly up to the balance', () => {
    expect(revivalPlan(facts, cancelled, { ...plenty, points: 30 }).revive).toBe(true);
  });
});
