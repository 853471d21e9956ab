import 'server-only';
import { HTTPError } from 'ky';
import { routePath, routes } from '@/lib/contract/api-routes';
import { zContentPage, zContentPageLinks, type ContentPage, type ContentPageLink } from '@/lib/contract/content-pages';
import type { Language } from '@/lib/contract/enums';
import { BUILD_ONLY_PARTNER, partnerCache } from './partner.server';
import { serverApi } from './server-client';

/**
 * A partner's content pages (issue #18 item 7) for the server: the same for every visitor,
 * cached per partner and language with the partner's tag. A page change bumps the partner row's
 * pages version, whose new fingerprint expires the tag (as any partner change does).
 */
/** The footer's links; none when the lookup fails (the footer is not worth failing a page for). */
export async function getContentPageLinks(code: string, lang: Language): Promise<ContentPageLink[]> {
  'use cache';
  partnerCache(code);
  if (code === BUILD_ONLY_PARTNER) return [];
  try {
    const api = await serverApi({ lang, partnerCode: code });
    return zContentPageLinks.parse(await api.get(routes.listContentPages.path).json()).items;
  } catch {
    return [];
  }
}

/** A published page, or undefined when there is none (the page answers 404). */
export async function getContentPage(code: string, eurl: string, lang: Language): Promise<ContentPage | undefined> {
  'use cache';
  partnerCache(code);
  if (code === BUILD_ONLY_PARTNER) return undefined;
  const api = await serverApi({ lang, partnerCode: code });
  try {
    return zContentPage.parse(await api.get(routePath(routes.contentPageByUrl.path, { url: eurl })).json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return undefined;
    throw error;
  }
}
