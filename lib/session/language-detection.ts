import { DefaultLanguage, Languages, type Language } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';

/** Cookie (and storage key) of the active language (SPEC §3 `I18N_LANGUAGE`). */
export const LANGUAGE_COOKIE = 'I18N_LANGUAGE';

/** A detected language tag's primary subtag, lower-cased, if supported (`en-GB` → `en`, `fr` → undefined). */
export function supportedLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && (Languages as readonly string[]).includes(primary) ? (primary as Language) : undefined;
}

/**
 * SPEC §5/§9: the default language is the saved `language` setting, else the environment default,
 * each accepted only if exactly two lowercase letters a-z and supported; else `el`.
 */
export function resolveDefaultLanguage(saved: string | null | undefined, envDefault: string | undefined): Language {
  return acceptLanguageCode(saved) ?? acceptLanguageCode(envDefault) ?? DefaultLanguage;
}

/** Where SPEC §9's detection looks, as plain values (see `browserLanguageSources`). */
export type LanguageSources = {
  /** The query string (`location.search`, `?` optional) or its parsed form; `lng` is read. */
  search?: string | URLSearchParams | null;
  /** A cookie string (`document.cookie` or a `Cookie` header); `I18N_LANGUAGE` is read. */
  cookie?: string | null;
  /** The `I18N_LANGUAGE` item of localStorage. */
  localStorage?: string | null;
  /** The `I18N_LANGUAGE` item of sessionStorage. */
  sessionStorage?: string | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  navigatorLanguages?: readonly string[] | null;
  /** `<html lang>`. */
  htmlLang?: string | null;
};

export function cookieValue(cookie: string | null | undefined, name: string): string | undefined {
  for (const part of cookie?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * SPEC §9's detection order: query string `lng`, cookie, localStorage, sessionStorage, browser
 * languages, `<html lang>`. Returns the first supported language, or undefined.
 */
export function detectLanguage(sources: LanguageSources): Language | undefined {
  const query = typeof sources.search === 'string' ? new URLSearchParams(sources.search) : sources.search;
  const candidates = [
    query?.get('lng'),
    cookieValue(sources.cookie, LANGUAGE_COOKIE),
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.navigatorLanguages ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return undefined;
}

