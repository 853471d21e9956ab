import { DAY_MS, rateLimitCutoff, retentionCutoff } from './retention-cutoff';

const now = new Date('2026-11-22T10:00:00Z');

describe('retentionCutoff', () => {
  it('counts whole 24-hour days back from now, in UTC', () => {
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(retentionCutoff(now, 90).toISOString()).toBe('2026-08-24T10:00:00.000Z');
    expect(retentionCutoff(now, 1827).getTime()).toBe(now.getTime() - 1827 * DAY_MS);
  });

  it('ignores Greek summer time: across the last Sunday of October a day is still 24 hours', () => {
    expect(retentionCutoff(new Date('2026-10-26T12:00:00Z'), 2).toISOString()).toBe('2026-10-24T12:00:00.000Z');
  });

  it('refuses a period that is not a whole number of days of at least one', () => {
    for (const days of [0, -1, 1.5, Number.NaN]) expect(() => retentionCutoff(now, days)).toThrow(RangeError);
  });
});

describe('rateLimitCutoff', () => {
  it('is the period when the longest window is shorter', () => {
    expect(rateLimitCutoff(now, 1, 15 * 60)).toEqual(retentionCutoff(now, 1));
  });

  it('is the start of the longest window when that is longer than the period', () => {
    expect(rateLimitCutoff(now, 1, 3 * 86_400).toISOString()).toBe('2026-11-19T10:00:00.000Z');
  });
});
