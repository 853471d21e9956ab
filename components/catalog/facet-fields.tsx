'use client';

import { useTranslations } from 'next-intl';
import type { FacetValue, ProductFacets } from '@/lib/contract/catalog';
import { ColorHex, type NamedColor, type StockAvailability } from '@/lib/contract/enums';
import { activeFilterCount, clearFilters, toggleFacet, type FacetKey } from '@/lib/catalog/search-params';
import { PriceRangeFilter } from './price-range-filter';
import { useCatalogNavigation } from './catalog-query';

const GROUPS: { key: FacetKey; facet: Exclude<keyof ProductFacets, 'price'>; title: 'categories' | 'colors' | 'sizes' | 'brands' | 'status' }[] = [
  { key: 'category', facet: 'categories', title: 'categories' },
  { key: 'color', facet: 'colors', title: 'colors' },
  { key: 'size', facet: 'sizes', title: 'sizes' },
  { key: 'brand', facet: 'brands', title: 'brands' },
  { key: 'status', facet: 'status', title: 'status' },
];

/**
 * The filters of SPEC §2 (Categories, Colors, Sizes, Brands, Status, Price Range) with a count per
 * value, and "Clear all" when any is on: the column beside the list (facet-filters.tsx) and the
 * phone's drawer (filters-drawer.tsx) show the same. Each change navigates (use-catalog-navigation).
 */
export function FacetFields({ facets }: { facets: ProductFacets }) {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const label = (key: FacetKey, value: FacetValue) => {
    if (key === 'color') return t(`colorNames.${value.value as NamedColor}`);
    if (key === 'status') return t(`availability.${value.value as StockAvailability}`);
    return value.label;
  };
  return (
    <>
      {GROUPS.map(({ key, facet, title }) =>
        facets[facet].length === 0 ? null : (
          <fieldset key={key} className="facet">
            <legend>{t(title)}</legend>
            {facets[facet].map((value) => (
              <label key={value.value} className="facet-value">
                <input
                  type="checkbox"
                  name={key}
                  value={value.value}
                  checked={query[key].includes(value.value)}
                  onChange={() => go(toggleFacet(query, key, value.value))}
                />
                {key === 'color' && <span className="swatch" style={{ background: ColorHex[value.value as NamedColor] }} aria-hidden="true" />}
                <span>{label(key, value)}</span>
                <span className="facet-count">{value.count}</span>
              </label>
            ))}
          </fieldset>
        ),
      )}
      <PriceRangeFilter key={`${query.priceMin}-${query.priceMax}`} bounds={facets.price} />
      {activeFilterCount(query) > 0 && (
        <button type="button" className="button-link clear-filters" onClick={() => go(clearFilters(query))}>
          {t('clearAll')}
        </button>
      )}
    </>
  );
}

/** "Filters" or "Filters (n)" for the list's state. */
export function useFiltersTitle(): string {
  const t = useTranslations('catalog');
  const active = activeFilterCount(useCatalogNavigation().query);
  return active ? t('filtersCount', { count: active }) : t('filters');
}
