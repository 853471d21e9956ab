import { sql } from 'drizzle-orm';
import { bundleParts, productVariants } from '../../db/schema';

/**
 * A Bundle's stock as every read sees it (issue #45; docs/decisions/0029): the catalogue index, the
 * cart, add to cart, quick order and reorder read a variant's stock and availability through these
 * expressions, the SQL form of lib/rules/bundle-stock.ts's `bundleStock` (min over the parts of
 * floor(part stock / units per bundle); stock is never negative, so integer division floors). A
 * variant whose product has no parts reads its own columns.
 */
const partsStock = sql`(SELECT min(pv.stock / bp.quantity) FROM ${bundleParts} bp JOIN ${productVariants} pv ON pv.id = bp.part_variant_id WHERE bp.bundle_product_id = ${productVariants.productId})`;

/** A variant's stock: its own, or for a bundle's variant what its parts make. */
export const variantStockSql = sql<number>`coalesce(${partsStock}, ${productVariants.stock})`.mapWith(Number);

/** A variant's availability: its own, or for a bundle's variant Available while its parts make one. */
export const variantAvailabilitySql = sql<string>`CASE WHEN ${partsStock} IS NULL THEN ${productVariants.availability} WHEN ${partsStock} > 0 THEN 'Available' ELSE 'Exhausted' END`;

/**
 * The same for a read of every variant at once (the catalogue index): one aggregate per bundle,
 * joined, instead of a subquery per variant. Use with `FROM product_variants ${bundleStockJoin}`.
 */
export const bundleStockJoin = sql`LEFT JOIN (SELECT bp.bundle_product_id AS product_id, min(pv.stock / bp.quantity) AS stock FROM ${bundleParts} bp JOIN ${productVariants} pv ON pv.id = bp.part_variant_id GROUP BY bp.bundle_product_id) bundle_stock ON bundle_stock.product_id = ${productVariants.productId}`;
export const joinedStockSql = sql`coalesce(bundle_stock.stock, ${productVariants.stock})`;
export const joinedAvailabilitySql = sql`CASE WHEN bundle_stock.stock IS NULL THEN ${productVariants.availability} WHEN bundle_stock.stock > 0 THEN 'Available' ELSE 'Exhausted' END`;
