/**
 * The lines of an amounts summary, laid out so that they add up on screen (issue #16 item 6, issue
 * #46: a business buyer reconciles them): the goods at list prices, less the partner discount, the
 * coupon and the redeemed points, plus shipping and the cash-on-delivery fee, make the total; the
 * total is then split into "of which net value / VAT". Money is integer cents. Used by the cart
 * summary (lib/rules/cart-summary-lines.ts) and the checkout, confirmation and order pages
 * (components/checkout/totals-list.tsx), so every page shows the same sums.
 */
export type TotalsInput = {
  /** The goods before the partner discount; derived from the rest when not given. */
  listTotal?: number;
  discount: number;
  coupon?: number;
  points?: number;
  /** Null while the shipping cost is not known yet (nothing chosen, or the cart before checkout). */
  shipping: number | null;
  codFee: number;
  total: number;
  net: number;
  vat: number;
};

export type TotalsLineName = 'subtotal' | 'discount' | 'coupon' | 'points' | 'shipping' | 'codFee' | 'total' | 'net' | 'vat';
/** `sign`: how the line counts towards the total (−1 taken off, +1 added, 0 the total itself or a part of it). */
export type TotalsLine = { name: TotalsLineName; cents: number; sign: -1 | 0 | 1; known: boolean };
export type TotalsLines = { sum: TotalsLine[]; parts: TotalsLine[] };

const line = (name: TotalsLineName, cents: number, sign: TotalsLine['sign'], known = true): TotalsLine => ({ name, cents, sign, known });

/**
 * The summary's lines: list value, discount (always shown, 0 without one), coupon and points (only
 * when they take something off), shipping (always shown; unknown until chosen), the COD fee (only
 * when charged), total; then net and VAT.
 */
export function totalsLines(input: TotalsInput): TotalsLines {
  const coupon = input.coupon ?? 0;
  const points = input.points ?? 0;
  const shipping = input.shipping ?? 0;
  const subtotal = input.listTotal ?? input.total - shipping - input.codFee + input.discount + coupon + points;
  const sum = [
    line('subtotal', subtotal, 1),
    line('discount', input.discount, -1),
    ...(coupon > 0 ? [line('coupon', coupon, -1)] : []),
    ...(points > 0 ? [line('points', points, -1)] : []),
    line('shipping', shipping, 1, input.shipping !== null),
    ...(input.codFee > 0 ? [line('codFee', input.codFee, 1)] : []),
    line('total', input.total, 0),
  ];
  return { sum, parts: [line('net', input.net, 0), line('vat', input.vat, 0)] };
}

/**
 * How far the lines are from adding up, in cents (0 and 0 when they do): the signed lines against
 * the total, and net + VAT against the total.
 */
export function totalsGaps(lines: TotalsLines): { sum: number; parts: number } {
  const total = lines.sum.find((l) => l.name === 'total')?.cents ?? 0;
  const signed = lines.sum.reduce((acc, l) => acc + l.sign * l.cents, 0);
  const parts = lines.parts.reduce((acc, l) => acc + l.cents, 0);
  return { sum: signed - total, parts: parts - total };
}
