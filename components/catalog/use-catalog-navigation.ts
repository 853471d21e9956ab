'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { toSearch, type CatalogQuery } from '@/lib/catalog/search-params';
import { useCatalogQuery } from './catalog-query';

/**
 * The list's state (as the server rendered it, components/catalog/catalog-query.tsx) and a way to change it: a history entry per change (Back works), and the
 * new state shown at once (optimistic) while the server renders the new results.
 */
export function useCatalogNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const current = useCatalogQuery();
  const [query, setOptimistic] = useOptimistic(current);
  const [pending, startTransition] = useTransition();
  const go = (next: CatalogQuery) =>
    startTransition(() => {
      setOptimistic(next);
      router.push(pathname + toSearch(next), { scroll: false });
    });
  return { query, go, pending };
}
