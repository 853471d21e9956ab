import { sql } from 'drizzle-orm';
import { CATALOG_TAG, changedTags, type DataVersions } from '@/lib/cache/tag-sync.cjs';
import { syncCatalog } from './catalog/catalog-service';
import { readCatalogVersion } from './catalog/load-catalog';
import type { ApiDeps } from './context';
import type { Database } from './db/client';
import { partners } from './db/schema';
import { forgetPartners, partnerRows } from './services/partner-cache';
import { ACTIVE_PARTNER_KEY as PARTNERS_KEY } from './active-partner';

/**
 * What the app publishes on globalThis for code outside the bundles and for middleware, once its
 * database is open (issue #15):
 * - the data versions the cache handler compares to expire cache tags across instances
 *   (lib/cache/use-cache-handler.cjs);
 * - whether a partner code names an active partner, for middleware's SPEC §4 redirect of a
 *   missing partner before any render (lib/backend/active-partner.ts).
 */
const VERSIONS_KEY = Symbol.for('partner-storefront.data-versions');

type Published = { [VERSIONS_KEY]?: () => Promise<DataVersions>; [PARTNERS_KEY]?: (code: string) => Promise<boolean> };

/** The catalogue version (bumped by triggers on every catalogue change) and a fingerprint per partner row. */
export async function readDataVersions(db: Database): Promise<DataVersions> {
  const [catalog, rows] = await Promise.all([
    readCatalogVersion(db),
    db.select({ code: partners.code, fingerprint: sql<string>`md5(${sql.identifier('partners')}::text)` }).from(partners),
  ]);
  return { catalog, partners: Object.fromEntries(rows.map((row) => [row.code, row.fingerprint])) };
}

/**
 * Publishes the readers over the runtime's database, or withdraws them (`undefined`: closed). The
 * versions reader first brings the API's own caches up to date with what it read — partner rows
 * forgotten, catalogue index rebuilt — so that whatever renders after the cache handler expires
 * the tags is built from the new data.
 */
export function publishDataReaders(deps: Pick<ApiDeps, 'db' | 'now'> | undefined): void {
  const g = globalThis as Published;
  if (!deps) {
    g[VERSIONS_KEY] = undefined;
    g[PARTNERS_KEY] = undefined;
    return;
  }
  const { db } = deps;
  let seen: DataVersions | undefined;
  g[VERSIONS_KEY] = async () => {
    const next = await readDataVersions(db);
    const changed = changedTags(seen, next);
    if (changed.some((tag) => tag !== CATALOG_TAG)) forgetPartners(db);
    if (changed.includes(CATALOG_TAG)) await syncCatalog(deps);
    seen = next;
    return next;
  };
  g[PARTNERS_KEY] = async (code: string) => (await partnerRows(db)).some((row) => row.code === code && row.status === 'active');
}
