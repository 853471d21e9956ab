import type { ObjectStore } from '../object-store/object-store';

/**
 * Stored picture objects whose rows are gone (a deleted product's pictures; decision 0041),
 * deleted after the transaction that removed the rows has committed, best effort: the deletion
 * that led here has happened and is not undone, so a store that is down or refuses leaves the
 * objects (nothing names them any more) and says so in one log line. Answers how many went.
 */
export async function removePictureObjects(store: ObjectStore | undefined, keys: readonly string[], what: string, log: (line: string, error?: unknown) => void = console.error): Promise<number> {
  if (!keys.length) return 0;
  if (!store) {
    log(`[pictures] ${keys.length} object(s) of ${what} left: no object store configured`);
    return 0;
  }
  let removed = 0;
  let failure: unknown;
  for (const key of keys) {
    try {
      await store.delete(key);
      removed += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) log(`[pictures] ${keys.length - removed} of ${keys.length} object(s) of ${what} left in the object store (their rows are gone)`, failure);
  return removed;
}
