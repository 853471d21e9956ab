/**
 * Where a retention period ends (issue #49 item 3, decision 0097): a row whose moment (its end, its
 * creation: lib/config/retention.ts says which) is before the cutoff is past its period and goes;
 * a row at the cutoff or after it stays. Days are 24-hour UTC days counted back from `now`: no
 * time zone, no calendar (a retention period is a length of time, not a date in Athens).
 */
export const DAY_MS = 86_400_000;

export function retentionCutoff(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`a retention period is a whole number of days ≥ 1 (got ${days})`);
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The cutoff of the throttling counters (rate_limits): the retention period, or the throttling
 * window when it is longer (AUTH_RATE_LIMIT_WINDOW_SECONDS has no upper bound): a window still
 * counting is never dropped, so deleting rows never lifts a limit early.
 */
export function rateLimitCutoff(now: Date, days: number, longestWindowSeconds: number): Date {
  const byPeriod = retentionCutoff(now, days);
  const byWindow = new Date(now.getTime() - longestWindowSeconds * 1000);
  return byWindow < byPeriod ? byWindow : byPeriod;
}
