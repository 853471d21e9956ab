import type { StaffQuote } from '@/lib/contract/quotations';
import { quoteFieldOf, quoteValuesOf, readQuoteForm, toReviseRequest } from './quote-form';

const line = (variantId: number, requested: number, quoted: number | null) => ({ variantId, productId: 1, code: 'P1', eurl: 'p1', name: 'Shirt', color: 'red' as const, size: 'M', picture: '/x.jpg', quantity: 2, listUnitGross: 2000, requestedUnitGross: requested, quotedUnitGross: quoted });
const quote = (changes: Partial<StaffQuote> = {}): StaffQuote =>
  ({ id: 1, uid: 'u', status: 'Pending', validUntil: null, staffNote: null, comment: null, lines: [line(7, 1700, null), line(9, 1250, null)], ...changes }) as StaffQuote;

describe('the console quote form', () => {
  it('starts from the requested prices and a default validity, or from the last revision', () => {
    expect(quoteValuesOf(quote(), '2026-12-01T18:00')).toEqual({ prices: { '7': '17.00', '9': '12.50' }, validUntil: '2026-12-01T18:00', note: '' });
    const revised = quote({ status: 'Revisioned', validUntil: '2026-12-05T10:00:00.000Z', staffNote: 'ok', lines: [line(7, 1700, 1505)] });
    expect(quoteValuesOf(revised, 'x')).toEqual({ prices: { '7': '15.05' }, validUntil: '2026-12-05T12:00', note: 'ok' });
  });

  it('reads the form and makes the request in cents and an instant; text that is no price goes as typed', () => {
    const form = new FormData();
    form.set('price-7', '15,5');
    form.set('price-9', 'cheap');
    form.set('validUntil', '2026-07-01T10:00');
    form.set('note', ' ');
    const values = readQuoteForm(form, [7, 9]);
    expect(toReviseRequest(values)).toEqual({ action: 'revise', validUntil: '2026-07-01T07:00:00.000Z', lines: [{ variantId: 7, quotedUnitGross: 1550 }, { variantId: 9, quotedUnitGross: 'cheap' }] });
  });

  it("maps the API's fields to the form's", () => {
    const fieldOf = quoteFieldOf({ prices: { '7': '1', '9': '2' }, validUntil: '', note: '' });
    expect([fieldOf('lines.1.quotedUnitGross'), fieldOf('lines.0'), fieldOf('lines.5.quotedUnitGross'), fieldOf('validUntil'), fieldOf('lines')]).toEqual(['price-9', 'price-7', undefined, 'validUntil', undefined]);
  });
});
