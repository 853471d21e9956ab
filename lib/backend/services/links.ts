import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import type { ApiDeps } from '../context';

/** Absolute storefront links for mail, built with the same URL rules as the pages (DESIGN §3). */
export function storefrontLink(deps: Pick<ApiDeps, 'env'>, lang: Language, partnerCode: string, path: string): string {
  return new URL(buildPath({ lang, partnerId: partnerCode, path }), deps.env.PUBLIC_URL).toString();
}
