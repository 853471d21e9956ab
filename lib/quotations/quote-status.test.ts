import { customerActions, decideQuote, quoteValid, type QuoteState } from './quote-status';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date(now.getTime() + 86_400_000);
const earlier = new Date(now.getTime() - 1);
const q = (status: QuoteState['status'], validUntil: Date | null = later, orderId: number | null = null): QuoteState => ({ status, validUntil, orderId });

describe('decideQuote', () => {
  it('staff revise a Pending or Revisioned quote, never an Accepted or Declined one', () => {
    expect(decideQuote(q('Pending', null), 'revise', now)).toEqual({ ok: true, next: 'Revisioned' });
    expect(decideQuote(q('Revisioned'), 'revise', now)).toEqual({ ok: true, next: 'Revisioned' });
    expect(decideQuote(q('Revisioned', earlier), 'revise', now)).toEqual({ ok: true, next: 'Revisioned' });
    expect(decideQuote(q('Accepted'), 'revise', now)).toEqual({ ok: false, error: 'quote_status_conflict' });
    expect(decideQuote(q('Declined'), 'revise', now)).toEqual({ ok: false, error: 'quote_status_conflict' });
  });

  it('staff decline Pending and Revisioned quotes only', () => {
    expect(decideQuote(q('Pending'), 'staffDecline', now)).toEqual({ ok: true, next: 'Declined' });
    expect(decideQuote(q('Revisioned'), 'staffDecline', now)).toEqual({ ok: true, next: 'Declined' });
    expect(decideQuote(q('Accepted'), 'staffDecline', now).ok).toBe(false);
    expect(decideQuote(q('Declined'), 'staffDecline', now).ok).toBe(false);
  });

  it('the customer accepts a Revisioned quote until its validity ends, and declines a Revisioned one', () => {
    expect(decideQuote(q('Revisioned'), 'accept', now)).toEqual({ ok: true, next: 'Accepted' });
    expect(decideQuote(q('Revisioned', now), 'accept', now)).toEqual({ ok: true, next: 'Accepted' });
    expect(decideQuote(q('Revisioned', earlier), 'accept', now)).toEqual({ ok: false, error: 'quote_expired' });
    expect(decideQuote(q('Pending'), 'accept', now)).toEqual({ ok: false, error: 'quote_status_conflict' });
    expect(decideQuote(q('Accepted'), 'accept', now).ok).toBe(false);
    expect(decideQuote(q('Revisioned'), 'customerDecline', now)).toEqual({ ok: true, next: 'Declined' });
    expect(decideQuote(q('Revisioned', earlier), 'customerDecline', now).ok).toBe(true);
    expect(decideQuote(q('Pending'), 'customerDecline', now).ok).toBe(false);
    expect(decideQuote(q('Accepted'), 'customerDecline', now).ok).toBe(false);
  });

  it('an Accepted quote is ordered once, while it is valid', () => {
    expect(decideQuote(q('Accepted'), 'order', now)).toEqual({ ok: true, next: 'Accepted' });
    expect(decideQuote(q('Accepted', later, 7), 'order', now)).toEqual({ ok: false, error: 'quote_ordered' });
    expect(decideQuote(q('Accepted', earlier), 'order', now)).toEqual({ ok: false, error: 'quote_expired' });
    expect(decideQuote(q('Revisioned'), 'order', now)).toEqual({ ok: false, error: 'quote_status_conflict' });
  });
});

describe('quoteValid and customerActions', () => {
  it('a quote without a validity date is not valid; the last instant still is', () => {
    expect(quoteValid({ validUntil: null }, now)).toBe(false);
    expect(quoteValid({ validUntil: now }, now)).toBe(true);
    expect(quoteValid({ validUntil: earlier }, now)).toBe(false);
  });
  it('offers the buttons the transitions allow', () => {
    expect(customerActions(q('Pending', null), now)).toEqual({ accept: false, decline: false, order: false });
    expect(customerActions(q('Revisioned'), now)).toEqual({ accept: true, decline: true, order: false });
    expect(customerActions(q('Revisioned', earlier), now)).toEqual({ accept: false, decline: true, order: false });
    expect(customerActions(q('Accepted'), now)).toEqual({ accept: false, decline: false, order: true });
    expect(customerActions(q('Accepted', later, 3), now)).toEqual({ accept: false, decline: false, order: false });
  });
});
