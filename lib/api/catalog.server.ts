import 'server-only';
import { HTTPError } from 'ky';
import { cache } from 'react';
import { routePath, routes } from '@/lib/contract/api-routes';
import { zProductCardList, zProductDetail, zProductList, type ProductCard, type ProductDetail, type ProductList } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { FACET_KEYS, type CatalogQuery } from '@/lib/catalog/search-params';
import { serverApi } from './server-client';

/**
 * Catalogue reads for server components, as the logged-in customer (prices carry the partner
 * discount). `unauthorized` means the access token was stale: the page lets the client refresh it.
 */
export type Loaded<T> = { kind: 'ok'; data: T } | { kind: 'unauthorized' } | { kind: 'not-found' };


async function load<T>(run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { kind: 'ok', data: await run() };
  } catch (error) {
    if (error instanceof HTTPError && (error.response.status === 401 || error.response.status === 403)) return { kind: 'unauthorized' };
    if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400)) return { kind: 'not-found' };
    throw error;
  }
}

/** The URL state → the API query (euros → cents). */
export function listSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of FACET_KEYS) for (const value of query[key]) params.append(key, value);
  if (query.priceMin !== undefined) params.set('priceMin', String(query.priceMin * 100));
  if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax * 100));
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  return params;
}

export const getProductList = cache(async (partnerCode: string, lang: Language, search: string): Promise<Loaded<ProductList>> => {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return { kind: 'unauthorized' };
  return load(async () => zProductList.parse(await api.get(routes.listProducts.path, { searchParams: new URLSearchParams(search) }).json()));
});

export const getProductByUrl = cache(async (partnerCode: string, lang: Language, eurl: string): Promise<Loaded<ProductDetail>> => {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return { kind: 'unauthorized' };
  return load(async () => zProductDetail.parse(await api.get(routePath(routes.productByUrl.path, { url: eurl })).json()));
});

export const getRelatedProducts = cache(async (partnerCode: string, lang: Language, id: number): Promise<ProductCard[]> => {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  const result = await load(async () => zProductCardList.parse(await api.get(routePath(routes.relatedProducts.path, { id })).json()));
  return result.kind === 'ok' ? result.data.items : [];
});
