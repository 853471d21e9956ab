import { formatMoney, formatThresholdAmount } from './money';

const intl = (cents: number, lang: string) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('formatMoney', () => {
  const samples = [0, 1, 5, 99, 100, 1234, 99_999, 100_000, 123_450, 999_999, 123_456_789, 100_000_000_00, -1, -1230, -123_456_7];
  it.each(['el', 'en'] as const)('writes what Intl writes in %s', (lang) => {
    for (const cents of samples) expect(formatMoney(cents, lang)).toBe(intl(cents, lang));
    for (let cents = -100_000; cents <= 50_000_000; cents += 9_973) expect(formatMoney(cents, lang)).toBe(intl(cents, lang));
  });

  it('uses the languages’ separators and a no-break space before the Greek euro sign', () => {
    expect(formatMoney(123_450, 'el')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123_450, 'en')).toBe('€1,234.50');
    expect(formatMoney(-5, 'en')).toBe('-€0.05');
  });
});

describe('a threshold in a sentence', () => {
  it('whole euros without decimals, other amounts with both cent digits, grouped as the language groups', () => {
    expect(formatThresholdAmount(10_000, 'en')).toBe('100');
    expect(formatThresholdAmount(4_950, 'en')).toBe('49.50');
    expect(formatThresholdAmount(4_950, 'el')).toBe('49,50');
    expect(formatThresholdAmount(4_905, 'el')).toBe('49,05');
    expect(formatThresholdAmount(123_456_700, 'en')).toBe('1,234,567');
    expect(formatThresholdAmount(123_456_789, 'el')).toBe('1.234.567,89');
    expect(formatThresholdAmount(0, 'en')).toBe('0');
  });
});
