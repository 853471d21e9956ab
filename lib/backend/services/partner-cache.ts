import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client';
import { partners } from '../db/schema';
import { CacheTags } from '@/lib/cache-tags';
import { expireCacheTags } from '@/lib/cache/expire-tags';

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

/**
 * A partner this process has just changed (staff settings, content pages): its rows are read again,
 * and the data and pages cached with its tag expire at once, before the change is answered. Waiting
 * for the cross-instance check (up to a second) let a page rendered in between be stored with the
 * old data (the footer without a new content page) and kept until its next revalidation. Other
 * instances still follow within a second through the data versions.
 */
export function partnerChanged(db: Database, code: string): void {
  forgetPartners(db);
  expireCacheTags([CacheTags.partner(code.toLowerCase())]);
}
