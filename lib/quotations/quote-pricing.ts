import { divideRounded, TAX_RATE_BASIS_POINTS, type ProductTaxCategory, type UnitPrice } from '@/lib/rules/pricing';

/**
 * A quoted line's price (issue #18 item 3). Staff quote a gross unit price; net and VAT are taken
 * out of it as lib/rules/pricing does for every price (per unit, rounded half away from zero, so
 * a line is `quantity ×` its unit and net + VAT = gross on every line). The discount shown is what
 * the quote takes off the list price the quote was requested at; a line quoted below that list
 * price is "discounted", so its units count against the customer's discount quota like the
 * partner's discount does (the quota limits how much a customer buys below list price).
 */
export type QuotedLineInput = { listGrossCents: number; quotedGrossCents: number; taxCategory: ProductTaxCategory };

export function quotedUnitPrice(input: QuotedLineInput): UnitPrice {
  const { listGrossCents, quotedGrossCents } = input;
  const problem = quotedPriceProblem(quotedGrossCents, listGrossCents);
  if (problem) throw new RangeError(`${problem}: quoted ${quotedGrossCents}, list ${listGrossCents}`);
  const rate = TAX_RATE_BASIS_POINTS[input.taxCategory];
  const netCents = divideRounded(quotedGrossCents * 10_000, 10_000 + rate);
  const discountCents = listGrossCents - quotedGrossCents;
  return { netCents, vatCents: quotedGrossCents - netCents, grossCents: quotedGrossCents, listGrossCents, discountCents, discounted: discountCents > 0 };
}

/** Why staff may not quote `quoted` on a line listed at `list` (both gross cents): more than 0, at most the list price. */
export function quotedPriceProblem(quoted: number, list: number): 'quote_price_invalid' | 'quote_price_above_list' | null {
  if (!Number.isSafeInteger(quoted) || quoted <= 0) return 'quote_price_invalid';
  if (quoted > list) return 'quote_price_above_list';
  return null;
}

/** Whether the cart holds exactly the quote's lines (the same variants, the same quantities). */
export function sameLines(cart: readonly { variantId: number; quantity: number }[], quote: readonly { variantId: number; quantity: number }[]): boolean {
  if (cart.length !== quote.length) return false;
  const wanted = new Map(quote.map((line) => [line.variantId, line.quantity]));
  return cart.every((line) => wanted.get(line.variantId) === line.quantity) && wanted.size === cart.length;
}
