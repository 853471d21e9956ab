'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { EMPTY_QUERY, type CatalogQuery } from '@/lib/catalog/search-params';

const CatalogQueryContext = createContext<CatalogQuery>(EMPTY_QUERY);

/**
 * The list's state as the server rendered it, for its client parts (filters, sort, search). Not
 * read from the URL in the browser: the cached list page (issue #15) is rendered once per state
 * and must render its filters in its HTML, where the browser's search params are not known.
 */
export function CatalogQueryProvider({ query, children }: { query: CatalogQuery; children: ReactNode }) {
  return <CatalogQueryContext value={query}>{children}</CatalogQueryContext>;
}

export const useCatalogQuery = () => useContext(CatalogQueryContext);
