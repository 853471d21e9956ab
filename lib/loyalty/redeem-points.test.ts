import type { CouponLine } from '@/lib/coupons/apply-coupon';
import { applyPoints, maxRedeemablePoints, pointsGoodsCents, pointsMayPay, redeemPoints } from './redeem-points';

const line = (grossCents: number, quantity = 1, coupon = 0): CouponLine => {
  const netCents = Math.round(grossCents / 1.24);
  return { quantity, grossCents, netCents, vatCents: grossCents - netCents, listGrossCents: grossCents + coupon, discountCents: 0, coupon };
};

describe('maxRedeemablePoints', () => {
  it('is half of the goods in whole points, within the balance', () => {
    expect(maxRedeemablePoints(10_000, 1, 5_001)).toBe(2_500);
    expect(maxRedeemablePoints(10_000, 3, 1_000)).toBe(166);
    expect(maxRedeemablePoints(120, 1, 5_000)).toBe(120);
  });
  it('is zero for an empty cart, no balance or a partner without a point value', () => {
    expect(maxRedeemablePoints(500, 1, 0)).toBe(0);
    expect(maxRedeemablePoints(0, 1, 5_000)).toBe(0);
    expect(maxRedeemablePoints(500, 0, 5_000)).toBe(0);
  });
});

describe('redeemPoints', () => {
  it('takes the requested points at the partner value', () => {
    expect(redeemPoints({ requested: 300, balance: 500, centsPerPoint: 2, goodsCents: 10_000 })).toEqual({ points: 300, cents: 600, maxPoints: 500, problem: null });
  });
  it('caps a request at half of the goods', () => {
    expect(redeemPoints({ requested: 400, balance: 500, centsPerPoint: 1, goodsCents: 600 })).toEqual({ points: 300, cents: 300, maxPoints: 300, problem: null });
  });
  it('takes nothing and says why when the balance no longer covers the request', () => {
    expect(redeemPoints({ requested: 501, balance: 500, centsPerPoint: 1, goodsCents: 100_000 })).toEqual({ points: 0, cents: 0, maxPoints: 500, problem: 'points_insufficient' });
  });
  it('takes nothing when none is asked, and never with a negative balance', () => {
    expect(redeemPoints({ requested: 0, balance: 500, centsPerPoint: 1, goodsCents: 1_000 }).cents).toBe(0);
    expect(redeemPoints({ requested: 10, balance: -5, centsPerPoint: 1, goodsCents: 1_000 }).problem).toBe('points_insufficient');
  });
});

describe('applyPoints', () => {
  it('shares the amount in proportion to what each line pays, keeping net + VAT = gross', () => {
    const lines = [line(3_000, 2), line(1_000), line(0)];
    const out = applyPoints(lines, [2400, 2400, 2400], 401);
    expect(out.map((l) => l.points)).toEqual([301, 100, 0]);
    expect(out.reduce((s, l) => s + l.points, 0)).toBe(401);
    for (const l of out) expect(l.netCents + l.vatCents).toBe(l.grossCents);
    expect(out[0]!.grossCents).toBe(2_699);
    expect(out[0]!.netCents).toBe(2_177);
    expect(out[2]).toEqual({ ...lines[2], points: 0 });
  });
  it('uses each line’s own VAT rate', () => {
    const [reduced] = applyPoints([line(1_130)], [1300], 130);
    expect(reduced).toMatchObject({ grossCents: 1_000, netCents: 885, vatCents: 115, points: 130 });
  });
  it('leaves the lines as they are without points', () => {
    const lines = [line(999, 3, 50)];
    expect(applyPoints(lines, [2400], 0)).toEqual([{ ...lines[0], points: 0 }]);
  });
});

describe('points never pay for a gift card', () => {
  it('knows which kinds points may pay', () => {
    expect(pointsMayPay('GiftCard')).toBe(false);
    for (const kind of ['Product', 'Bundle', 'Grouped', 'Giftbox', 'Custom']) expect(pointsMayPay(kind)).toBe(true);
  });
  it('counts only the payable lines in the goods the half cap is taken from', () => {
    expect(pointsGoodsCents([line(5_000), line(2_000)], [false, true])).toBe(2_000);
    expect(pointsGoodsCents([line(5_000), line(2_000)], [])).toBe(7_000);
    expect(maxRedeemablePoints(10_000, 1, pointsGoodsCents([line(5_000)], [false]))).toBe(0);
  });
  it('spreads the amount over the other lines only, the gift card line untouched', () => {
    const lines = [line(5_000), line(3_000, 2), line(1_000)];
    const out = applyPoints(lines, [0, 2400, 2400], 400, [false, true, true]);
    expect(out.map((l) => l.points)).toEqual([0, 300, 100]);
    expect(out[0]).toEqual({ ...lines[0], points: 0 });
    for (const l of out) expect(l.netCents + l.vatCents).toBe(l.grossCents);
  });
});
