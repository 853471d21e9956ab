import 'server-only';

/** How many rows one query of an export reads (decision 0095): memory stays flat however long the list. */
export const EXPORT_BATCH_SIZE = 200;

/**
 * Batches of rows read by id (keyset): `read(afterId, limit)` answers the next rows with an id
 * above `afterId`, ascending; the next batch starts after the last id seen. Stops at a short batch.
 */
export async function* keysetBatches<T extends { id: number }>(read: (afterId: number, limit: number) => Promise<readonly T[]>, size = EXPORT_BATCH_SIZE): AsyncGenerator<readonly T[]> {
  let after = 0;
  for (;;) {
    const batch = await read(after, size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** The same rows one by one, each mapped. */
export async function* keysetRows<T extends { id: number }, R>(read: (afterId: number, limit: number) => Promise<readonly T[]>, map: (row: T) => R, size = EXPORT_BATCH_SIZE): AsyncGenerator<R> {
  for await (const batch of keysetBatches(read, size)) for (const row of batch) yield map(row);
}

/** Groups rows by a key (an order's lines by its id), keeping their order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** An ISO time, or null. */
export const iso = (at: Date | null | undefined): string | null => (at ? at.toISOString() : null);
