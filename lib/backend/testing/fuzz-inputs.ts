import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz suites (issue #14 "Done when"): the jest suite over every API route
 * (fuzz.api.test.ts) and the HTTP suite over every dynamic page (e2e/fuzz-pages.spec.ts). Pure
 * fast-check arbitraries; a fixed seed makes every run send the same requests.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Path segments that are not valid UTF-8 once percent-decoded, or decode to something odd. */
export const badSegments = [
  '%FF', '%C0%AF', 'abc%C0%AF', '%E0%A4%A', '%', '%%', '%G1', '%ED%A0%80', '%ED%BF%BF', '%F4%90%80%80', '%00', 'a%00b',
  '%F0%9F%98', '%2e%2e', '..', '%2F', '%5C', '%0A', '%0D%0A', '%20', '-1', '0', '99999999999999999999', '1e3', '1.5', 'NaN',
  'x'.repeat(300), '%EF%BF%BF', '%E2%80%AE', '%F0%9F%98%80', '%CE%B1%CE%B2', "'", '%22', '%3Cscript%3E', '__proto__',
] as const;

const byte = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`);
const asciiChar = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
/** A path segment: a known bad one, random percent-escaped bytes, or random ASCII (escaped where needed). */
export const segment = fc.oneof(
  fc.constantFrom(...badSegments),
  fc.array(byte, { minLength: 1, maxLength: 6 }).map((bytes) => bytes.join('')),
  fc.string({ unit: asciiChar, minLength: 1, maxLength: 20 }).map((text) => text.replace(/[/?#%]/g, (c) => encodeURIComponent(c))),
);

/** A query string of odd keys and values (raw: escapes need not decode). */
export const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('q', 'page', 'pageSize', 'sort', 'category', 'postalCode', 'status', 'returnTo', 'lang', 't', 's', 'token', 'MerchantReference'), segment), segment), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** A header value a client can send (visible ASCII and spaces). */
export const headerValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(2000), 'null', 'undefined', '../etc', '%FF', "' OR 1=1 --"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
);

/** JSON values with odd strings: lone surrogates, NUL, bidi marks, huge numbers. */
const oddString = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'a\ud83db', '\u0000', '\u202e', '\ufeff', '😀'.repeat(50), 'x'.repeat(2000), '', ' ', '__proto__'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const oddValue = fc.oneof(oddString, fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53, 2147483648, 1.5), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}));
const fieldNames = ['email', 'password', 'partnerCode', 'rt', 'at', 'ids', 'variantId', 'quantity', 'params', 'outcome', 'firstName', 'lastName', 'orderNumber', 'lines', 'shippingMethod', 'paymentMethod', 'addressId', 'guid', 'token', 'newPassword', 'currentPassword', 'confirmPassword', 'constructor', '__proto__'];
const oddObject = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), oddString), fc.oneof(oddValue, fc.dictionary(fc.constantFrom(...fieldNames), oddValue, { maxKeys: 3 })), { maxKeys: 6 });

/** A request body as raw text: broken JSON, odd JSON, deep nesting, a huge body, lone-surrogate escapes. */
export const bodyText = (limitBytes: number) =>
  fc.oneof(
    fc.constantFrom('', '{', '{"a":', '[', 'null', 'true', '"x"', '{"a":1}}', '{"a":"\\ud800"}', '{"\\udc00":1}', '{"params":{"a":"\\ud800"}}', '{"a":"\\u0000"}', '\u0000', '{"a":1,"a":2}', '{"__proto__":{"x":1}}'),
    fc.integer({ min: 30, max: 6000 }).map((n) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`),
    fc.integer({ min: 30, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.constant(`{"a":"${'x'.repeat(limitBytes + 10)}"}`),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.json({ maxDepth: 4 }),
    oddObject.map((o) => JSON.stringify(o)),
    fc.record({ params: fc.dictionary(oddString, oddString, { maxKeys: 40 }), outcome: oddValue }).map((o) => JSON.stringify(o)),
  );

export const contentType = fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/vnd.api+json', 'multipart/form-data; boundary=x', 'application/jsonx', '', ';;;');

/** Fills each `:param` of a route path with a hostile segment. */
export const fillPath = (path: string, values: string[]): string => {
  let i = 0;
  return path.replace(/:([A-Za-z]+)/g, () => values[i++ % Math.max(values.length, 1)] ?? '1');
};

/**
 * Values for a route's own query parameters (issue #44 item 4): text with NUL, controls,
 * noncharacters and lone surrogates (as raw escapes), impossible and edge days, over-long text,
 * and ordinary values that reach the handler.
 */
export const filterValue = fc.oneof(
  segment,
  fc.constantFrom(
    '9999-99-99', '2026-02-30', '2024-02-29', '0000-00-00', '1899-12-31', '2999-12-31', '2026-01-01T00:00', 'acme', 'hellas', 'ACME', 'Pending', 'Requested',
    'active', 'order', 'a%00b', '%00', '%EF%BF%BE', '%EF%BF%BF', '%EF%B7%90', '%F0%9F%BF%BE', '%ED%A0%80', '%C2%85', '%1B', '%7F', '%09', 'a,b,,%00', 'x'.repeat(8001), '1', '-1', '2147483648',
  ),
);

/** The query parameters a route's schema names (a strict object's keys), for its fuzzed queries. */
export function queryKeysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A query string over a route's own parameters (and some others), with hostile and ordinary values. */
export const queryFor = (keys: readonly string[]) =>
  fc
    .array(fc.tuple(fc.oneof({ arbitrary: fc.constantFrom(...(keys.length ? keys : ['q'])), weight: 4 }, fc.constantFrom('q', 'page', 'pageSize', 'lang', 'from', 'to'), segment), filterValue), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Requests per status of a fuzz suite, printed at its end for the issue's closing note. */
export function statusTally(label: string) {
  const counts = new Map<number, number>();
  return {
    add: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    fiveHundreds: () => [...counts].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0),
    summary: () => `${label}: ${[...counts.values()].reduce((a, b) => a + b, 0)} requests; ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status} × ${n}`).join(', ')}`,
  };
}
