import { Languages, type Language } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';

/**
 * The rules of an order's document (issue #18 item 6): its language, date and the amounts it
 * lists (its kind and file name: lib/orders/order-document.ts). Pure; the PDF is drawn from them
 * in render-pdf.ts.
 */

/** The language asked for (`?lang=`), else the order's own; an unknown stored language falls back to Greek. */
export function documentLanguage(requested: Language | undefined, orderLanguage: string): Language {
  if (requested) return requested;
  return (Languages as readonly string[]).includes(orderLanguage) ? (orderLanguage as Language) : 'el';
}

export type TotalKey = keyof Order['totals'];

/** A total as the document prints it: `sign` -1 for what is taken off the goods above it. */
export type DocumentTotal = { key: TotalKey; cents: number; sign: 1 | -1 };

/**
 * The order's totals in reading order, so that the document adds up as it is read (issue #47: a
 * receipt with points printed the goods after the points and the points again under them): the
 * goods at the lines' amounts (after the partner's discount, before the coupon and the points), the
 * discount they include, the coupon's and the points' value taken off (only when the order had
 * them, issue #18 items 4 and 5), shipping and the cash-on-delivery fee, then net value and VAT of
 * the whole order, which add up to its total: goods − coupon − points + shipping + fee = total.
 */
export function documentTotals(totals: Order['totals']): DocumentTotal[] {
  const row = (key: TotalKey, cents: number, sign: 1 | -1 = 1): DocumentTotal => ({ key, cents, sign });
  return [
    row('goods', totals.goods + totals.coupon + totals.points),
    row('discount', totals.discount),
    ...(totals.coupon > 0 ? [row('coupon', totals.coupon, -1)] : []),
    ...(totals.points > 0 ? [row('points', totals.points, -1)] : []),
    row('shipping', totals.shipping),
    row('codFee', totals.codFee),
    row('net', totals.net),
    row('vat', totals.vat),
    row('total', totals.total),
  ];
}

/**
 * A line's amount on the document: its units at their price before the order's coupon and points
 * (list less the partner's discount as the coupon's policy left it: a coupon that replaces the
 * partner's discount leaves the list price), which the totals then take off. Whole cents per unit:
 * the partner's part is per unit or none.
 */
export const documentLineCents = (line: Pick<Order['lines'][number], 'total'>): number => line.total.listGross - line.total.discount;

/** A line's unit price on the document, so that quantity × unit price = its amount. */
export const documentUnitCents = (line: Pick<Order['lines'][number], 'total' | 'quantity'>): number => documentLineCents(line) / line.quantity;

/** The document's date: the day the order was placed, in Greece (where the shop invoices), as dd/mm/yyyy. */
export function documentDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
