'use client';

import { useTranslations } from 'next-intl';
import type { FacetValue, ProductFacets } from '@/lib/contract/catalog';
import { ColorHex, type NamedColor, type StockAvailability } from '@/lib/contract/enums';
import { activeFilterCount, clearFilters, toggleFacet, type FacetKey } from '@/lib/catalog/search-params';
import { PriceRangeFilter } from './price-range-filter';
import { SearchBox } from './search-box';
import { useCatalogNavigation } from './use-catalog-navigation';

const GROUPS: { key: FacetKey; facet: Exclude<keyof ProductFacets, 'price'>; title: 'categories' | 'colors' | 'sizes' | 'brands' | 'status' }[] = [
  { key: 'category', facet: 'categories', title: 'categories' },
  { key: 'color', facet: 'colors', title: 'colors' },
  { key: 'size', facet: 'sizes', title: 'sizes' },
  { key: 'brand', facet: 'brands', title: 'brands' },
  { key: 'status', facet: 'status', title: 'status' },
];

/**
 * The filters of SPEC §2 (Categories, Colors, Sizes, Brands, Status, Price Range) with a count per
 * value. On a phone they fold into one disclosure; on wider screens they stand beside the list.
 */
export function FacetFilters({ facets }: { facets: ProductFacets }) {
  const t = useTranslations('catalog');
  const { query, go, pending } = useCatalogNavigation();
  const active = activeFilterCount(query);
  const label = (key: FacetKey, value: FacetValue) => {
    if (key === 'color') return t(`colorNames.${value.value as NamedColor}`);
    if (key === 'status') return t(`availability.${value.value as StockAvailability}`);
    return value.label;
  };
  return (
    <details className="filters" open aria-busy={pending}>
      <summary>{active ? t('filtersCount', { count: active }) : t('filters')}</summary>
      <SearchBox key={query.q ?? ''} />
      {GROUPS.map(({ key, facet, title }) =>
        facets[facet].length === 0 ? null : (
          <fieldset key={key} className="facet">
            <legend>{t(title)}</legend>
            {facets[facet].map((value) => (
              <label key={value.value} className="facet-value">
                <input type="checkbox" checked={query[key].includes(value.value)} onChange={() => go(toggleFacet(query, key, value.value))} />
                {key === 'color' && <span className="swatch" style={{ background: ColorHex[value.value as NamedColor] }} aria-hidden="true" />}
                <span>{label(key, value)}</span>
                <span className="facet-count">{value.count}</span>
              </label>
            ))}
          </fieldset>
        ),
      )}
      <PriceRangeFilter key={`${query.priceMin}-${query.priceMax}`} bounds={facets.price} />
      {active > 0 && (
        <button type="button" className="button-link" onClick={() => go(clearFilters(query))}>
          {t('clearAll')}
        </button>
      )}
    </details>
  );
}
