'use client';

import { useTranslations } from 'next-intl';
import { withChanges, type CatalogSort } from '@/lib/catalog/search-params';
import { useCatalogNavigation } from './use-catalog-navigation';

/** SPEC §2 sorting: default, cheapest, most expensive, recent. */
export const SCREEN_SORTS = ['Default', 'PriceAscending', 'PriceDescending', 'CreateDateDescending'] as const satisfies readonly CatalogSort[];

export function SortSelect() {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const value = (SCREEN_SORTS as readonly string[]).includes(query.sort) ? query.sort : 'Default';
  return (
    <label className="sort-select">
      {t('sort')}{' '}
      <select value={value} onChange={(e) => go(withChanges(query, { sort: e.target.value as CatalogSort }))}>
        {SCREEN_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
