import type { MetadataRoute } from 'next';
import type { Language } from '@/lib/contract/enums';
import { routingConfig, type RoutingConfig } from '@/lib/routing/config';
import { buildPath } from '@/lib/routing/paths';

/** The pages a crawler may index: the public auth pages of each partner (issue #3 §6) and its accessibility statement (issue #49). */
export const SITEMAP_PAGES = ['login', 'register', 'forgot-password', 'accessibility'] as const;

/**
 * Sitemap entries (pure): every page of `SITEMAP_PAGES` of every partner in every language, then
 * the partner's published content pages (`contentPages`: their addresses by partner code, issue
 * #18 item 7), as absolute URLs on `publicUrl`, each with its language alternates.
 */
export function sitemapEntries(
  partnerCodes: readonly string[],
  publicUrl: string,
  config: RoutingConfig = routingConfig,
  contentPages: Readonly<Record<string, readonly string[]>> = {},
): MetadataRoute.Sitemap {
  const absolute = (lang: Language, partnerId: string, path: string) =>
    new URL(buildPath({ lang, partnerId, path }, config), publicUrl).toString();
  return partnerCodes.flatMap((partnerId) =>
    [...SITEMAP_PAGES, ...(contentPages[partnerId] ?? []).map((eurl) => `pages/${eurl}`)].flatMap((path) => {
      const languages = Object.fromEntries(config.languages.map((lang) => [lang, absolute(lang, partnerId, path)]));
      return config.languages.map((lang) => ({ url: absolute(lang, partnerId, path), alternates: { languages } }));
    }),
  );
}
