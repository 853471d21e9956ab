/**
 * The discount-quota period that contains a moment (DESIGN §5): calendar month, quarter or year,
 * in UTC. Returns ISO dates; `end` is exclusive (the first day of the next period).
 */
export type QuotaPeriod = 'month' | 'quarter' | 'year';

export function quotaPeriodBounds(period: QuotaPeriod, now: Date): { start: string; end: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const firstMonth = period === 'month' ? month : period === 'quarter' ? month - (month % 3) : 0;
  const length = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  return { start: isoDate(year, firstMonth), end: isoDate(year, firstMonth + length) };
}

function isoDate(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}
