'use client';

import type { ProductFacets } from '@/lib/contract/catalog';
import { FacetFields, useFiltersTitle } from './facet-fields';
import { SearchBox } from './search-box';
import { useCatalogNavigation } from './catalog-query';

/**
 * The filters column beside the list on wider screens: the search, then the filters. At 800 px and
 * narrower it is not shown; the list's head has the search and a "Filters (n)" button that opens
 * the same filters in a drawer (filters-drawer.tsx).
 */
export function FacetFilters({ facets }: { facets: ProductFacets }) {
  const { query, pending } = useCatalogNavigation();
  return (
    <details className="filters" open aria-busy={pending}>
      <summary>{useFiltersTitle()}</summary>
      <SearchBox key={query.q ?? ''} />
      <FacetFields facets={facets} />
    </details>
  );
}
