import type { ImportItem } from '../../lib/contract/catalog-import';
import { DEMO_PARTNERS } from '../../lib/backend/db/seed/demo-partners';
import { generateCatalog } from '../../lib/backend/db/seed/generate-catalog';

/**
 * The benchmark's import file as JSON batches (issue #45 item 3): the seed's generated catalogue of
 * `count` products with their variants, under codes and SKUs of their own (prefix), so that on the
 * bench's seeded database every item is a new product (the write an ERP's first load makes).
 */
export function importBatches(count: number, prefix: string, batchSize = 1000): ImportItem[][] {
  const catalog = generateCatalog({ products: count });
  const variantsOf = new Map<number, ImportItem['variants']>();
  for (const v of catalog.variants) {
    variantsOf.set(v.productIndex, [...(variantsOf.get(v.productIndex) ?? []), { sku: `${prefix}${v.sku}`, color: v.color, size: v.size, stock: v.stock, availability: v.availability }]);
  }
  const items: ImportItem[] = catalog.products.map((p, i) => ({
    code: `${prefix}${p.code}`,
    name: p.name,
    description: p.description,
    category: catalog.categories[p.categoryIndex]!.code,
    brand: catalog.brands[p.brandIndex]!.code,
    kind: p.kind,
    taxCategory: p.taxCategory,
    priceBasis: p.priceBasis,
    priceCents: p.priceCents,
    discountable: p.discountable,
    status: p.status,
    partners: p.restrictedToPartnerIndex === null ? null : [DEMO_PARTNERS[p.restrictedToPartnerIndex]!.code],
    releaseDate: p.releaseDate,
    variants: variantsOf.get(i) ?? [],
  }));
  const batches: ImportItem[][] = [];
  for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
  return batches;
}
