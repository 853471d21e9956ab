import type { CartTotals } from '@/lib/contract/cart';
import { applyCoupon, type CouponLineInput, type CouponTerms } from '@/lib/coupons/apply-coupon';
import { applyPoints } from '@/lib/loyalty/redeem-points';
import { cartSummaryLines } from './cart-summary-lines';
import { cartTotals } from './cart-totals';
import { lineTotals, TAX_RATE_BASIS_POINTS, unitPrice, type PartnerDiscount, type UnitPriceInput } from './pricing';
import { totalsGaps, type TotalsLines } from './totals-lines';

/** A cart priced as the API prices it (services/cart-view.ts priceCart): partner discount, then the coupon, then the points. */
function pricedCart(items: readonly (UnitPriceInput & { quantity: number })[], coupon: CouponTerms | null, pointsCents: number): CartTotals {
  const inputs: CouponLineInput[] = items.map(({ quantity, ...item }) => {
    const unit = unitPrice(item);
    return { totals: lineTotals(unit, quantity), listUnit: unit.listGrossCents, partnerUnit: unit.discountCents, rateBasisPoints: TAX_RATE_BASIS_POINTS[item.taxCategory], eligible: item.discountable };
  });
  const outcome = applyCoupon(inputs, coupon);
  const lines = applyPoints(outcome.lines, inputs.map((i) => i.rateBasisPoints), pointsCents);
  const { itemCount: _count, ...totals } = cartTotals(lines);
  return totals;
}

const amounts = (lines: TotalsLines) => Object.fromEntries([...lines.sum, ...lines.parts].map((l) => [l.name, l.known ? l.sign * l.cents || l.cents : null]));
const pct = (value: number): PartnerDiscount => ({ kind: 'Percentage', value });

describe('cartSummaryLines (issue #46: the cart summary adds up)', () => {
  it('lists list value, discount, shipping to come and total, then net and VAT', () => {
    const totals: CartTotals = { listTotal: 5500, discount: 500, coupon: 0, points: 0, total: 5000, net: 4032, vat: 968 };
    const lines = cartSummaryLines(totals, 10_000);
    expect(lines.sum.map((l) => l.name)).toEqual(['subtotal', 'discount', 'shipping', 'total']);
    expect(lines.parts.map((l) => l.name)).toEqual(['net', 'vat']);
    expect(amounts(lines)).toEqual({ subtotal: 5500, discount: -500, shipping: null, total: 5000, net: 4032, vat: 968 });
    expect(totalsGaps(lines)).toEqual({ sum: 0, parts: 0 });
  });

  it('shows shipping as free once the goods reach the free-delivery threshold, and not for an empty cart', () => {
    const totals: CartTotals = { listTotal: 12_000, discount: 0, coupon: 0, points: 0, total: 12_000, net: 9677, vat: 2323 };
    expect(cartSummaryLines(totals, 10_000).sum.find((l) => l.name === 'shipping')).toEqual({ name: 'shipping', cents: 0, sign: 1, known: true });
    expect(cartSummaryLines({ ...totals, total: 10_000, listTotal: 10_000, net: 8065, vat: 1935 }, 10_000).sum.find((l) => l.name === 'shipping')?.known).toBe(true);
    expect(cartSummaryLines({ ...totals, total: 9_999, listTotal: 9_999, net: 8064, vat: 1935 }, 10_000).sum.find((l) => l.name === 'shipping')?.known).toBe(false);
    const empty = cartSummaryLines({ listTotal: 0, discount: 0, coupon: 0, points: 0, total: 0, net: 0, vat: 0 }, 0);
    expect(empty.sum.find((l) => l.name === 'shipping')?.known).toBe(false);
  });

  it('adds up with the partner discount, a coupon and points together, to the cent', () => {
    const totals = pricedCart(
      [
        { priceCents: 2499, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: true, discount: pct(15), quantity: 3 },
        { priceCents: 1000, priceBasis: 'BeforeTaxes', taxCategory: 'Reduced', discountable: false, quantity: 2 },
        { priceCents: 333, priceBasis: 'BeforeTaxes', taxCategory: 'ExtraReduced', discountable: true, discount: pct(7), quantity: 7 },
      ],
      { kind: 'FixedAmount', value: 1001, policy: 'Additive' },
      777,
    );
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.coupon).toBe(1001);
    expect(totals.points).toBe(777);
    const lines = cartSummaryLines(totals, 1_000_000);
    expect(lines.sum.map((l) => l.name)).toEqual(['subtotal', 'discount', 'coupon', 'points', 'shipping', 'total']);
    expect(totalsGaps(lines)).toEqual({ sum: 0, parts: 0 });
    expect(totals.listTotal - totals.discount - totals.coupon - totals.points).toBe(totals.total);
  });

  it.each([
    ['percentage coupon on odd cents', { kind: 'Percentage', value: 33, policy: 'Multiplicative' } as const, 1],
    ['coupon replacing the partner discount', { kind: 'Percentage', value: 10, policy: 'CouponOnly' } as const, 0],
    ['buy one get one', { kind: 'Bogo', value: 0, policy: 'Maximum' } as const, 333],
    ['no coupon, points only', null, 199],
  ])('rounds per line and still adds up: %s', (_name, coupon, points) => {
    const totals = pricedCart(
      [
        { priceCents: 1, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: true, discount: pct(33), quantity: 3 },
        { priceCents: 999, priceBasis: 'BeforeTaxes', taxCategory: 'Normal', discountable: true, discount: pct(13), quantity: 5 },
        { priceCents: 1999, priceBasis: 'AfterTaxes', taxCategory: 'Reduced', discountable: true, discount: { kind: 'FixedAmount', value: 333 }, quantity: 2 },
      ],
      coupon,
      points,
    );
    const lines = cartSummaryLines(totals, 10_000);
    expect(totalsGaps(lines)).toEqual({ sum: 0, parts: 0 });
    expect(lines.sum.find((l) => l.name === 'subtotal')?.cents).toBe(totals.listTotal);
  });

  it('measures a summary that does not add up', () => {
    const lines = cartSummaryLines({ listTotal: 5000, discount: 500, coupon: 100, points: 0, total: 5000, net: 4000, vat: 968 }, 10_000);
    expect(totalsGaps(lines)).toEqual({ sum: -600, parts: -32 });
  });
});
