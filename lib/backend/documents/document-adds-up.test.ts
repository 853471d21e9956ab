import fc from 'fast-check';
import { applyCoupon, type CouponTerms } from '@/lib/coupons/apply-coupon';
import { applyPoints } from '@/lib/loyalty/redeem-points';
import { cartAmounts, cartTotals } from '@/lib/rules/cart-totals';
import { orderTotals } from '@/lib/rules/checkout-options';
import { lineTotals, TAX_RATE_BASIS_POINTS, unitPrice } from '@/lib/rules/pricing';
import { documentLineCents, documentTotals, documentUnitCents } from './document-rules';

/**
 * Issue #47 item 4: the document of any order adds up as it is printed. Orders are generated
 * through the shop's own pricing (partner discounts, every coupon kind and policy, redeemed points,
 * shipping and the cash-on-delivery fee, every VAT rate), then every printed line and total is
 * checked to the cent: quantity × unit price = line, lines = goods, goods − coupon − points +
 * shipping + fee = total, net + VAT = total.
 */
const categories = ['Normal', 'Reduced', 'ExtraReduced'] as const;
const policies = ['ProductOnly', 'CouponOnly', 'Maximum', 'Additive', 'Multiplicative'] as const;

const line = fc.record({
  priceCents: fc.integer({ min: 50, max: 50_000 }),
  category: fc.constantFrom(...categories),
  quantity: fc.integer({ min: 1, max: 12 }),
  discountable: fc.boolean(),
  eligible: fc.boolean(),
});
const coupon = fc.option(
  fc.record({ kind: fc.constantFrom('Percentage' as const, 'FixedAmount' as const, 'Bogo' as const), value: fc.integer({ min: 1, max: 5_000 }), policy: fc.constantFrom(...policies) }).map((c): CouponTerms => ({ ...c, value: c.kind === 'Percentage' ? (c.value % 90) + 1 : c.value })),
  { nil: null },
);
const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  partner: fc.option(fc.record({ kind: fc.constantFrom('Percentage' as const, 'FixedAmount' as const), value: fc.integer({ min: 0, max: 60 }) }), { nil: null }),
  coupon,
  pointsShare: fc.integer({ min: 0, max: 50 }),
  shipping: fc.constantFrom(0, 250, 350),
  codFee: fc.constantFrom(0, 200),
});

it('every generated order prints lines and totals that add up to the cent', () => {
  fc.assert(
    fc.property(order, (o) => {
      const inputs = o.lines.map((l) => {
        const unit = unitPrice({ priceCents: l.priceCents, priceBasis: 'AfterTaxes', taxCategory: l.category, discountable: l.discountable, discount: o.partner });
        return { totals: lineTotals(unit, l.quantity), listUnit: unit.listGrossCents, partnerUnit: unit.discountCents, rateBasisPoints: TAX_RATE_BASIS_POINTS[l.category], eligible: l.eligible };
      });
      const couponed = applyCoupon(inputs, o.coupon);
      const goodsAfterCoupon = couponed.lines.reduce((sum, l) => sum + l.grossCents, 0);
      const points = Math.floor((goodsAfterCoupon * o.pointsShare) / 100);
      const priced = applyPoints(couponed.lines, inputs.map((i) => i.rateBasisPoints), points);
      const goods = cartTotals(priced);
      const totals = orderTotals(goods, o.shipping, o.codFee);
      const lines = priced.map((l) => ({ quantity: l.quantity, total: cartAmounts(l) }));

      for (const l of lines) {
        expect(Number.isInteger(documentUnitCents(l))).toBe(true);
        expect(documentUnitCents(l) * l.quantity).toBe(documentLineCents(l));
      }
      const rows = documentTotals({ ...totals, coupon: couponed.coupon, points });
      const amount = (key: string) => rows.filter((r) => r.key === key).reduce((sum, r) => sum + r.sign * r.cents, 0);
      expect(lines.reduce((sum, l) => sum + documentLineCents(l), 0)).toBe(amount('goods'));
      expect(amount('goods') + amount('coupon') + amount('points') + amount('shipping') + amount('codFee')).toBe(amount('total'));
      expect(amount('net') + amount('vat')).toBe(amount('total'));
      expect(amount('total')).toBe(totals.total);
    }),
    { numRuns: 500 },
  );
});
