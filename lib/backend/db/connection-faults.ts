/**
 * Which database errors mean "the database is not there" (issue #14 items 16–17) rather than "this
 * query is wrong": the former answer 503 with Retry-After and mark the database as lost; the
 * latter stay ordinary 500s. Pure: looks only at the error (and its causes) it is given.
 */

/** Socket-level failures (node:net, DNS) seen by node-postgres. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (admin/crash shutdown,
 * cannot connect now), 53300 (too many connections).
 */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** node-postgres and PGlite messages for a lost or closed connection (they carry no code). */
const MESSAGES = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pool connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /PGlite is closed/i,
  /^Aborted\(/, // PGlite's WebAssembly runtime died
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function matches(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code && (SOCKET_CODES.has(code) || isConnectionSqlState(code))) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or anything in its `cause` chain, or an AggregateError's `errors`) is a
 * connection-level failure. Drizzle wraps driver errors in a DrizzleQueryError whose `cause` is
 * the driver's error, hence the walk. Iterative, bounded (no recursion on hostile chains).
 */
export function isConnectionFailure(error: unknown): boolean {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < 50) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as ErrorLike;
    if (matches(candidate)) return true;
    if (candidate.cause !== undefined) queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors);
  }
  return false;
}

/** A short description for a log line: the first code found, else the message (one line). */
export function describeDatabaseError(error: unknown): string {
  const first = error as ErrorLike | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || isConnectionSqlState(e.code))) {
      return `${e.code}${typeof e.message === 'string' && e.message ? `: ${e.message}` : ''}`.split('\n')[0]!;
    }
    current = e.cause;
  }
  const message = first && typeof first === 'object' && typeof first.message === 'string' ? first.message : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}
