import type { ProductDetail, ProductList, ProductListQuery } from '@/lib/contract/catalog';
import { CatalogCacheKeys } from '@/lib/cache-tags';
import { isVisibleTo } from './catalog-index';
import { cachedEntry, storeEntry, type CatalogContext } from './catalog-context';
import { loadDetailTexts } from './load-catalog';
import { loadKindDetails } from '../services/product-kinds/kind-details';
import { productCard, productDetail } from './product-views';
import { queryCatalog } from './query-catalog';
import { relatedSlots } from './related-products';
import type { Database } from '../db/client';

/**
 * The catalogue reads behind the product routes: everything but the long texts comes from the
 * index; details read their description and technical HTML with one SQL query for all misses.
 */
export function listProducts(ctx: CatalogContext, query: ProductListQuery): ProductList {
  const { slots, total, facets } = queryCatalog(ctx.index, ctx.partnerId, ctx.lang, ctx.prices, query);
  return {
    items: slots.map((i) => productCard(ctx.index, i, ctx.lang, ctx.prices)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/** The index slot of a product the partner may see, or undefined. */
export function visibleSlot(ctx: CatalogContext, by: 'id' | 'code' | 'eurl', value: string | number): number | undefined {
  const { index } = ctx;
  const slot = by === 'id' ? index.byId.get(Number(value)) : by === 'code' ? index.byCode.get(String(value)) : index.byEurl.get(String(value));
  return slot !== undefined && isVisibleTo(index, slot, ctx.partnerId) ? slot : undefined;
}

/** Details of visible slots, in order; each detail is cached per partner, language and version. */
export async function productDetails(db: Database, ctx: CatalogContext, slots: readonly number[]): Promise<ProductDetail[]> {
  const keyOf = (slot: number) => CatalogCacheKeys.productDetail(ctx, ctx.index.id[slot]!);
  const found = new Map<number, ProductDetail>();
  const missing: number[] = [];
  for (const slot of slots) {
    const hit = cachedEntry(ctx, keyOf(slot))?.body as ProductDetail | undefined;
    if (hit) found.set(slot, hit);
    else missing.push(slot);
  }
  if (missing.length > 0) {
    const ids = missing.map((slot) => ctx.index.id[slot]!);
    const [texts, kinds] = await Promise.all([loadDetailTexts(db, ids, ctx.lang), loadKindDetails(db, ids, ctx.lang)]);
    for (const slot of missing) {
      const text = texts.get(ctx.index.id[slot]!);
      if (!text) continue; // removed since the index was built
      // A Bundle's parts or a Grouped product's members (issue #45).
      const detail = { ...productDetail(ctx.index, slot, ctx.lang, ctx.prices, text), ...kinds.get(ctx.index.id[slot]!) };
      storeEntry(ctx, keyOf(slot), detail);
      found.set(slot, detail);
    }
  }
  return slots.flatMap((slot) => {
    const detail = found.get(slot);
    return detail ? [detail] : [];
  });
}

export function relatedProducts(ctx: CatalogContext, slot: number, max: number) {
  return { items: relatedSlots(ctx.index, slot, ctx.partnerId, ctx.prices, max).map((i) => productCard(ctx.index, i, ctx.lang, ctx.prices)) };
}
