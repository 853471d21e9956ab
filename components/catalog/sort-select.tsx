'use client';

import { useTranslations } from 'next-intl';
import { withChanges, type CatalogSort } from '@/lib/catalog/search-params';
import { useCatalogNavigation } from './catalog-query';

/** SPEC §2 sorting: default, cheapest, most expensive, recent. */
export const SCREEN_SORTS = ['Default', 'PriceAscending', 'PriceDescending', 'CreateDateDescending'] as const satisfies readonly CatalogSort[];

/** Orders the landing page's shelves open the list in: shown while the list is in one of them. */
const SHELF_SORTS = ['Bestseller', 'DiscountDescending'] as const satisfies readonly CatalogSort[];

export function SortSelect() {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const shown: readonly CatalogSort[] = (SHELF_SORTS as readonly string[]).includes(query.sort) ? [...SCREEN_SORTS, query.sort] : SCREEN_SORTS;
  const value = shown.includes(query.sort) ? query.sort : 'Default';
  return (
    <label className="sort-select">
      {t('sort')}{' '}
      <select value={value} onChange={(e) => go(withChanges(query, { sort: e.target.value as CatalogSort }))}>
        {shown.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort as (typeof SCREEN_SORTS | typeof SHELF_SORTS)[number]}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
