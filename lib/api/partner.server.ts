import 'server-only';
import { HTTPError } from 'ky';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { routePath, routes } from '@/lib/contract/api-routes';
import { DefaultLanguage, type Language } from '@/lib/contract/enums';
import { zPartner, zPartnerList, type Partner, type PartnerSummary } from '@/lib/contract/partner';
import { CacheTags } from '@/lib/cache-tags';
import { lookupPartner } from './partner-lookup';
import { isEmbeddedApi, serverApi } from './server-client';


/** The partner code the build validates the storefront routes with: never a partner (it fails the path rule). */
export const BUILD_ONLY_PARTNER = '_build';

/**
 * The partner of a storefront path, or undefined when the visitor must go to the root (SPEC §4:
 * no such partner, or the lookup failed).
 */
export async function getPartner(code: string, lang: Language): Promise<Partner | undefined> {
  if (code === BUILD_ONLY_PARTNER) return undefined;
  const result = await lookupPartner(() => partnerByCode(code.toLowerCase(), lang), () => undefined);
  return result.kind === 'root' ? undefined : result.partner;
}

/**
 * Public data, the same for every visitor: cached per partner and language, tagged with the
 * partner (lib/cache-tags.ts). "No such partner" is cached too (a new partner's row expires
 * it); a failed lookup throws and is not.
 */
/**
 * Inside a `'use cache'` function: the answer is the partner's (tagged with it). The embedded
 * API's database expires the tag when the partner row changes (lib/cache/use-cache-handler.cjs);
 * a remote API has no such signal here: its answer is kept 5 s only. Otherwise a minute: the pages
 * that carry it say `s-maxage=60`, so a CDN in front (which no tag reaches) keeps them a minute at most.
 */
export function partnerCache(code: string): void {
  cacheTag(CacheTags.partner(code));
  if (!isEmbeddedApi()) cacheLife({ stale: 30, revalidate: 5, expire: 300 });
  else cacheLife('minutes');
}

async function partnerByCode(code: string, lang: Language): Promise<Partner | undefined> {
  'use cache';
  partnerCache(code);
  const api = await serverApi({ lang });
  try {
    return zPartner.parse(await api.get(routePath(routes.partnerByCode.path, { code })).json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return undefined;
    throw error;
  }
}

/** The active partners, ordered by code (public, no partner scope): the sitemap lists their pages. */
export const listPartners = cache(async (): Promise<PartnerSummary[]> => {
  const api = await serverApi({ lang: DefaultLanguage });
  return zPartnerList.parse(await api.get(routes.listPartners.path).json()).items;
});
