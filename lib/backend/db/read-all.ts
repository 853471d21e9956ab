import { PgTransaction } from 'drizzle-orm/pg-core';

/**
 * Several reads for one answer (issue #44 item 8). On the pool they run side by side, each on its
 * own connection; inside a transaction — one pooled client — one after another: node-postgres
 * must never be given a query while its client still runs another (pg 8 warns, pg 9 refuses).
 * Use this, never Promise.all, for reads on a handle that may be a transaction.
 */
export async function readAll<T extends readonly unknown[]>(db: unknown, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
