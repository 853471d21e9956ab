import { formatKilograms } from './weight';

describe('formatKilograms', () => {
  it('writes kilograms with one decimal at most, rounded up, in each language', () => {
    expect(formatKilograms(1_500, 'el')).toBe('1,5');
    expect(formatKilograms(1_500, 'en')).toBe('1.5');
    expect(formatKilograms(12_000, 'en')).toBe('12');
    expect(formatKilograms(250, 'el')).toBe('0,3');
    expect(formatKilograms(2_001, 'en')).toBe('2.1');
    expect(formatKilograms(0, 'en')).toBe('0');
  });
});
