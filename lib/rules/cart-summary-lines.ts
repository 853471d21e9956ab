import type { CartTotals } from '@/lib/contract/cart';
import { freeDelivery } from './free-delivery';
import { totalsLines, type TotalsLines } from './totals-lines';

/**
 * The cart summary's lines (issue #46): the cart's totals as the checkout shows an order's — list
 * value, partner discount, coupon, points, shipping, total, then "of which net / VAT" — so that
 * list − discount − coupon − points = total and net + VAT = total, to the cent. Shipping is known
 * in the cart only once the goods reach the free-delivery threshold (every method is free then,
 * lib/rules/checkout-options.ts `shippingCost`); before that it is computed at checkout, and the
 * total is the goods' total.
 */
export function cartSummaryLines(totals: CartTotals, freeDeliveryThreshold: number): TotalsLines {
  const free = totals.total > 0 && freeDelivery(totals.total, freeDeliveryThreshold).reached;
  return totalsLines({
    listTotal: totals.listTotal,
    discount: totals.discount,
    coupon: totals.coupon,
    points: totals.points,
    shipping: free ? 0 : null,
    codFee: 0,
    total: totals.total,
    net: totals.net,
    vat: totals.vat,
  });
}
