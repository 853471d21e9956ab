import type { QuotationStatus } from '@/lib/contract/enums';

/**
 * Quotation status transitions (issue #18 item 3; SPEC §4 names the statuses, not the moves).
 * A customer requests a quote (Pending); staff revise it with their prices and a validity date
 * (Revisioned, again as often as they like until it is accepted) or decline it (Declined); the
 * customer accepts a Revisioned quote before its validity ends (Accepted) or declines it
 * (Declined). An Accepted quote is ordered once; Declined is final.
 */
export type QuoteAction = 'revise' | 'staffDecline' | 'accept' | 'customerDecline' | 'order';

export type QuoteState = {
  status: QuotationStatus;
  validUntil: Date | null;
  /** Set once the quote was ordered. */
  orderId: number | null;
};

/** Why an action is refused: the API's error key (409 unless `quote_not_found`). */
export type QuoteRefusal = 'quote_status_conflict' | 'quote_expired' | 'quote_ordered';

export type QuoteDecision = { ok: true; next: QuotationStatus } | { ok: false; error: QuoteRefusal };

/** Whether the quote's prices still hold at `now` (the validity date is the last instant). */
export const quoteValid = (quote: Pick<QuoteState, 'validUntil'>, now: Date): boolean =>
  quote.validUntil !== null && now.getTime() <= quote.validUntil.getTime();

const refuse = (error: QuoteRefusal): QuoteDecision => ({ ok: false, error });

export function decideQuote(quote: QuoteState, action: QuoteAction, now: Date): QuoteDecision {
  const { status } = quote;
  switch (action) {
    case 'revise':
      return status === 'Pending' || status === 'Revisioned' ? { ok: true, next: 'Revisioned' } : refuse('quote_status_conflict');
    case 'staffDecline':
      return status === 'Pending' || status === 'Revisioned' ? { ok: true, next: 'Declined' } : refuse('quote_status_conflict');
    case 'customerDecline':
      return status === 'Revisioned' ? { ok: true, next: 'Declined' } : refuse('quote_status_conflict');
    case 'accept':
      if (status !== 'Revisioned') return refuse('quote_status_conflict');
      return quoteValid(quote, now) ? { ok: true, next: 'Accepted' } : refuse('quote_expired');
    case 'order':
      if (status !== 'Accepted') return refuse('quote_status_conflict');
      if (quote.orderId !== null) return refuse('quote_ordered');
      return quoteValid(quote, now) ? { ok: true, next: 'Accepted' } : refuse('quote_expired');
  }
}

/** What the customer may do now (the storefront shows these buttons). */
export function customerActions(quote: QuoteState, now: Date): { accept: boolean; decline: boolean; order: boolean } {
  return {
    accept: decideQuote(quote, 'accept', now).ok,
    decline: decideQuote(quote, 'customerDecline', now).ok,
    order: decideQuote(quote, 'order', now).ok,
  };
}
