import { bigint, integer, pgTable, serial } from 'drizzle-orm/pg-core';

/**
 * The catalogue version (one row, id 1). Statement-level triggers on products, product_variants,
 * categories, brands and the partners' discount and status columns mark a transaction as changing the
 * catalogue; a deferred trigger then bumps the version once, at commit (migration
 * 0001_catalog_state), so the row lock is held only while committing. The value never goes down,
 * even after a TRUNCATE (it is at least the commit time in ms). In-memory catalogue indexes
 * compare it to know when to rebuild (lib/backend/catalog).
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** One row per catalogue-changing transaction until its commit bumps `catalog_state` (then deleted). */
export const catalogPendingBumps = pgTable('catalog_pending_bumps', {
  id: serial('id').primaryKey(),
});
