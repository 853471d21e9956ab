import { bulkChangeOf, readBulkForm } from './bulk-edit';

describe('bulk edit', () => {
  it('reads a price in euros, a percentage with a comma or a sign, a stock in units', () => {
    expect(bulkChangeOf({ kind: 'setPrice', value: '12,50' })).toEqual({ kind: 'setPrice', priceCents: 1250 });
    expect(bulkChangeOf({ kind: 'percent', value: '-10' })).toEqual({ kind: 'percent', percent: -10 });
    expect(bulkChangeOf({ kind: 'percent', value: '5,25 %' })).toEqual({ kind: 'percent', percent: 5.25 });
    expect(bulkChangeOf({ kind: 'setStock', value: '40' })).toEqual({ kind: 'setStock', stock: 40 });
  });

  it('refuses what is not a value of its kind (the form says what it takes)', () => {
    for (const [kind, value] of [['setPrice', 'cheap'], ['percent', '-95'], ['percent', '0'], ['percent', '1.234'], ['setStock', '-1'], ['setStock', '2.5'], ['other', '1']]) {
      expect(bulkChangeOf({ kind: kind!, value: value! })).toBeUndefined();
    }
  });

  it("keeps the list's filters that are set, and nothing else", () => {
    const form = new FormData();
    for (const [k, v] of [['kind', 'percent'], ['value', '5'], ['q', ' boots '], ['status', ''], ['stock', 'low'], ['page', '3'], ['partner', 'acme']]) form.set(k!, v!);
    expect(readBulkForm(form)).toEqual({ kind: 'percent', value: '5', filter: { q: 'boots', stock: 'low' } });
  });
});
