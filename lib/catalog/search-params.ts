import { isListSortOrder, type ListSortOrder } from '@/lib/contract/catalog-sorts';

/**
 * The product list's state in the URL (issue #4: filters and sort synced to the URL, shareable,
 * Back works). Parsing is lenient (a hand-edited URL never breaks the page: unknown keys and
 * malformed numbers are dropped; the API validates values); serialising is canonical (fixed key
 * order, defaults omitted), so equal states give equal URLs. Prices in the URL are whole euros.
 */
export const FACET_KEYS = ['category', 'brand', 'color', 'size', 'status'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
/** A sort order the API honours; any other value in a URL (RatingDescending too) means Default. */
export type CatalogSort = ListSortOrder;

export type CatalogQuery = {
  q?: string;
  category: string[];
  brand: string[];
  color: string[];
  size: string[];
  status: string[];
  priceMin?: number;
  priceMax?: number;
  sort: CatalogSort;
  page: number;
};

export const EMPTY_QUERY: CatalogQuery = { category: [], brand: [], color: [], size: [], status: [], sort: 'Default', page: 1 };

type Input = URLSearchParams | Record<string, string | string[] | undefined>;

const all = (input: Input, key: string): string[] => {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const euros = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
};

export function parseCatalogSearch(input: Input): CatalogQuery {
  const facet = (key: FacetKey) => [...new Set(all(input, key).map((v) => v.trim()).filter((v) => v && v.length <= 64))].slice(0, 30).sort();
  const q = all(input, 'q')[0]?.trim().slice(0, 200) || undefined;
  const sort = all(input, 'sort')[0];
  const page = Number(all(input, 'page')[0]);
  return {
    ...(q ? { q } : {}),
    category: facet('category'),
    brand: facet('brand'),
    color: facet('color'),
    size: facet('size'),
    status: facet('status'),
    ...(euros(all(input, 'priceMin')[0]) !== undefined ? { priceMin: euros(all(input, 'priceMin')[0]) } : {}),
    ...(euros(all(input, 'priceMax')[0]) !== undefined ? { priceMax: euros(all(input, 'priceMax')[0]) } : {}),
    sort: isListSortOrder(sort) ? sort : 'Default',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function toSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of FACET_KEYS) for (const value of [...query[key]].sort()) params.append(key, value);
  if (query.priceMin !== undefined) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax));
  if (query.sort !== 'Default') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** `?a=b` or '' — ready to append to a path. */
export function toSearch(query: CatalogQuery): string {
  const text = toSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/** Adds or removes one facet value; any filter change goes back to page 1. */
export function toggleFacet(query: CatalogQuery, key: FacetKey, value: string): CatalogQuery {
  const values = query[key].includes(value) ? query[key].filter((v) => v !== value) : [...query[key], value].sort();
  return { ...query, [key]: values, page: 1 };
}

export function withChanges(query: CatalogQuery, changes: Partial<CatalogQuery>): CatalogQuery {
  return { ...query, ...changes, page: changes.page ?? 1 };
}

/**
 * Removes every filter (facet values and the price range), keeping the search text and the sort:
 * the search is what the shopper asked, the filters narrow its answer. On a phone the search stays
 * above the list while the filters are in their drawer, whose "Clear all" must not drop it.
 */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return { ...EMPTY_QUERY, ...(query.q ? { q: query.q } : {}), sort: query.sort };
}

/**
 * The number of active filters, as the "Filters (n)" button and heading show it: one per chosen
 * facet value (category, brand, colour, size, status) and one for a price range, whether it has a
 * minimum, a maximum or both. The search text is not a filter (see clearFilters).
 */
export function activeFilterCount(query: CatalogQuery): number {
  const priceRange = query.priceMin !== undefined || query.priceMax !== undefined ? 1 : 0;
  return FACET_KEYS.reduce((n, key) => n + query[key].length, 0) + priceRange;
}
