import type { CartAmounts, CartTotals } from '@/lib/contract/cart';
import { sumLines, type LineTotals, type UnitPrice } from './pricing';

/**
 * Cart totals (SPEC §2: net value, VAT, discount, total) over priced lines, built on the pricing
 * rules: every line is `lineTotals(unitPrice, quantity)`, the cart is their sum, so the total is
 * exactly the sum of what the lines show and net + VAT = total. A coupon (lib/coupons/
 * apply-coupon.ts) and redeemed points (lib/loyalty/redeem-points.ts) lower their lines' gross:
 * list − discount − coupon − points = total.
 */

/** A unit price or a line total in the contract's shape. */
export function cartAmounts(price: UnitPrice | LineTotals): CartAmounts {
  return { net: price.netCents, vat: price.vatCents, gross: price.grossCents, listGross: price.listGrossCents, discount: price.discountCents };
}

export function cartTotals(lines: readonly (LineTotals & { coupon?: number; points?: number })[]): CartTotals & { itemCount: number } {
  const sum = sumLines(lines);
  return {
    net: sum.netCents,
    vat: sum.vatCents,
    discount: sum.discountCents,
    coupon: lines.reduce((total, line) => total + (line.coupon ?? 0), 0),
    points: lines.reduce((total, line) => total + (line.points ?? 0), 0),
    total: sum.grossCents,
    listTotal: sum.listGrossCents,
    itemCount: sum.quantity,
  };
}
