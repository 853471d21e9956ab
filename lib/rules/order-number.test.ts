import { formatOrderNumber, isOrderNumber, orderNumberPrefix, orderYear } from './order-number';

describe('order numbers', () => {
  it('are the partner prefix, the year and a six-digit sequence', () => {
    expect(formatOrderNumber('acme', 2026, 123)).toBe('ACM-2026-000123');
    expect(formatOrderNumber('hellas', 2027, 1)).toBe('HEL-2027-000001');
    expect(formatOrderNumber('acme', 2026, 1_234_567)).toBe('ACM-2026-1234567');
  });
  it('take the prefix from the first three letters or digits of the code', () => {
    expect(orderNumberPrefix('a-b-c-d')).toBe('ABC');
    expect(orderNumberPrefix('x9')).toBe('X9');
    expect(() => orderNumberPrefix('---')).toThrow(RangeError);
  });
  it('refuse sequences and years that cannot be numbers of an order', () => {
    expect(() => formatOrderNumber('acme', 2026, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber('acme', 2026, 1.5)).toThrow(RangeError);
    expect(() => formatOrderNumber('acme', 99, 1)).toThrow(RangeError);
  });
  it('count years in UTC', () => {
    expect(orderYear(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(orderYear(new Date('2027-01-01T01:30:00+02:00'))).toBe(2026);
  });
  it('recognise their own shape', () => {
    expect(isOrderNumber('ACM-2026-000123')).toBe(true);
    expect(isOrderNumber('acm-2026-000123')).toBe(false);
    expect(isOrderNumber('ACM-2026-12')).toBe(false);
  });
});
