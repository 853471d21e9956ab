/**
 * SPEC §7 batched loading: ids asked for one entity type are collected, and `delayMs` (80 ms)
 * after the first one a single by-ids call is made for the distinct ids of that type (each type
 * has its own batch). Each id is resolved from the returned list (ids compared as strings); an
 * absent id rejects with SPEC §8's `{type} not found: id -> {id}`; a failed call rejects every
 * id of its batch with that call's error. Loads of one id within a window share one promise.
 */
export type BatchId = number | string;
export type BatchItem = { id: BatchId };

export type BatchLoaderOptions<T extends BatchItem> = {
  /** SPEC §9 entity batching delay. */
  delayMs?: number;
  loadByIds: (type: string, ids: BatchId[]) => Promise<T[]>;
};

export type BatchLoader<T extends BatchItem> = { load(type: string, id: BatchId): Promise<T> };

export const BATCH_DELAY_MS = 80;

type Pending<T> = { id: BatchId; promise: Promise<T>; resolve: (item: T) => void; reject: (error: unknown) => void };

export function createBatchLoader<T extends BatchItem>({ delayMs = BATCH_DELAY_MS, loadByIds }: BatchLoaderOptions<T>): BatchLoader<T> {
  const batches = new Map<string, Map<string, Pending<T>>>();

  async function flush(type: string) {
    const batch = batches.get(type);
    batches.delete(type);
    if (!batch) return;
    const pending = [...batch.values()];
    let items: T[];
    try {
      items = await loadByIds(
        type,
        pending.map((p) => p.id),
      );
    } catch (error) {
      for (const p of pending) p.reject(error);
      return;
    }
    const byId = new Map<string, T>();
    for (const item of Array.isArray(items) ? items : []) {
      if (item && item.id !== undefined && item.id !== null) byId.set(String(item.id), item);
    }
    for (const p of pending) {
      const item = byId.get(String(p.id));
      if (item) p.resolve(item);
      else p.reject(new Error(`${type} not found: id -> ${p.id}`));
    }
  }

  return {
    load(type, id) {
      let batch = batches.get(type);
      if (!batch) {
        batch = new Map();
        batches.set(type, batch);
        setTimeout(() => void flush(type), delayMs);
      }
      const key = String(id);
      const existing = batch.get(key);
      if (existing) return existing.promise;
      let resolve!: (item: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      batch.set(key, { id, promise, resolve, reject });
      return promise;
    },
  };
}
