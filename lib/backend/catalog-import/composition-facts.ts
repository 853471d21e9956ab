import 'server-only';
import { count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bundleParts, groupedItems, products, productVariants } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { ApiDeps } from '../context';

/**
 * What the batch's existing products hold and what holds them (decision 0046): a Bundle's parts, a
 * Grouped product's members, the bundles one of its variants is a part of and the groups it is a
 * member of, counted per product id (lib/rules/catalog/kind-change.ts judges them).
 */
export type HeldCounts = {
  parts: number;
  members: number;
  partOfBundles: number;
  memberOfGroups: number;
  /** The partner ranges of the bundles and groups holding it (null: every partner). */
  holderRanges: (number[] | null)[];
  /** The partner ranges of its parts' and members' products. */
  contentRanges: (number[] | null)[];
};

const inIds = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`;

export async function heldCounts(db: Tx | ApiDeps['db'], ids: readonly number[]): Promise<Map<number, HeldCounts>> {
  const counts = new Map<number, HeldCounts>(ids.map((id) => [id, { parts: 0, members: 0, partOfBundles: 0, memberOfGroups: 0, holderRanges: [], contentRanges: [] }]));
  if (!ids.length) return counts;
  // One after another: inside a transaction they share one client.
  const parts = await db.select({ id: bundleParts.bundleProductId, n: count() }).from(bundleParts).where(inIds(bundleParts.bundleProductId, ids)).groupBy(bundleParts.bundleProductId);
  const members = await db.select({ id: groupedItems.groupedProductId, n: count() }).from(groupedItems).where(inIds(groupedItems.groupedProductId, ids)).groupBy(groupedItems.groupedProductId);
  const partOf = await db
    .select({ id: productVariants.productId, n: count() })
    .from(bundleParts)
    .innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId))
    .where(inIds(productVariants.productId, ids))
    .groupBy(productVariants.productId);
  const memberOf = await db.select({ id: groupedItems.memberProductId, n: count() }).from(groupedItems).where(inIds(groupedItems.memberProductId, ids)).groupBy(groupedItems.memberProductId);
  for (const [rows, field] of [[parts, 'parts'], [members, 'members'], [partOf, 'partOfBundles'], [memberOf, 'memberOfGroups']] as const) for (const r of rows) counts.get(r.id)![field] = Number(r.n);
  for (const r of await ranges(db, ids)) counts.get(r.id)![r.side].push(r.range);
  return counts;
}

/** A former Bundle's parts and a former Grouped product's members, deleted when the import changes its kind (the audit row names the kind change). */
export async function dropHeld(tx: Tx, drops: readonly { id: number; parts: boolean; members: boolean }[]): Promise<void> {
  const bundles = drops.filter((d) => d.parts).map((d) => d.id);
  const groups = drops.filter((d) => d.members).map((d) => d.id);
  if (bundles.length) await tx.delete(bundleParts).where(inIds(bundleParts.bundleProductId, bundles));
  if (groups.length) await tx.delete(groupedItems).where(inIds(groupedItems.groupedProductId, groups));
}

/** Per product id: the ranges of what holds it (`holderRanges`) and of what it holds (`contentRanges`), in four set-based reads. */
async function ranges(db: Tx | ApiDeps['db'], ids: readonly number[]) {
  const other = alias(products, 'other');
  const holders = 'holderRanges' as const;
  const contents = 'contentRanges' as const;
  const partOf = await db.select({ id: productVariants.productId, range: other.partnerIds }).from(bundleParts).innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId)).innerJoin(other, eq(other.id, bundleParts.bundleProductId)).where(inIds(productVariants.productId, ids));
  const memberOf = await db.select({ id: groupedItems.memberProductId, range: other.partnerIds }).from(groupedItems).innerJoin(other, eq(other.id, groupedItems.groupedProductId)).where(inIds(groupedItems.memberProductId, ids));
  const parts = await db.select({ id: bundleParts.bundleProductId, range: other.partnerIds }).from(bundleParts).innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId)).innerJoin(other, eq(other.id, productVariants.productId)).where(inIds(bundleParts.bundleProductId, ids));
  const members = await db.select({ id: groupedItems.groupedProductId, range: other.partnerIds }).from(groupedItems).innerJoin(other, eq(other.id, groupedItems.memberProductId)).where(inIds(groupedItems.groupedProductId, ids));
  return [...[...partOf, ...memberOf].map((r) => ({ ...r, side: holders })), ...[...parts, ...members].map((r) => ({ ...r, side: contents }))];
}
