import type { Metadata } from 'next';
import type { Language } from '@/lib/contract/enums';
import { routingConfig, type RoutingConfig } from '@/lib/routing/config';
import { buildPath } from '@/lib/routing/paths';

/**
 * Page metadata for crawlers (issue #3 §6). Pure: URLs are paths built with `buildPath`; the root
 * layout's `metadataBase` (PUBLIC_URL) makes them absolute.
 */

/** Open Graph locale of each storefront language. */
export const OG_LOCALES: Record<Language, string> = { el: 'el_GR', en: 'en_US' };

export type PageRef = { partnerId: string; path: string };

/** The same page in every language, plus `x-default` (the default language's URL), for hreflang links. */
export function languageAlternates(
  page: PageRef,
  config: RoutingConfig = routingConfig,
): Record<Language | 'x-default', string> {
  const entries = config.languages.map((lang) => [lang, buildPath({ lang, ...page }, config)] as const);
  const byLang = Object.fromEntries(entries) as Record<Language, string>;
  return { ...byLang, 'x-default': byLang[config.defaultLanguage] };
}

export type PublicPageInput = PageRef & {
  lang: Language;
  title: string;
  description: string;
  siteName: string;
};

/** Metadata of a public page (login, register, forgot-password…): indexable, canonical, hreflang, Open Graph. */
export function publicPageMetadata(input: PublicPageInput, config: RoutingConfig = routingConfig): Metadata {
  const { lang, partnerId, path, title, description, siteName } = input;
  const canonical = buildPath({ lang, partnerId, path }, config);
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates({ partnerId, path }, config) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName,
      locale: OG_LOCALES[lang],
      alternateLocale: config.languages.filter((other) => other !== lang).map((other) => OG_LOCALES[other]),
    },
    robots: { index: true, follow: true },
  };
}

/** Metadata of a page behind login: never indexed, links not followed. Other fields may be passed through. */
export function privatePageMetadata(base: Metadata = {}): Metadata {
  return { ...base, robots: { index: false, follow: false } };
}
