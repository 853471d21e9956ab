import { BACKOFF_MAX_MS, backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it('starts at 0.5 s and doubles', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt))).toEqual([500, 1000, 2000, 4000, 8000, 15_000]);
  });

  it('never exceeds 15 s, however many attempts', () => {
    expect(BACKOFF_MAX_MS).toBe(15_000);
    for (const attempt of [6, 10, 100, 1e6, Number.MAX_SAFE_INTEGER, Infinity]) expect(backoffDelayMs(attempt)).toBe(15_000);
  });

  it('treats a negative or invalid attempt as the first', () => {
    expect(backoffDelayMs(-3)).toBe(500);
    expect(backoffDelayMs(NaN)).toBe(500);
  });

  it('honours other bounds', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, 100, 250))).toEqual([100, 200, 250, 250]);
  });
});
