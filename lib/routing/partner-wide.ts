import type { Language } from '@/lib/contract/enums';
import { EMPTY_QUERY, parseCatalogSearch, toSearchParams, type CatalogQuery } from '@/lib/catalog/search-params';

/**
 * The catalogue pages served from the cache (issue #15). The list and the product page are the
 * same for every customer of a partner, but their URL state is in the query string, which Next's
 * page cache does not key on. For a customer middleware has verified, it rewrites them to internal
 * routes that carry that state, canonical, in the path:
 *   /acme/products?color=red&category=x  →  /el/acme/cached-products/category%3Dx%26color%3Dred
 *   /acme/products/gilet?size=M          →  /el/acme/cached-product/gilet/size%3DM
 *   /acme                                →  /el/acme/cached-home (the landing with products in it)
 * (`-` when there is none). No request can name these routes itself: they are no page of SPEC §2,
 * so middleware answers them with the not-found page.
 */
export const CACHED_LIST_SEGMENT = 'cached-products';
/** The landing page with the partner's products in it (issue #16 item 5): for a verified customer only, like the list. */
export const CACHED_LANDING_SEGMENT = 'cached-home';
export const CACHED_PRODUCT_SEGMENT = 'cached-product';
const NONE = '-';
/** A longer state (a long search with many filters) is rendered per request instead of filling the cache. */
const MAX_STATE_LENGTH = 512;

/** The internal cached route of a storefront page, or undefined when it has none. */
export function partnerWidePath(page: { lang: Language; partnerId: string; pagePath: string; search: string }): string | undefined {
  const [first, eurl, ...rest] = page.pagePath.split('/');
  const search = new URLSearchParams(page.search);
  let path: string[] | undefined;
  if (first === '' && eurl === undefined) path = [CACHED_LANDING_SEGMENT];
  else if (first === 'products' && eurl === undefined) path = [CACHED_LIST_SEGMENT, stateSegment(toSearchParams(parseCatalogSearch(search)))];
  else if (first === 'products' && eurl && rest.length === 0) path = [CACHED_PRODUCT_SEGMENT, eurl, stateSegment(selectionParams(search))]; // eurl: as the request spelled it (percent-encoded)
  if (!path || path.some((segment) => segment.length > MAX_STATE_LENGTH)) return undefined;
  return `/${[page.lang, page.partnerId, ...path].join('/')}`;
}

/** The list's state from its segment (as Next hands it over: decoded once). */
export function listQueryOfSegment(segment: string): CatalogQuery {
  return segment === NONE ? EMPTY_QUERY : parseCatalogSearch(paramsOfSegment(segment));
}

/** The product page's chosen colour and size (`?color=…&size=…`, the first of each). */
export type VariantSelection = { color?: string; size?: string };

export function selectionOfSegment(segment: string): VariantSelection {
  if (segment === NONE) return {};
  const params = selectionParams(paramsOfSegment(segment));
  return { ...(params.has('color') ? { color: params.get('color')! } : {}), ...(params.has('size') ? { size: params.get('size')! } : {}) };
}

function selectionParams(search: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['color', 'size']) {
    const value = search.get(key)?.trim();
    if (value && value.length <= 64) params.set(key, value);
  }
  return params;
}

const stateSegment = (params: URLSearchParams) => (params.size ? Buffer.from(params.toString()).toString('base64url') : NONE);
const paramsOfSegment = (segment: string) => new URLSearchParams(Buffer.from(segment, 'base64url').toString());
