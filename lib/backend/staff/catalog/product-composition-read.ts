import { asc, count, eq, inArray, or } from 'drizzle-orm';
import type { NamedColor, ProductKind } from '@/lib/contract/enums';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { bundleStock } from '@/lib/rules/bundle-stock';
import { compositionCountProblem, type ResolvedMember, type ResolvedPart } from '@/lib/rules/catalog/product-composition';
import type { ApiDeps } from '../../context';
import { bundleParts, groupedItems, products, productVariants } from '../../db/schema';
import { productByCode, type Db, type ProductRow } from './catalog-common';

/**
 * What a product is made of, as staff read it (issue #45, decision 0046): a Bundle's parts with
 * their stock and the stock they make (lib/rules/bundle-stock.ts, as every storefront read), a
 * Grouped product's members in order; and the parts and members a request names, resolved.
 */
export async function toComposition(db: Db, row: ProductRow): Promise<StaffProductComposition> {
  const parts = await db
    .select({ variantId: productVariants.id, sku: productVariants.sku, productCode: products.code, name: products.name, color: productVariants.color, size: productVariants.size, quantity: bundleParts.quantity, stock: productVariants.stock })
    .from(bundleParts)
    .innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(bundleParts.bundleProductId, row.id))
    .orderBy(asc(bundleParts.partVariantId));
  const members = await db
    .select({ productId: products.id, code: products.code, name: products.name, kind: products.kind, status: products.status })
    .from(groupedItems)
    .innerJoin(products, eq(products.id, groupedItems.memberProductId))
    .where(eq(groupedItems.groupedProductId, row.id))
    .orderBy(asc(groupedItems.position), asc(groupedItems.memberProductId));
  return {
    code: row.code,
    kind: row.kind as ProductKind,
    status: row.status,
    version: row.version,
    parts: parts.map((p) => ({ ...p, color: p.color as NamedColor })),
    bundleStock: row.kind === 'Bundle' ? bundleStock(parts) : null,
    members: members.map((m) => ({ ...m, kind: m.kind as ProductKind })),
  };
}

export async function getComposition(deps: Pick<ApiDeps, 'db'>, code: string): Promise<StaffProductComposition> {
  return toComposition(deps.db, await productByCode(deps.db, code));
}

type PartRef = { sku?: string; variantId?: number };

/** The variants the parts name (by SKU or id), each with its product; kept from deletion until the change commits. */
export async function resolveParts(db: Db, refs: readonly PartRef[]): Promise<(ResolvedPart & { sku: string } | null)[]> {
  const skus = refs.flatMap((r) => (r.sku !== undefined ? [r.sku] : []));
  const ids = refs.flatMap((r) => (r.sku === undefined && r.variantId !== undefined ? [r.variantId] : []));
  const where = [skus.length ? inArray(productVariants.sku, skus) : undefined, ids.length ? inArray(productVariants.id, ids) : undefined].filter((w) => w !== undefined);
  const rows = where.length
    ? await db
        .select({ variantId: productVariants.id, sku: productVariants.sku, productId: products.id, kind: products.kind, partnerIds: products.partnerIds })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(or(...where))
        .for('share', { of: productVariants })
    : [];
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const byId = new Map(rows.map((r) => [r.variantId, r]));
  return refs.map((ref) => {
    const row = ref.sku !== undefined ? bySku.get(ref.sku) : ref.variantId !== undefined ? byId.get(ref.variantId) : undefined;
    return row ? { ...row, kind: row.kind as ProductKind } : null;
  });
}

/** The products the members name (by code or id); kept from deletion until the change commits. */
export async function resolveMembers(db: Db, refs: readonly (string | number)[]): Promise<(ResolvedMember & { code: string } | null)[]> {
  const codes = refs.filter((r): r is string => typeof r === 'string');
  const ids = refs.filter((r): r is number => typeof r === 'number');
  const where = [codes.length ? inArray(products.code, codes) : undefined, ids.length ? inArray(products.id, ids) : undefined].filter((w) => w !== undefined);
  const rows = where.length
    ? await db.select({ productId: products.id, code: products.code, kind: products.kind, partnerIds: products.partnerIds }).from(products).where(or(...where)).for('share')
    : [];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const byId = new Map(rows.map((r) => [r.productId, r]));
  return refs.map((ref) => {
    const row = typeof ref === 'string' ? byCode.get(ref) : byId.get(ref);
    return row ? { ...row, kind: row.kind as ProductKind } : null;
  });
}

/** Why a Bundle without a part or a Grouped product with fewer than two members may not be published (undefined: it may). */
export async function publishProblem(db: Db, row: ProductRow): Promise<string | undefined> {
  if (row.kind === 'Bundle') return compositionCountProblem({ status: 'Published' }, 'parts', (await db.select({ n: count() }).from(bundleParts).where(eq(bundleParts.bundleProductId, row.id)))[0]?.n ?? 0);
  if (row.kind === 'Grouped') return compositionCountProblem({ status: 'Published' }, 'members', (await db.select({ n: count() }).from(groupedItems).where(eq(groupedItems.groupedProductId, row.id)))[0]?.n ?? 0);
  return undefined;
}
