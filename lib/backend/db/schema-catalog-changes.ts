import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue change log (issue #45 item 4, docs/decisions/0038): which products each catalogue
 * version bump changed, so that an in-memory index can patch just those products
 * (lib/backend/catalog/catalog-index-patch.ts) instead of loading the whole catalogue again.
 *
 * - `catalog_changes`: one row per product a transaction touched (a product, its variants, its
 *   pictures, a bundle's parts, a grouped product's members), written by statement-level triggers
 *   over their transition tables (migration 0027), keyed by the transaction id so that concurrent
 *   writers never touch the same rows.
 * - `catalog_bumps`: one row per version bump, written by the deferred bump at commit (still once
 *   per transaction): the new version, the one before it (a reader checks that the chain from its
 *   index's version is complete), the transaction, and `full` when the transaction changed what a
 *   product patch cannot follow (categories, brands, partners, a TRUNCATE): the readers then
 *   rebuild. Bumps older than ten minutes are pruned at most once a minute, with their changes.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    /** The table whose change first noted the product in its transaction (for reading the log by hand). */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tx, t.productId] })],
);

export const catalogBumps = pgTable('catalog_bumps', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  previous: bigint('previous', { mode: 'number' }).notNull(),
  tx: bigint('tx', { mode: 'number' }).notNull(),
  full: boolean('full').notNull().default(false),
});
