import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client';
import { partners } from '../db/schema';

/**
 * The partners table, read at most once per TTL per process: every API call resolves its partner
 * scope, and a storefront page makes several calls. Partners are few and change rarely; a change
 * (status, discount, quota) reaches every instance within the TTL. Real time, not the API clock.
 */
export type PartnerRow = typeof partners.$inferSelect;
const TTL_MS = 2000;
const caches = new WeakMap<Database, { at: number; rows: Promise<PartnerRow[]> }>();

export function partnerRows(db: Database): Promise<PartnerRow[]> {
  const hit = caches.get(db);
  if (hit && performance.now() - hit.at < TTL_MS) return hit.rows;
  const rows = db.select().from(partners).execute(); // execute(): a query builder would re-run on every await
  caches.set(db, { at: performance.now(), rows });
  rows.catch(() => caches.delete(db));
  return rows;
}

/** Forget the cached rows (tests that change partners call it). */
export function forgetPartners(db: Database): void {
  caches.delete(db);
}
