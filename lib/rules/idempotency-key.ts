/**
 * `Idempotency-Key` of POST /Orders (DESIGN §8): 8–100 characters of [A-Za-z0-9_-] (a UUID or
 * any random token the client keeps for one checkout attempt). A key is remembered with a digest
 * of its request; the same key with the same request is answered as the first time, with another
 * request it is refused. Two requests are the same when their JSON is equal after parsing:
 * object key order and whitespace do not matter, array order does.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const isValidIdempotencyKey = (key: string | undefined | null): key is string =>
  typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key);

/** JSON with object keys sorted at every level (undefined members left out, as JSON.stringify does). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
