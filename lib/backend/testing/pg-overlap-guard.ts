import pg from 'pg';

/**
 * Catches a node-postgres client given a query while it still runs (or queues) another: what
 * Promise.all over one transaction does (a transaction is one pooled client). pg 8 warns
 * ("Calling client.query() when the client is already executing a query is deprecated") only from
 * the third query on and once per process; pg 9 refuses it. The guard records every overlap with
 * the caller's stack; `warnings` collects pg's own deprecation warning if it is emitted.
 */
type ClientState = { _activeQuery?: unknown; _queryQueue?: unknown[]; readyForQuery?: boolean };

export function guardPgClients() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const overlaps: string[] = [];
  const warnings: string[] = [];
  let queries = 0;
  proto.query = function guardedQuery(this: ClientState, ...args: unknown[]) {
    queries += 1;
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | undefined)?.text ?? '');
      overlaps.push(`${text.slice(0, 120)}\n${new Error('overlapping query').stack?.split('\n').slice(2, 12).join('\n')}`);
    }
    return original.apply(this, args);
  };
  const onWarning = (warning: Error) => {
    if (/already executing a query/.test(warning.message)) warnings.push(warning.message);
  };
  process.on('warning', onWarning);
  return {
    overlaps,
    warnings,
    get queries() {
      return queries;
    },
    restore() {
      proto.query = original;
      process.off('warning', onWarning);
    },
  };
}
