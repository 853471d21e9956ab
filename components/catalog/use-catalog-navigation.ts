'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { toSearch, type CatalogQuery } from '@/lib/catalog/search-params';

export type CatalogNavigation = {
  /** The list's state: as the server rendered it, or the one just asked for while it renders. */
  query: CatalogQuery;
  /** Goes to another state of the list (a history entry: Back works). */
  go: (next: CatalogQuery) => void;
  /** A new state is being rendered. */
  pending: boolean;
};

/**
 * The list's state and a way to change it, made once per list by CatalogQueryProvider
 * (components/catalog/catalog-query.tsx) so that all its parts share it: a change made in the
 * filters shows at once (optimistic) in the "Filters (n)" button, the sort and the search too,
 * while the server renders the new results.
 */
export function useCatalogNavigationState(current: CatalogQuery): CatalogNavigation {
  const router = useRouter();
  const pathname = usePathname();
  const [query, setOptimistic] = useOptimistic(current);
  const [pending, startTransition] = useTransition();
  const go = (next: CatalogQuery) =>
    startTransition(() => {
      setOptimistic(next);
      router.push(pathname + toSearch(next), { scroll: false });
    });
  return { query, go, pending };
}
