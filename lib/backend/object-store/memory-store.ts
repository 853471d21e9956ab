import { assertObjectKey, ObjectStoreUnavailableError, type ObjectStore } from './object-store';

/**
 * An object store in memory, for tests: `down(true)` makes every call fail as an unreachable store
 * would, `keys()` shows what is stored.
 */
export type MemoryObjectStore = ObjectStore & { down(value: boolean): void; keys(): string[] };

export function memoryObjectStore(): MemoryObjectStore {
  const objects = new Map<string, Uint8Array>();
  let isDown = false;
  const check = (key?: string) => {
    if (key !== undefined) assertObjectKey(key);
    if (isDown) throw new ObjectStoreUnavailableError('memory store is down');
  };
  return {
    kind: 'memory',
    async put(key, bytes) {
      check(key);
      objects.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      check(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      check(key);
      objects.delete(key);
    },
    async health() {
      return isDown ? { ok: false, reason: 'down' } : { ok: true };
    },
    down(value) {
      isDown = value;
    },
    keys: () => [...objects.keys()].sort(),
  };
}
