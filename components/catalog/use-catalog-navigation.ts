'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { parseCatalogSearch, toSearch, type CatalogQuery } from '@/lib/catalog/search-params';

/**
 * The list's URL state and a way to change it: a history entry per change (Back works), and the
 * new state shown at once (optimistic) while the server renders the new results.
 */
export function useCatalogNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const current = parseCatalogSearch(useSearchParams());
  const [query, setOptimistic] = useOptimistic(current);
  const [pending, startTransition] = useTransition();
  const go = (next: CatalogQuery) =>
    startTransition(() => {
      setOptimistic(next);
      router.push(pathname + toSearch(next), { scroll: false });
    });
  return { query, go, pending };
}
