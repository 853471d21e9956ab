/**
 * Order numbers for people (DESIGN §5): the partner's prefix, the year of the order (UTC, like the
 * quota periods) and the partner's sequence for that year, six digits at least:
 * `ACM-2026-000123`. The prefix is the first three letters or digits of the partner code, upper
 * case. Numbers are unique per partner (the sequence is per partner and year); the opaque `uid`,
 * not the number, is what links and the API use to reach an order.
 */
export const ORDER_SEQUENCE_DIGITS = 6;

export function orderNumberPrefix(partnerCode: string): string {
  const letters = partnerCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (letters.length === 0) throw new RangeError(`partner code without letters or digits: ${partnerCode}`);
  return letters.slice(0, 3);
}

export function formatOrderNumber(partnerCode: string, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`order sequence must be a whole number ≥ 1, got ${sequence}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`order year out of range: ${year}`);
  return `${orderNumberPrefix(partnerCode)}-${year}-${String(sequence).padStart(ORDER_SEQUENCE_DIGITS, '0')}`;
}

/** The year an order placed at `now` is numbered in. */
export const orderYear = (now: Date): number => now.getUTCFullYear();

/** The shape of an order number (for lookups): prefix, year, sequence. */
export const isOrderNumber = (value: string): boolean => /^[A-Z0-9]{1,3}-\d{4}-\d{6,}$/.test(value);
