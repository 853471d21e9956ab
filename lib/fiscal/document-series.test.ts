import { InvoiceTypes } from './mydata-codes';
import { documentLabel, FISCAL_SERIES, fiscalYear, isGapless } from './document-series';

describe('fiscal document series', () => {
  it('gives each document type its own series', () => {
    const series = Object.values(FISCAL_SERIES);
    expect(new Set(series).size).toBe(series.length);
    expect(FISCAL_SERIES[InvoiceTypes.retailReceipt]).toBe('ΑΛΠ');
    expect(FISCAL_SERIES[InvoiceTypes.salesInvoice]).toBe('ΤΠ');
  });

  it('counts the year as Athens does, summer and winter', () => {
    expect(fiscalYear(new Date('2026-12-31T21:59:59Z'))).toBe(2026); // 23:59:59 EET
    expect(fiscalYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027); // 00:30 EET on 1 January
    expect(fiscalYear(new Date('2027-06-30T23:00:00Z'))).toBe(2027);
    expect(() => fiscalYear(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('names a document by series, year and number', () => {
    expect(documentLabel({ series: 'ΑΛΠ', year: 2026, number: 42 })).toBe('ΑΛΠ 2026/42');
    expect(() => documentLabel({ series: 'ΑΛΠ', year: 2026, number: 0 })).toThrow(RangeError);
    expect(() => documentLabel({ series: 'ΑΛΠ', year: 2026, number: 1.5 })).toThrow(RangeError);
  });

  it('tells a gapless run from one with a gap or a repeat', () => {
    expect(isGapless([3, 1, 2])).toBe(true);
    expect(isGapless([])).toBe(true);
    expect(isGapless([1, 3])).toBe(false);
    expect(isGapless([1, 2, 2])).toBe(false);
    expect(isGapless([2, 3])).toBe(false);
  });
});
