/**
 * What a credit note credits (issue #47 item 2, decision 0067), in cents: a received return its
 * lines' share, a cancellation or a refund what is left of the sale after the earlier credits.
 * Never more than is left, never below zero: the credits of a document add up to at most the
 * document. Pure.
 */
export type FiscalAmounts = { net: number; vat: number; total: number };

export const ZERO_AMOUNTS: FiscalAmounts = { net: 0, vat: 0, total: 0 };

/** The sale less what its credit notes credited so far (never below zero). */
export function remainderOf(sale: FiscalAmounts, credited: readonly FiscalAmounts[]): FiscalAmounts {
  const used = credited.reduce((sum, c) => ({ net: sum.net + c.net, vat: sum.vat + c.vat, total: sum.total + c.total }), ZERO_AMOUNTS);
  const net = Math.max(0, sale.net - used.net);
  const vat = Math.max(0, sale.vat - used.vat);
  return { net, vat, total: net + vat };
}

/**
 * The returned units' share of their lines (each line's net and VAT in proportion to the units
 * returned, rounded to the cent; a whole line returned is its whole amount).
 */
export function returnedAmounts(lines: readonly { quantity: number; total: { net: number; vat: number }; returned: number }[]): FiscalAmounts {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    if (line.returned <= 0 || line.quantity <= 0) continue;
    const units = Math.min(line.returned, line.quantity);
    net += Math.round((line.total.net * units) / line.quantity);
    vat += Math.round((line.total.vat * units) / line.quantity);
  }
  return { net, vat, total: net + vat };
}

/** `amounts`, but no more than `remainder` (a credit never takes the document below zero). */
export function cappedAt(amounts: FiscalAmounts, remainder: FiscalAmounts): FiscalAmounts {
  const net = Math.min(amounts.net, remainder.net);
  const vat = Math.min(amounts.vat, remainder.vat);
  return { net, vat, total: net + vat };
}

export const isNothing = (amounts: FiscalAmounts): boolean => amounts.total <= 0;
