import { TRANSITIONS, type LifecycleStatus } from './order-lifecycle';
import { effectsBetween, holdingsOf, NO_HOLDINGS, releasedIn, transitionEffects, type OrderFacts } from './order-holdings';

const facts = (extra: Partial<OrderFacts> = {}): OrderFacts => ({
  units: 3,
  discountedUnits: 2,
  coupon: true,
  quote: false,
  pointsRedeemed: 40,
  pointsEarned: 52,
  returnedUnits: 0,
  returnedPoints: 0,
  completed: false,
  ...extra,
});

const all = { stock: 3, quota: 2, coupon: true, quote: false, redeemed: 40, giftCard: 0 };

describe('holdingsOf', () => {
  it('holds everything, earned points pending, from placement until the goods are delivered (NotDelivered included)', () => {
    for (const status of ['Pending', 'CheckingStock', 'Processing', 'Invoiced', 'ReadyForPickup', 'InDelivery', 'PartiallyDelivered', 'NotDelivered'] as LifecycleStatus[]) {
      expect(holdingsOf(status, facts())).toEqual({ ...all, earned: { pending: 52, approved: 0 } });
    }
  });

  it('approves the earned points when Completed, and keeps them approved less the returned share after', () => {
    expect(holdingsOf('Completed', facts()).earned).toEqual({ pending: 0, approved: 52 });
    expect(holdingsOf('PartiallyReturned', facts({ completed: true, returnedUnits: 1, returnedPoints: 17 }))).toEqual({ ...all, stock: 2, earned: { pending: 0, approved: 35 } });
    expect(holdingsOf('PartiallyReturned', facts({ returnedUnits: 1, returnedPoints: 17 })).earned).toEqual({ pending: 35, approved: 0 });
  });

  it('releases everything when Cancelled or refunded before the goods left; gives the points back on any end', () => {
    expect(holdingsOf('Cancelled', facts())).toEqual(NO_HOLDINGS);
    expect(holdingsOf('Refund', facts({ refundedFrom: 'Processing' }))).toEqual(NO_HOLDINGS);
    expect(holdingsOf('Refund', facts({ refundedFrom: 'NotDelivered' }))).toEqual(NO_HOLDINGS);
    expect(holdingsOf('Refund', facts({ refundedFrom: 'Completed' }))).toEqual({ ...all, redeemed: 0, earned: { pending: 0, approved: 0 } });
    expect(holdingsOf('Returned', facts({ returnedUnits: 3, returnedPoints: 52, completed: true }))).toEqual({ ...all, stock: 0, redeemed: 0, earned: { pending: 0, approved: 0 } });
    expect(releasedIn('Refund', 'InDelivery')).toBe(false);
    // A cancelled order refunded (money that came late) holds nothing either.
    expect(holdingsOf('Refund', facts({ refundedFrom: 'Cancelled' }))).toEqual(NO_HOLDINGS);
  });
});

describe('effectsBetween and transitionEffects', () => {
  it('gives back everything, in lock order, when a Pending order is cancelled', () => {
    expect(transitionEffects('Pending', 'Cancelled', facts({ quote: true }))).toEqual([
      { holding: 'stock', op: 'give_back', units: 3 },
      { holding: 'quota', op: 'give_back', units: 2 },
      { holding: 'coupon', op: 'give_back' },
      { holding: 'quote', op: 'give_back' },
      { holding: 'redeemed', op: 'give_back', points: 40 },
      { holding: 'earned', op: 'take_back', status: 'pending', points: 52 },
    ]);
  });

  it('approves the pending points on completion, all of them', () => {
    expect(transitionEffects('InDelivery', 'Completed', facts())).toEqual([{ holding: 'earned', op: 'approve' }]);
  });

  it('earns again what the ledger shows was taken back (a re-delivery after NotDelivered changes nothing)', () => {
    expect(transitionEffects('NotDelivered', 'InDelivery', facts())).toEqual([]);
    const actual = { redeemed: 0, earned: { pending: 0, approved: 0 } };
    expect(transitionEffects('NotDelivered', 'InDelivery', facts(), actual)).toEqual([
      { holding: 'redeemed', op: 'take', points: 40 },
      { holding: 'earned', op: 'earn', status: 'pending', points: 52 },
    ]);
  });

  it('takes back approved points still held after an earlier shortfall when refunded', () => {
    const actual = { earned: { pending: 0, approved: 30 }, redeemed: 0 };
    expect(transitionEffects('Returned', 'Refund', facts({ completed: true, returnedUnits: 3, returnedPoints: 52 }), actual)).toEqual([
      { holding: 'earned', op: 'take_back', status: 'approved', points: 30 },
    ]);
  });

  it('restocks the units of a received return and takes back their share of the points', () => {
    const before = facts({ completed: true });
    expect(transitionEffects('Completed', 'PartiallyReturned', before, undefined, { returnedUnits: 1, returnedPoints: 17 })).toEqual([
      { holding: 'stock', op: 'give_back', units: 1 },
      { holding: 'earned', op: 'take_back', status: 'approved', points: 17 },
    ]);
  });

  it('does nothing between equal holdings; every transition of the table moves positive amounts only', () => {
    expect(effectsBetween(NO_HOLDINGS, NO_HOLDINGS)).toEqual([]);
    for (const [from, tos] of Object.entries(TRANSITIONS) as [LifecycleStatus, LifecycleStatus[]][]) {
      for (const to of tos) {
        const effects = transitionEffects(from, to, facts());
        expect(effects.every((e) => e.op === 'approve' || ('units' in e ? e.units > 0 : true) && ('points' in e ? e.points > 0 : true))).toBe(true);
      }
    }
  });

  it('holds the gift-card amount while the order runs and gives it back when it ends (issue #45)', () => {
    const paid = facts({ giftCardCents: 1500 });
    expect(holdingsOf('Pending', paid).giftCard).toBe(1500);
    expect(holdingsOf('Completed', paid).giftCard).toBe(1500);
    for (const status of ['Cancelled', 'Returned', 'Refund'] as LifecycleStatus[]) expect(holdingsOf(status, { ...paid, refundedFrom: 'Completed' }).giftCard).toBe(0);
    expect(transitionEffects('Processing', 'Cancelled', paid)).toContainEqual({ holding: 'giftCard', op: 'give_back', cents: 1500 });
    expect(transitionEffects('Completed', 'Refund', paid)).toContainEqual({ holding: 'giftCard', op: 'give_back', cents: 1500 });
    expect(transitionEffects('Cancelled', 'Pending', paid, NO_HOLDINGS)).toContainEqual({ holding: 'giftCard', op: 'take', cents: 1500 });
  });
});
