import { CombinationPolicy } from '@/lib/contract/enums';
import { lineTotals, unitPrice, type PartnerDiscount } from '@/lib/rules/pricing';
import { applyCoupon, shareAmount, type CouponLineInput, type CouponTerms } from './apply-coupon';

/** A line of `quantity` units at `gross` cents (24 % VAT), with the partner's discount when discountable. */
function line(gross: number, quantity: number, partner: PartnerDiscount | null, eligible = true): CouponLineInput {
  const unit = unitPrice({ priceCents: gross, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: eligible && partner !== null, discount: partner });
  return { totals: lineTotals(unit, quantity), listUnit: unit.listGrossCents, partnerUnit: unit.discountCents, rateBasisPoints: 2400, eligible };
}
const pct = (value: number, policy: CombinationPolicy): CouponTerms => ({ kind: 'Percentage', value, policy });
const fixed = (value: number, policy: CombinationPolicy): CouponTerms => ({ kind: 'FixedAmount', value, policy });
const bogo = (policy: CombinationPolicy): CouponTerms => ({ kind: 'Bogo', value: 0, policy });
const tenOff: PartnerDiscount = { kind: 'Percentage', value: 10 };

/** [partner discount, coupon] per line. */
const splits = (outcome: ReturnType<typeof applyCoupon>) => outcome.lines.map((l) => [l.discountCents, l.coupon]);

describe('applyCoupon: a percentage coupon under each policy', () => {
  // A: 10 000 with the partner's 10 % (1 000 per unit); B: 5 000 without a partner discount.
  const cart = () => [line(10_000, 2, tenOff), line(5_000, 1, null)];
  it.each([
    ['ProductOnly', [[2_000, 0], [0, 1_000]]],
    ['CouponOnly', [[0, 4_000], [0, 1_000]]],
    ['Maximum', [[0, 4_000], [0, 1_000]]],
    ['Additive', [[2_000, 4_000], [0, 1_000]]],
    ['Multiplicative', [[2_000, 3_600], [0, 1_000]]],
  ] as const)('%s', (policy, expected) => {
    const outcome = applyCoupon(cart(), pct(20, policy));
    expect(splits(outcome)).toEqual(expected);
    expect(outcome.coupon).toBe(expected.reduce((s, [, c]) => s + c, 0));
  });

  it('Maximum keeps the partner discount where it is the larger', () => {
    expect(splits(applyCoupon([line(10_000, 1, tenOff)], pct(5, 'Maximum')))).toEqual([[1_000, 0]]);
  });

  it('Additive never takes a line below zero', () => {
    const outcome = applyCoupon([line(1_000, 1, { kind: 'Percentage', value: 60 })], pct(50, 'Additive'));
    expect(outcome.lines[0]!.grossCents).toBe(0);
    expect(splits(outcome)).toEqual([[600, 400]]);
  });
});

describe('applyCoupon: buy one, get one', () => {
  it('frees every second unit of a line, at the price the policy gives', () => {
    const cart = [line(1_000, 5, tenOff), line(3_000, 1, null)];
    expect(splits(applyCoupon(cart, bogo('Additive')))).toEqual([[500, 2_000], [0, 0]]);
    expect(splits(applyCoupon(cart, bogo('Multiplicative')))).toEqual([[500, 1_800], [0, 0]]);
    expect(splits(applyCoupon(cart, bogo('Maximum')))).toEqual([[0, 2_000], [0, 0]]);
    expect(splits(applyCoupon(cart, bogo('ProductOnly')))).toEqual([[500, 0], [0, 0]]);
    expect(applyCoupon(cart, bogo('ProductOnly')).coupon).toBe(0);
  });
});

describe('applyCoupon: a fixed amount off the cart', () => {
  const cart = () => [line(10_000, 1, tenOff), line(3_000, 1, null), line(1_000, 2, null)];
  it('Additive and Multiplicative share it over what each line pays', () => {
    for (const policy of ['Additive', 'Multiplicative'] as const) {
      const outcome = applyCoupon(cart(), fixed(1_400, policy));
      expect(outcome.coupon).toBe(1_400);
      expect(splits(outcome)).toEqual([[1_000, 900], [0, 300], [0, 200]]);
    }
  });
  it('ProductOnly only over the lines without a partner discount', () => {
    expect(splits(applyCoupon(cart(), fixed(1_000, 'ProductOnly')))).toEqual([[1_000, 0], [0, 600], [0, 400]]);
  });
  it('CouponOnly replaces the partner discount on every eligible line', () => {
    expect(splits(applyCoupon(cart(), fixed(1_500, 'CouponOnly')))).toEqual([[0, 1_000], [0, 300], [0, 200]]);
  });
  it('Maximum takes the whole of whichever is larger', () => {
    expect(splits(applyCoupon(cart(), fixed(900, 'Maximum')))).toEqual([[1_000, 0], [0, 0], [0, 0]]);
    expect(splits(applyCoupon(cart(), fixed(1_500, 'Maximum')))).toEqual([[0, 1_000], [0, 300], [0, 200]]);
  });
  it('never more than the eligible lines cost', () => {
    const outcome = applyCoupon([line(1_000, 1, null)], fixed(5_000, 'Additive'));
    expect(outcome.coupon).toBe(1_000);
    expect(outcome.lines[0]!.grossCents).toBe(0);
  });
});

describe('applyCoupon: what every policy keeps', () => {
  const cart = () => [line(1_999, 3, tenOff), line(777, 1, null), line(12_345, 2, { kind: 'FixedAmount', value: 300 }), line(500, 4, null, false)];
  const terms: CouponTerms[] = CombinationPolicy.flatMap((policy) => [pct(15, policy), fixed(2_345, policy), bogo(policy)]);
  it.each(terms.map((t) => [`${t.kind} ${t.policy}`, t] as const))('%s: net + VAT = gross, list − discounts = gross, ineligible lines untouched', (_, t) => {
    const input = cart();
    const outcome = applyCoupon(input, t);
    outcome.lines.forEach((l, i) => {
      expect(l.netCents + l.vatCents).toBe(l.grossCents);
      expect(l.listGrossCents - l.discountCents - l.coupon).toBe(l.grossCents);
      expect(l.grossCents).toBeGreaterThanOrEqual(0);
      expect(l.coupon).toBeGreaterThanOrEqual(0);
      if (!input[i]!.eligible) expect(l).toEqual({ ...input[i]!.totals, coupon: 0 });
    });
    expect(outcome.coupon).toBe(outcome.lines.reduce((s, l) => s + l.coupon, 0));
  });
  it('without a coupon the lines are the partner prices', () => {
    const input = cart();
    expect(applyCoupon(input, null)).toEqual({ lines: input.map((l) => ({ ...l.totals, coupon: 0 })), coupon: 0 });
  });
});

describe('shareAmount', () => {
  it('shares exactly, the odd cents to the largest remainders', () => {
    expect(shareAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareAmount(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(shareAmount(7, [0, 0])).toEqual([0, 0]);
    expect(shareAmount(1_000, [333, 333, 334]).reduce((a, b) => a + b)).toBe(1_000);
  });
});
