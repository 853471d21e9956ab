import { EMPTY_QUERY, activeFilterCount, clearFilters, parseCatalogSearch, toSearch, toggleFacet, withChanges } from './search-params';

describe('parseCatalogSearch', () => {
  it('reads every key, repeated facets and numbers', () => {
    const q = parseCatalogSearch(new URLSearchParams('q=shirt&color=red&color=blue&size=M&priceMin=10&priceMax=80&sort=PriceAscending&page=3'));
    expect(q).toEqual({ q: 'shirt', category: [], brand: [], color: ['blue', 'red'], size: ['M'], status: [], priceMin: 10, priceMax: 80, sort: 'PriceAscending', page: 3 });
  });
  it('is lenient with hand-edited URLs', () => {
    expect(parseCatalogSearch({ page: '-4', sort: 'Cheapest!', priceMin: '1e9', color: ['', 'red', 'red'] })).toEqual({ ...EMPTY_QUERY, color: ['red'] });
  });
  it('keeps every sort order the API honours; RatingDescending (refused by the API) means Default', () => {
    expect(parseCatalogSearch({ sort: 'Bestseller' }).sort).toBe('Bestseller');
    expect(parseCatalogSearch({ sort: 'QuantityDescending' }).sort).toBe('QuantityDescending');
    expect(parseCatalogSearch({ sort: 'RatingDescending' })).toEqual(EMPTY_QUERY);
    expect(toSearch(parseCatalogSearch(new URLSearchParams('sort=RatingDescending&color=red')))).toBe('?color=red');
  });
  it('reads plain objects (Next searchParams)', () => {
    expect(parseCatalogSearch({ brand: 'aero' }).brand).toEqual(['aero']);
  });
});

describe('toSearch', () => {
  it('is canonical: same state, same URL, defaults omitted', () => {
    const a = parseCatalogSearch(new URLSearchParams('color=red&color=blue&page=1&sort=Default'));
    const b = parseCatalogSearch(new URLSearchParams('color=blue&color=red'));
    expect(toSearch(a)).toBe('?color=blue&color=red');
    expect(toSearch(a)).toBe(toSearch(b));
    expect(toSearch(EMPTY_QUERY)).toBe('');
  });
  it('round-trips', () => {
    const url = '?q=%CE%BC%CF%80%CE%BB%CE%BF%CF%8D%CE%B6%CE%B1&category=tshirts&status=Available&priceMax=50&sort=CreateDateDescending&page=2';
    expect(toSearch(parseCatalogSearch(new URLSearchParams(url)))).toBe(url);
  });
});

describe('changes', () => {
  const base = { ...EMPTY_QUERY, color: ['red'], page: 4 };
  it('toggling a facet value goes back to page 1', () => {
    expect(toggleFacet(base, 'color', 'blue')).toMatchObject({ color: ['blue', 'red'], page: 1 });
    expect(toggleFacet(base, 'color', 'red')).toMatchObject({ color: [], page: 1 });
  });
  it('withChanges resets the page unless it is the change', () => {
    expect(withChanges(base, { sort: 'PriceDescending' }).page).toBe(1);
    expect(withChanges(base, { page: 5 }).page).toBe(5);
  });
  it('clear removes the facets and the price range, keeps the search and the sort, and goes back to page 1', () => {
    const all = { ...base, brand: ['aero'], size: ['M', 'L'], category: ['tshirts'], status: ['Available'], priceMin: 5, priceMax: 9 };
    expect(clearFilters({ ...all, sort: 'PriceAscending', q: 'x' })).toEqual({ ...EMPTY_QUERY, q: 'x', sort: 'PriceAscending' });
    expect(clearFilters(all)).toEqual(EMPTY_QUERY);
  });
});

describe('activeFilterCount', () => {
  it('is 0 without filters, whatever the search, sort and page', () => {
    expect(activeFilterCount(EMPTY_QUERY)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_QUERY, q: 'shirt', sort: 'PriceAscending', page: 3 })).toBe(0);
  });
  it('counts every chosen value of every facet', () => {
    expect(activeFilterCount({ ...EMPTY_QUERY, color: ['blue', 'red'], size: ['M'], brand: ['aero'], category: ['tshirts'], status: ['Available'] })).toBe(6);
  });
  it('counts a price range once: a minimum, a maximum or both', () => {
    expect(activeFilterCount({ ...EMPTY_QUERY, priceMin: 10 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_QUERY, priceMax: 80 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_QUERY, priceMin: 10, priceMax: 80 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_QUERY, priceMin: 0 })).toBe(1);
  });
  it('adds the price range to the facet values', () => {
    expect(activeFilterCount({ ...EMPTY_QUERY, color: ['red'], size: ['S'], q: 'x', priceMin: 1, priceMax: 2 })).toBe(3);
  });
});
