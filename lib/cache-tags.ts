import type { ProductListQuery } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { searchTokens } from '@/lib/utils/search-text';

/**
 * Every cache tag and cache key of the project, in one place (issue #4 §4). Add new ones here.
 *
 * Rules:
 * - Only answers that are the same for every customer of a partner are cached (partner +
 *   language + normalised input); per-customer data (profile, cart, orders, quota) never is.
 * - Catalogue answers are cached in memory per process, keyed by the catalogue version, so a
 *   version change (lib/backend/catalog) invalidates all of them at once; their ETag is the
 *   version plus a hash of the key.
 * - Tags name groups of cached data for invalidation by name (e.g. Next's `revalidateTag`).
 */
export const CacheTags = {
  /** Everything derived from the catalogue (products, variants, categories, brands, partner discounts). */
  catalog: 'catalog',
  products: 'products',
  product: (id: number) => `product:${id}`,
  partner: (partnerCode: string) => `partner:${partnerCode}`,
} as const;

const sorted = (values: readonly string[]) => [...values].sort();

/** The list query in a canonical form: equal results, equal key (value order and spelling of q do not matter). */
export function normalizedProductListQuery(query: ProductListQuery) {
  return {
    q: searchTokens(query.q).sort().join(' '),
    category: sorted(query.category),
    brand: sorted(query.brand),
    color: sorted(query.color),
    size: sorted(query.size),
    status: sorted(query.status),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type PartnerLang = { partnerId: number; lang: Language };

/** Keys of the in-memory catalogue answer cache (lib/backend/catalog/answer-cache.ts). */
export const CatalogCacheKeys = {
  productList: ({ partnerId, lang }: PartnerLang, query: ProductListQuery) =>
    `products:list:${partnerId}:${lang}:${JSON.stringify(normalizedProductListQuery(query))}`,
  productDetail: ({ partnerId, lang }: PartnerLang, productId: number) => `products:detail:${partnerId}:${lang}:${productId}`,
  productsByIds: ({ partnerId, lang }: PartnerLang, productIds: readonly number[]) => `products:ids:${partnerId}:${lang}:${productIds.join(',')}`,
  productRelated: ({ partnerId, lang }: PartnerLang, productId: number) => `products:related:${partnerId}:${lang}:${productId}`,
} as const;
