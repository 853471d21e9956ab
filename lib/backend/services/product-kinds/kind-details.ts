import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { NamedColor, Language, ProductKind } from '@/lib/contract/enums';
import type { BundlePart } from '@/lib/contract/product-kinds';
import type { Database } from '../../db/client';
import { bundleParts, groupedItems, products, productVariants } from '../../db/schema';

/**
 * What a product detail says about its kind (issue #45), read with its long texts: the kind of
 * every product that is not a plain Product, a Bundle's parts (names in the request's language)
 * and a Grouped product's member ids. Kept with the detail in the catalogue's answer cache: the
 * tables bump the catalogue version like products do (migration 0023).
 */
export type KindDetails = { kind?: ProductKind; parts?: BundlePart[]; memberIds?: number[] };

export async function loadKindDetails(db: Pick<Database, 'select'>, ids: readonly number[], lang: Language): Promise<Map<number, KindDetails>> {
  const out = new Map<number, KindDetails>();
  if (ids.length === 0) return out;
  const kinds = await db.select({ id: products.id, kind: products.kind }).from(products).where(inArray(products.id, [...ids]));
  for (const row of kinds) if (row.kind !== 'Product') out.set(row.id, { kind: row.kind as ProductKind });
  const bundles = kinds.filter((r) => r.kind === 'Bundle').map((r) => r.id);
  if (bundles.length > 0) {
    const parts = await db
      .select({ bundleId: bundleParts.bundleProductId, quantity: bundleParts.quantity, productId: products.id, code: products.code, eurl: products.eurl, name: sql<string>`coalesce(${products.name}->>${lang}, '')`, color: productVariants.color, size: productVariants.size })
      .from(bundleParts)
      .innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(bundleParts.bundleProductId, bundles))
      .orderBy(asc(bundleParts.partVariantId));
    for (const { bundleId, color, ...part } of parts) {
      const entry = out.get(bundleId)!;
      entry.parts = [...(entry.parts ?? []), { ...part, color: color as NamedColor }];
    }
  }
  const groups = kinds.filter((r) => r.kind === 'Grouped').map((r) => r.id);
  if (groups.length > 0) {
    const members = await db.select({ groupId: groupedItems.groupedProductId, memberId: groupedItems.memberProductId }).from(groupedItems).where(inArray(groupedItems.groupedProductId, groups)).orderBy(asc(groupedItems.position), asc(groupedItems.memberProductId));
    for (const m of members) {
      const entry = out.get(m.groupId)!;
      entry.memberIds = [...(entry.memberIds ?? []), m.memberId];
    }
  }
  return out;
}
