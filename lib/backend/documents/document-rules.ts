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

/**
 * The order's totals as it recorded them, every one of them, in reading order: the goods (after the
 * discounts), the discount and the coupon's discount they include (the coupon only when the order
 * had one, issue #18 item 4), the redeemed loyalty points' value (when any, item 5), shipping and the cash-on-delivery fee, then net value and VAT of the
 * whole order, which add up to its total.
 */
export const TOTAL_ROWS: readonly TotalKey[] = ['goods', 'discount', 'coupon', 'points', 'shipping', 'codFee', 'net', 'vat', 'total'];

export const totalRows = (totals: Order['totals']): [TotalKey, number][] =>
  TOTAL_ROWS.filter((key) => (key !== 'coupon' && key !== 'points') || totals[key] > 0).map((key) => [key, totals[key]]);

/** The document's date: the day the order was placed, in Greece (where the shop invoices), as dd/mm/yyyy. */
export function documentDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
