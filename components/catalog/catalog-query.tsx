'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { EMPTY_QUERY, type CatalogQuery } from '@/lib/catalog/search-params';
import { useCatalogNavigationState, type CatalogNavigation } from './use-catalog-navigation';

const CatalogNavigationContext = createContext<CatalogNavigation>({ query: EMPTY_QUERY, go: () => {}, pending: false });

/**
 * The list's state as the server rendered it, for its client parts (filters, sort, search), with
 * the way to change it (use-catalog-navigation.ts). Not read from the URL in the browser: the
 * cached list page (issue #15) is rendered once per state and must render its filters in its
 * HTML, where the browser's search params are not known.
 */
export function CatalogQueryProvider({ query, children }: { query: CatalogQuery; children: ReactNode }) {
  return <CatalogNavigationContext value={useCatalogNavigationState(query)}>{children}</CatalogNavigationContext>;
}

/** The list's state and `go` to change it (see use-catalog-navigation.ts). */
export const useCatalogNavigation = () => useContext(CatalogNavigationContext);
