/**
 * One `Idempotency-Key` per checkout attempt: generated when an order body is first sent, and
 * reused for as long as the same body is sent again (a double click, a retry after a network
 * drop, a reload and retry), so the server places the order at most once. A different body (a
 * changed choice, or a new total after `price_changed`) is a new attempt with a new key. The key
 * is dropped once the order is placed.
 */
export type OrderAttempt = { key: string; fingerprint: string };

/** The body as a stable string (object keys sorted), so the same choices always match. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The attempt for this body: the previous one when the body is the same, else a new key. */
export function attemptFor(previous: OrderAttempt | undefined, body: unknown, newKey: () => string = newIdempotencyKey): OrderAttempt {
  const fingerprint = fingerprintOf(body);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
