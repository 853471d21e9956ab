import type { Language } from '@/lib/contract/enums';
import { routingConfig, type RoutingConfig } from './config';

/**
 * Builds the public path of a storefront page: `/{lang?}/{partnerId}/{path}` following the
 * prefix and trailing-slash switches (DESIGN §3). `path` is relative to the partner ("" = home).
 */
export function buildPath(
  target: { lang: Language; partnerId: string; path?: string },
  config: RoutingConfig = routingConfig,
): string {
  const rest = (target.path ?? '').split('/').filter(Boolean);
  const isHome = rest.length === 0;
  const omit = isHome ? config.omitDefaultLanguagePrefixOnHome : config.omitDefaultLanguagePrefix;
  const withPrefix = config.addLanguagePrefix && !(target.lang === config.defaultLanguage && omit);
  const segments = [...(withPrefix ? [target.lang] : []), target.partnerId, ...rest];
  const path = `/${segments.join('/')}`;
  return config.trailingSlash ? `${path}/` : path;
}

/** Splits a public path into language, partner and page path (the inverse of buildPath). */
export function parsePath(
  pathname: string,
  config: RoutingConfig = routingConfig,
): { lang: Language; partnerId?: string; path: string } {
  const segments = pathname.split('/').filter(Boolean);
  let lang = config.defaultLanguage;
  const first = segments[0]?.toLowerCase();
  if (first && /^[a-z]{2}$/.test(first) && (config.languages as readonly string[]).includes(first)) {
    lang = first as Language;
    segments.shift();
  }
  const partnerId = segments.shift()?.toLowerCase();
  return { lang, partnerId, path: segments.join('/') };
}

/** The same page in another language (the language switcher keeps the current page). */
export function switchLanguagePath(pathname: string, target: Language, config: RoutingConfig = routingConfig): string {
  const parsed = parsePath(pathname, config);
  if (!parsed.partnerId) return '/';
  return buildPath({ lang: target, partnerId: parsed.partnerId, path: parsed.path }, config);
}
