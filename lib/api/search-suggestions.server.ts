import 'server-only';
import type { FacetValue, ProductCard, ProductList } from '@/lib/contract/catalog';
import type { Loaded } from './catalog.server';

/** The ways on from a search that found nothing (decision 0051): the partner's categories and what sells best. */
export type SearchSuggestions = { categories: FacetValue[]; popular: ProductCard[] };

/** Popular products shown: one row of four at desktop, two rows of two on a phone. */
const POPULAR = 4;

/** Read with the list page's own reader (as the customer, or partner-wide on the cached route). */
export async function searchSuggestions(read: (search: string) => Promise<Loaded<ProductList>>): Promise<SearchSuggestions> {
  const [whole, popular] = await Promise.all([read('pageSize=1'), read(`sort=Bestseller&status=Available&pageSize=${POPULAR}`)]);
  return {
    categories: whole.kind === 'ok' ? whole.data.facets.categories.filter((c) => c.count > 0) : [],
    popular: popular.kind === 'ok' ? popular.data.items : [],
  };
}
