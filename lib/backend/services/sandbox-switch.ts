import type { Database } from '../db/client';

/**
 * How a sandbox inside the API answers now (ok, down, slow…), set by tests through the test
 * endpoints: kept per database, in memory, never persisted, never read by a live adapter.
 */
export function sandboxSwitch<T>(initial: T): { of: (db: Database) => T; set: (db: Database, mode: T) => void } {
  const modes = new WeakMap<Database, T>();
  return { of: (db) => modes.get(db) ?? initial, set: (db, mode) => void modes.set(db, mode) };
}
