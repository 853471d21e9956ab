import { bilingualLine } from './bilingual-line';

describe("an English order's document label", () => {
  it('prints a shared value once, after both labels', () => {
    expect(bilingualLine('Αρ. ACM-2026-000042', 'No. ACM-2026-000042', { number: 'ACM-2026-000042' })).toBe('Αρ. / No. ACM-2026-000042');
    expect(bilingualLine('Ημερομηνία: 22/11/2026', 'Date: 22/11/2026', { date: '22/11/2026' })).toBe('Ημερομηνία / Date: 22/11/2026');
    expect(bilingualLine('ΜΑΡΚ: 400000000000042', 'MARK: 400000000000042', { mark: '400000000000042' })).toBe('ΜΑΡΚ / MARK: 400000000000042');
  });

  it('keeps both lines whole when the value is not at the end of both, differs, or there is none', () => {
    expect(bilingualLine('Σύνολο', 'Total')).toBe('Σύνολο / Total');
    expect(bilingualLine('ΦΠΑ 24% επί 102,82 €', 'VAT 24% on €102.82', { rate: 24, net: '102,82 €' })).toBe('ΦΠΑ 24% επί 102,82 € / VAT 24% on €102.82');
    expect(bilingualLine('Παραγγελία ACM-1 του καταστήματος', 'Order ACM-1 of the shop', { number: 'ACM-1' })).toBe('Παραγγελία ACM-1 του καταστήματος / Order ACM-1 of the shop');
    expect(bilingualLine('ACM-1', 'ACM-1', { number: 'ACM-1' })).toBe('ACM-1 / ACM-1');
  });
});
