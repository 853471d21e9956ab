import { approvalReasons, leftToSpend, spendingPeriodBounds } from './spending-limit';

describe('spending limits', () => {
  it('counts a calendar month or quarter', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(spendingPeriodBounds('month', now)).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(spendingPeriodBounds('quarter', now)).toEqual({ start: '2026-10-01', end: '2027-01-01' });
  });
  it('leaves the limit less what was spent, never below zero, and nothing to say without a limit', () => {
    expect(leftToSpend(100_000, 30_000)).toBe(70_000);
    expect(leftToSpend(100_000, 130_000)).toBe(0);
    expect(leftToSpend(null, 130_000)).toBeNull();
  });
  it('needs approval above the threshold, beyond the limit, or always', () => {
    const base = { totalCents: 50_000, thresholdCents: null, limitCents: null, spentCents: 0, always: false };
    expect(approvalReasons(base)).toEqual([]);
    expect(approvalReasons({ ...base, thresholdCents: 50_000 })).toEqual([]);
    expect(approvalReasons({ ...base, thresholdCents: 49_999 })).toEqual(['over_threshold']);
    expect(approvalReasons({ ...base, limitCents: 100_000, spentCents: 50_000 })).toEqual([]);
    expect(approvalReasons({ ...base, limitCents: 100_000, spentCents: 50_001 })).toEqual(['over_limit']);
    expect(approvalReasons({ ...base, thresholdCents: 1, limitCents: 1, always: true })).toEqual(['over_threshold', 'over_limit', 'always']);
  });
});
