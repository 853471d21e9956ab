import { KnownSizes, type FacetValue, type ProductFacets, type ProductListQuery } from '@/lib/contract/catalog';
import { NamedColors, StockAvailability, type Language } from '@/lib/contract/enums';
import { isVisibleTo, type CatalogIndex } from './catalog-index';
import type { PriceTable } from './partner-prices';
import { matchesTerms, searchTerms } from './search-stem';
import { sortPermutation } from './sort-orders';

/**
 * Filtering, facet counting and paging over the catalogue index, in one pass over the products
 * the partner may see (DESIGN §8 catalogue row):
 * - several values of one filter mean OR; different filters mean AND;
 * - colour, size and status must hold for the SAME variant;
 * - each facet is counted with every OTHER filter applied, so a selection never zeroes its
 *   siblings (the colour counts use the size and status filters on the same variant, etc.);
 * - the text search (every word, stemmed: names in both languages, category and brand names,
 *   the code; lib/backend/catalog/search-stem.ts) and the partner's visibility apply to every
 *   facet; the price filter is the partner's gross price.
 */
export type CatalogListResult = { slots: number[]; total: number; facets: ProductFacets };

const bitTable = (knownCount: number) => Int32Array.from({ length: 256 }, (_, position) => (position < knownCount ? 1 << position : 0));
const COLOR_BITS = bitTable(NamedColors.length);
const SIZE_BITS = bitTable(KnownSizes.length);
const STATUS_BITS = bitTable(StockAvailability.length);

function maskOf(values: readonly string[], known: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const position = known.indexOf(value);
    if (position >= 0) mask |= 1 << position;
  }
  return mask;
}

/** Flags per category/brand position, or null when the filter is not used (unknown codes flag nothing). */
function selection(codes: readonly string[], positions: Map<string, number>, size: number): Uint8Array | null {
  if (codes.length === 0) return null;
  const flags = new Uint8Array(size);
  for (const code of codes) {
    const position = positions.get(code);
    if (position !== undefined) flags[position] = 1;
  }
  return flags;
}

function addBits(counts: Int32Array, mask: number): void {
  for (let m = mask; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]! += 1;
}

export function queryCatalog(index: CatalogIndex, partnerId: number, lang: Language, prices: PriceTable, query: ProductListQuery): CatalogListResult {
  const terms = searchTerms(query.q);
  const haystacks = index.search;
  const categorySel = selection(query.category, index.categoryByCode, index.categories.length);
  const brandSel = selection(query.brand, index.brandByCode, index.brands.length);
  const colorSel = maskOf(query.color, NamedColors);
  const sizeSel = maskOf(query.size, KnownSizes);
  const statusSel = maskOf(query.status, StockAvailability);
  const variantFilter = colorSel !== 0 || sizeSel !== 0 || statusSel !== 0;
  const { priceMin, priceMax } = query;

  const n = index.count;
  const matched = new Uint8Array(n);
  const categoryCounts = new Int32Array(index.categories.length);
  const brandCounts = new Int32Array(index.brands.length);
  const colorCounts = new Int32Array(32);
  const sizeCounts = new Int32Array(32);
  const statusCounts = new Int32Array(32);
  let total = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;

  for (let i = 0; i < n; i++) {
    if (!isVisibleTo(index, i, partnerId)) continue;
    if (terms.length > 0 && !matchesTerms(haystacks[i]!, terms)) continue;
    const categoryOk = categorySel === null || categorySel[index.category[i]!] === 1;
    const brandOk = brandSel === null || brandSel[index.brand[i]!] === 1;
    const gross = prices.gross[i]!;
    const priceOk = (priceMin === null || gross >= priceMin) && (priceMax === null || gross <= priceMax);

    let colors = index.colorMask[i]!;
    let sizes = index.sizeMask[i]!;
    let states = index.statusMask[i]!;
    let variantOk = true;
    if (variantFilter) {
      colors = sizes = states = 0;
      variantOk = false;
      for (let v = index.variantStart[i]!, end = index.variantStart[i + 1]!; v < end; v++) {
        const c = COLOR_BITS[index.variantColor[v]!]!;
        const s = SIZE_BITS[index.variantSize[v]!]!;
        const st = STATUS_BITS[index.variantStatus[v]!]!;
        const colorOk = colorSel === 0 || (c & colorSel) !== 0;
        const sizeOk = sizeSel === 0 || (s & sizeSel) !== 0;
        const statusOk = statusSel === 0 || (st & statusSel) !== 0;
        if (sizeOk && statusOk) colors |= c;
        if (colorOk && statusOk) sizes |= s;
        if (colorOk && sizeOk) states |= st;
        if (colorOk && sizeOk && statusOk) variantOk = true;
      }
    }

    const productOk = categoryOk && brandOk && priceOk;
    if (productOk && variantOk) {
      matched[i] = 1;
      total++;
    }
    if (brandOk && priceOk && variantOk) categoryCounts[index.category[i]!]! += 1;
    if (categoryOk && priceOk && variantOk) brandCounts[index.brand[i]!]! += 1;
    if (productOk) {
      addBits(colorCounts, colors);
      addBits(sizeCounts, sizes);
      addBits(statusCounts, states);
    }
    if (categoryOk && brandOk && variantOk) {
      if (gross < minPrice) minPrice = gross;
      if (gross > maxPrice) maxPrice = gross;
    }
  }

  const facet = (values: readonly string[], counts: Int32Array, selected: readonly string[], label: (position: number) => string): FacetValue[] =>
    values.flatMap((value, position) => {
      const count = counts[position] ?? 0;
      return count > 0 || selected.includes(value) ? [{ value, label: label(position), count }] : [];
    });
  const facets: ProductFacets = {
    categories: facet(index.categories.map((c) => c.code), categoryCounts, query.category, (p) => index.categories[p]!.name[lang]),
    colors: facet(NamedColors, colorCounts, query.color, (p) => NamedColors[p]!),
    sizes: facet(KnownSizes, sizeCounts, query.size, (p) => KnownSizes[p]!),
    brands: facet(index.brands.map((b) => b.code), brandCounts, query.brand, (p) => index.brands[p]!.name),
    status: facet(StockAvailability, statusCounts, query.status, (p) => StockAvailability[p]!),
    price: minPrice === Infinity ? { min: null, max: null } : { min: minPrice, max: maxPrice },
  };

  const slots: number[] = [];
  const start = (query.page - 1) * query.pageSize;
  if (start < total) {
    const order = sortPermutation(index, query.sort, lang, prices);
    let seen = 0;
    for (let k = 0; k < n && slots.length < query.pageSize; k++) {
      const i = order[k]!;
      if (matched[i] === 1 && seen++ >= start) slots.push(i);
    }
  }
  return { slots, total, facets };
}
