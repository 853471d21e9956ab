/** Bounded exponential backoff for reopening the database (issue #14 item 16). */
export const BACKOFF_INITIAL_MS = 500;
export const BACKOFF_MAX_MS = 15_000;

/** Delay before retry number `attempt` (0-based): 0.5 s, 1 s, 2 s, … doubling, capped at 15 s. */
export function backoffDelayMs(attempt: number, initialMs = BACKOFF_INITIAL_MS, maxMs = BACKOFF_MAX_MS): number {
  if (Number.isNaN(attempt) || attempt <= 0) return Math.min(initialMs, maxMs);
  // 2^attempt overflows to Infinity for large attempts; the cap keeps the answer finite.
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 40));
}

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;
