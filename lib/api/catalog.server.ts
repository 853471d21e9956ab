import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { routePath, routes } from '@/lib/contract/api-routes';
import { zProductCardList, zProductDetail, zProductList, type ProductCard, type ProductDetail, type ProductList } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { FACET_KEYS, type CatalogQuery } from '@/lib/catalog/search-params';
import { CacheTags } from '@/lib/cache-tags';
import { isVerifiedCustomer } from './customer-access.server';
import { isEmbeddedApi, serverApi } from './server-client';

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

/**
 * The catalogue is the same for every customer of a partner (prices carry the partner's discount).
 * With the embedded API, once the customer's access token is verified in process
 * (lib/api/customer-access.server.ts), the answer is read
 * partner-wide and kept with `'use cache'` per partner, language and query, tagged `catalog` and
 * `partner:{code}` (lib/cache-tags.ts): every instance drops it when the catalogue or the partner
 * changes (lib/cache/use-cache-handler.cjs). A remote API is asked as the customer, per request.
 */
async function verified<T>(partnerCode: string, read: () => Promise<Loaded<T>>, asCustomer: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  if (!isEmbeddedApi()) return asCustomer();
  if (!(await isVerifiedCustomer(partnerCode))) return { kind: 'unauthorized' };
  return read();
}

function catalogueCache(partnerCode: string): void {
  cacheTag(CacheTags.catalog, CacheTags.partner(partnerCode));
  cacheLife('minutes');
}

const partnerApi = (partnerCode: string, lang: Language) => serverApi({ lang, partnerCode, catalogRead: true });

const listOf = async (api: KyInstance, search: string) =>
  zProductList.parse(await api.get(routes.listProducts.path, { searchParams: new URLSearchParams(search) }).json());
const productOf = async (api: KyInstance, eurl: string) => zProductDetail.parse(await api.get(routePath(routes.productByUrl.path, { url: eurl })).json());
const relatedOf = async (api: KyInstance, id: number) => zProductCardList.parse(await api.get(routePath(routes.relatedProducts.path, { id })).json()).items;

async function cachedList(partnerCode: string, lang: Language, search: string): Promise<Loaded<ProductList>> {
  'use cache';
  catalogueCache(partnerCode);
  const api = await partnerApi(partnerCode, lang);
  return load(() => listOf(api, search));
}

async function cachedProduct(partnerCode: string, lang: Language, eurl: string): Promise<Loaded<ProductDetail>> {
  'use cache';
  catalogueCache(partnerCode);
  const api = await partnerApi(partnerCode, lang);
  return load(() => productOf(api, eurl));
}

async function cachedRelated(partnerCode: string, lang: Language, id: number): Promise<Loaded<ProductCard[]>> {
  'use cache';
  catalogueCache(partnerCode);
  const api = await partnerApi(partnerCode, lang);
  return load(() => relatedOf(api, id));
}

/** As the customer, per request (a remote API). */
async function asCustomer<T>(partnerCode: string, lang: Language, read: (api: KyInstance) => Promise<T>): Promise<Loaded<T>> {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return { kind: 'unauthorized' };
  return load(() => read(api));
}

export const getProductList = cache(
  (partnerCode: string, lang: Language, search: string): Promise<Loaded<ProductList>> =>
    verified(partnerCode, () => cachedList(partnerCode, lang, search), () => asCustomer(partnerCode, lang, (api) => listOf(api, search))),
);

export const getProductByUrl = cache(
  (partnerCode: string, lang: Language, eurl: string): Promise<Loaded<ProductDetail>> =>
    verified(partnerCode, () => cachedProduct(partnerCode, lang, eurl), () => asCustomer(partnerCode, lang, (api) => productOf(api, eurl))),
);

export const getRelatedProducts = cache(async (partnerCode: string, lang: Language, id: number): Promise<ProductCard[]> => {
  const result = await verified(partnerCode, () => cachedRelated(partnerCode, lang, id), () => asCustomer(partnerCode, lang, (api) => relatedOf(api, id)));
  return result.kind === 'ok' ? result.data : [];
});

/**
 * The partner's catalogue with no customer check, for the cached routes only
 * (app/…/cached-products, app/…/cached-product): middleware sends a customer there only after it
 * verified their access token for the partner (lib/routing/partner-wide.ts), and no request can
 * name those routes itself. Embedded API only (middleware never sends anyone there otherwise).
 */
export const getPartnerProductList = (partnerCode: string, lang: Language, search: string) => cachedList(partnerCode, lang, search);
export const getPartnerProduct = (partnerCode: string, lang: Language, eurl: string) => cachedProduct(partnerCode, lang, eurl);
export const getPartnerRelatedProducts = async (partnerCode: string, lang: Language, id: number): Promise<ProductCard[]> => {
  const result = await cachedRelated(partnerCode, lang, id);
  return result.kind === 'ok' ? result.data : [];
};
