import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bundleParts, catalogBumps, catalogChanges, productVariants } from '../db/schema';
import type { CatalogRows } from './catalog-index';
import { loadProductRows, readCatalogVersion } from './load-catalog';

/**
 * Database reads of an incremental index update (issue #45 item 4, docs/decisions/0038): which
 * products changed since a version (the change log of migration 0027), and those products' rows,
 * all in one read-only REPEATABLE READ snapshot like the full load.
 */
type Executor = Pick<Database, 'select' | 'selectDistinct' | 'execute'>;

export type CatalogChanges = { version: string; productIds: number[] };

/**
 * The products changed from version `from` to the current one, or null when the log cannot tell:
 * a bump in between changed more than products (`full`), or the chain of bumps from `from` is
 * incomplete (pruned, or `from` is from before the log). Sorted ids; none when nothing moved.
 */
export async function readCatalogChanges(db: Executor, from: string): Promise<CatalogChanges | null> {
  const version = await readCatalogVersion(db);
  if (version === from) return { version, productIds: [] };
  const bumps = await db
    .select({ version: sql<string>`${catalogBumps.version}::text`, previous: sql<string>`${catalogBumps.previous}::text`, full: catalogBumps.full })
    .from(catalogBumps)
    .where(sql`${catalogBumps.version} > ${from}::bigint AND ${catalogBumps.version} <= ${version}::bigint`)
    .orderBy(catalogBumps.version);
  let at = from;
  for (const bump of bumps) {
    if (bump.previous !== at || bump.full) return null;
    at = bump.version;
  }
  if (at !== version) return null;
  const c = catalogChanges;
  const b = catalogBumps;
  const rows = await db
    .selectDistinct({ id: c.productId })
    .from(c)
    .innerJoin(b, sql`${b.tx} = ${c.tx}`)
    .where(sql`${b.version} > ${from}::bigint AND ${b.version} <= ${version}::bigint`);
  return { version, productIds: rows.map((r) => r.id).sort((x, y) => x - y) };
}

export type CatalogDelta = { version: string; productIds: number[] } & Pick<CatalogRows, 'products' | 'variants' | 'sold'>;

/**
 * The changed products' rows since `from` (their variants, bundle stock and units sold; an
 * archived or deleted product has no row), or null when the index must be rebuilt instead: the
 * log cannot tell (see readCatalogChanges) or more than `limit` products changed. A change to a
 * part's stock changes the bundles made of it, so those are loaded too.
 */
export async function loadCatalogDelta(db: Database, from: string, limit: number): Promise<CatalogDelta | null> {
  return db.transaction(
    async (tx) => {
      const changes = await readCatalogChanges(tx, from);
      if (!changes || changes.productIds.length > limit) return null;
      if (changes.productIds.length === 0) return { ...changes, products: [], variants: [], sold: [] };
      const bundles = await tx
        .selectDistinct({ id: bundleParts.bundleProductId })
        .from(bundleParts)
        .innerJoin(productVariants, sql`${productVariants.id} = ${bundleParts.partVariantId}`)
        .where(sql`${productVariants.productId} = ANY(string_to_array(${changes.productIds.join(',')}, ',')::int[])`);
      const productIds = [...new Set([...changes.productIds, ...bundles.map((b) => b.id)])].sort((x, y) => x - y);
      if (productIds.length > limit) return null;
      return { version: changes.version, productIds, ...(await loadProductRows(tx, productIds)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
