import 'server-only';
import { HTTPError } from 'ky';
import { cache } from 'react';
import { routePath, routes } from '@/lib/contract/api-routes';
import { DefaultLanguage, type Language } from '@/lib/contract/enums';
import { zPartner, zPartnerList, zPromotionInfo, type Partner, type PartnerSummary, type PromotionInfo } from '@/lib/contract/partner';
import { zProfile, type Profile } from '@/lib/contract/customer';
import { lookupPartner } from './partner-lookup';
import { serverApi } from './server-client';


/**
 * The partner of a storefront path, or undefined when the visitor must go to the root (SPEC §4:
 * no such partner, or the lookup failed). The server sends no session with this public call, so
 * the 401/403 rule's "clear the stored session" has nothing to clear here. Cached per request.
 */
export const getPartner = cache(async (code: string, lang: Language): Promise<Partner | undefined> => {
  const api = await serverApi({ lang });
  const fetchPartner = async () => {
    try {
      return zPartner.parse(await api.get(routePath(routes.partnerByCode.path, { code })).json());
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 404) return undefined;
      throw error;
    }
  };
  const result = await lookupPartner(fetchPartner, () => undefined);
  if (result.kind === 'root') return undefined;
  return result.partner;
});

/** The active partners, ordered by code (public, no partner scope): the sitemap lists their pages. */
export const listPartners = cache(async (): Promise<PartnerSummary[]> => {
  const api = await serverApi({ lang: DefaultLanguage });
  return zPartnerList.parse(await api.get(routes.listPartners.path).json()).items;
});

/** The logged-in customer's profile and the partner promotion info; undefined when the token is missing or stale. */
export const getCustomerContext = cache(
  async (code: string, lang: Language): Promise<{ profile: Profile; promotion: PromotionInfo } | undefined> => {
    const api = await serverApi({ lang, partnerCode: code, withToken: true });
    if (!api.hasToken) return undefined;
    try {
      const [profile, promotion] = await Promise.all([
        api.get(routes.getProfile.path).json(),
        api.get(routes.promotionInfo.path).json(),
      ]);
      return { profile: zProfile.parse(profile), promotion: zPromotionInfo.parse(promotion) };
    } catch (error) {
      // 400/404: no such partner (a path that bypassed middleware), which the layout answers by itself.
      if (error instanceof HTTPError && [400, 401, 403, 404].includes(error.response.status)) return undefined;
      throw error;
    }
  },
);
