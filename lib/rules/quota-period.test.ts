import { quotaPeriodBounds } from './quota-period';

describe('quotaPeriodBounds', () => {
  const at = (iso: string) => new Date(iso);
  it('months run from the first to the first of the next month', () => {
    expect(quotaPeriodBounds('month', at('2026-11-22T10:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(quotaPeriodBounds('month', at('2026-12-31T23:59:59Z'))).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });
  it('quarters start in January, April, July and October', () => {
    expect(quotaPeriodBounds('quarter', at('2026-02-10T00:00:00Z'))).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(quotaPeriodBounds('quarter', at('2026-11-22T00:00:00Z'))).toEqual({ start: '2026-10-01', end: '2027-01-01' });
  });
  it('years are calendar years', () => {
    expect(quotaPeriodBounds('year', at('2026-06-15T00:00:00Z'))).toEqual({ start: '2026-01-01', end: '2027-01-01' });
  });
  it('uses UTC, not the local zone', () => {
    expect(quotaPeriodBounds('month', at('2026-10-31T23:30:00-02:00'))).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });
});
