import { DefaultLanguage, Languages, type Language } from '@/lib/contract/enums';

/**
 * The URL switches of SPEC §2 / DESIGN §3, read once from the environment. They are
 * NEXT_PUBLIC_ variables because middleware, server and browser must agree on them.
 */
export type RoutingConfig = {
  languages: readonly Language[];
  defaultLanguage: Language;
  addLanguagePrefix: boolean;
  omitDefaultLanguagePrefix: boolean;
  omitDefaultLanguagePrefixOnHome: boolean;
  trailingSlash: boolean;
  frontEndRedirect: boolean;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === '1' || value.toLowerCase() === 'true';

/** SPEC §5: a default language is accepted only if it is exactly two lowercase letters (and supported). */
export function acceptLanguageCode(value: string | null | undefined): Language | undefined {
  if (!value || !/^[a-z]{2}$/.test(value)) return undefined;
  return (Languages as readonly string[]).includes(value) ? (value as Language) : undefined;
}

export function routingConfigFromEnv(env: Record<string, string | undefined>): RoutingConfig {
  return {
    languages: Languages,
    defaultLanguage: acceptLanguageCode(env.NEXT_PUBLIC_DEFAULT_LANGUAGE) ?? DefaultLanguage,
    addLanguagePrefix: flag(env.NEXT_PUBLIC_ADD_LANGUAGE_PREFIX, true),
    omitDefaultLanguagePrefix: flag(env.NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX, true),
    omitDefaultLanguagePrefixOnHome: flag(env.NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX_ON_HOME, true),
    trailingSlash: flag(env.NEXT_PUBLIC_TRAILING_SLASH, false),
    frontEndRedirect: flag(env.NEXT_PUBLIC_FRONT_END_REDIRECT, false),
  };
}

// Spelled out one by one so that Next.js inlines them into middleware and browser bundles.
export const routingConfig: RoutingConfig = routingConfigFromEnv({
  NEXT_PUBLIC_DEFAULT_LANGUAGE: process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE,
  NEXT_PUBLIC_ADD_LANGUAGE_PREFIX: process.env.NEXT_PUBLIC_ADD_LANGUAGE_PREFIX,
  NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX: process.env.NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX,
  NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX_ON_HOME: process.env.NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX_ON_HOME,
  NEXT_PUBLIC_TRAILING_SLASH: process.env.NEXT_PUBLIC_TRAILING_SLASH,
  NEXT_PUBLIC_FRONT_END_REDIRECT: process.env.NEXT_PUBLIC_FRONT_END_REDIRECT,
});
