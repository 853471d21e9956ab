import { atomWithStorage } from 'jotai/utils';
import { DefaultLanguage, type Language } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';
import { LANGUAGE_COOKIE, cookieValue, detectLanguage, resolveDefaultLanguage, supportedLanguage, type LanguageSources } from './language-detection';

export { LANGUAGE_COOKIE, cookieValue, detectLanguage, resolveDefaultLanguage, supportedLanguage, type LanguageSources };

/**
 * Language and partner choices kept in the browser (SPEC §3, §5, §9; DESIGN §3): the active
 * language (`I18N_LANGUAGE`, also a cookie so middleware can read it), the saved `language`
 * setting that decides the default, the `current-partner` code, and the persisted `localization`
 * store. The rules are pure functions; storage is injected and defaults to the browser's.
 */
export const LANGUAGE_KEY = 'I18N_LANGUAGE';
export const LANGUAGE_SETTING_KEY = 'language';
export const CURRENT_PARTNER_KEY = 'current-partner';
export const LOCALIZATION_KEY = 'localization';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60; // one year, seconds

/** The part of Web Storage these functions use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage, or undefined on the server or when the browser refuses access. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function readItem(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: KeyValueStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice just is not remembered.
  }
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';
const documentCookie = (cookie: string) => {
  if (typeof document !== 'undefined') document.cookie = cookie;
};

// ── Rules ─────────────────────────────────────────────────────────────────────────────

// The pure rules live in ./language-detection (middleware imports them without jotai).

/** Gathers the detection sources from the browser (an empty object on the server). */
export function browserLanguageSources(): LanguageSources {
  if (typeof window === 'undefined') return {};
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: readItem(browserStorage('localStorage'), LANGUAGE_KEY),
    sessionStorage: readItem(browserStorage('sessionStorage'), LANGUAGE_KEY),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  };
}

// ── Stored choices ────────────────────────────────────────────────────────────────────

/** The active language (`I18N_LANGUAGE`), if one is stored and supported. */
export function getStoredLanguage(storage: KeyValueStorage | undefined = browserStorage()): Language | undefined {
  return supportedLanguage(readItem(storage, LANGUAGE_KEY));
}

/** The default language from the saved setting and the environment (SPEC §9). */
export function getDefaultLanguage(
  storage: KeyValueStorage | undefined = browserStorage(),
  envDefault: string | undefined = process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE,
): Language {
  return resolveDefaultLanguage(readItem(storage, LANGUAGE_SETTING_KEY), envDefault);
}

/** The `I18N_LANGUAGE` cookie middleware reads (one year, whole site). */
export function languageCookie(lang: Language, secure: boolean = isHttps()): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}${secure ? '; Secure' : ''}`;
}

/** Remembers the visitor's choice: `I18N_LANGUAGE`, the `language` setting and the cookie. */
export function rememberLanguage(
  lang: Language,
  storage: KeyValueStorage | undefined = browserStorage(),
  setCookie: (cookie: string) => void = documentCookie,
): void {
  if (acceptLanguageCode(lang) !== lang) return; // untyped callers: never store an unsupported code
  writeItem(storage, LANGUAGE_KEY, lang);
  writeItem(storage, LANGUAGE_SETTING_KEY, lang);
  setCookie(languageCookie(lang));
}

/** The partner the visitor is in (`current-partner`), if stored. */
export function getCurrentPartner(storage: KeyValueStorage | undefined = browserStorage()): string | undefined {
  return readItem(storage, CURRENT_PARTNER_KEY) || undefined;
}

/** Saves the current partner code; an empty code forgets it. */
export function setCurrentPartner(code: string | null | undefined, storage: KeyValueStorage | undefined = browserStorage()): void {
  writeItem(storage, CURRENT_PARTNER_KEY, code?.trim() || null);
}

// ── The persisted localisation store ───────────────────────────────────────────────────

export type Localization = { defaultLanguage: Language; currentLanguage: Language };
export const DEFAULT_LOCALIZATION: Localization = Object.freeze({ defaultLanguage: DefaultLanguage, currentLanguage: DefaultLanguage });

/** A stored `localization` value; anything missing, malformed or unsupported falls back to `el`. */
export function parseLocalization(raw: string | null | undefined): Localization {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const pick = (field: unknown) => (typeof field === 'string' ? acceptLanguageCode(field) : undefined) ?? DefaultLanguage;
  return { defaultLanguage: pick(record.defaultLanguage), currentLanguage: pick(record.currentLanguage) };
}

/** jotai storage for the `localization` value: validated JSON, followed across tabs. */
export function createLocalizationStorage(
  getStorage: () => KeyValueStorage | undefined = browserStorage,
  getTarget: () => EventTarget | undefined = () => (typeof window === 'undefined' ? undefined : window),
) {
  let last: { raw: string; value: Localization } | undefined; // same text → same object (no re-render)
  const parse = (raw: string | null, initialValue: Localization) => {
    if (raw === null) return initialValue;
    if (last?.raw !== raw) last = { raw, value: parseLocalization(raw) };
    return last.value;
  };
  return {
    getItem: (key: string, initialValue: Localization) => parse(readItem(getStorage(), key), initialValue),
    setItem: (key: string, value: Localization) => writeItem(getStorage(), key, JSON.stringify(value)),
    removeItem: (key: string) => writeItem(getStorage(), key, null),
    subscribe: (key: string, callback: (value: Localization) => void, initialValue: Localization) => {
      const target = getTarget();
      const listener = (event: Event) => {
        const { key: changed, newValue, storageArea } = event as Partial<StorageEvent>;
        if (changed !== key || (storageArea && storageArea !== getStorage())) return;
        callback(parse(newValue ?? null, initialValue));
      };
      target?.addEventListener('storage', listener);
      return () => target?.removeEventListener('storage', listener);
    },
  };
}

/**
 * The persisted localisation store (SPEC §3). It starts from the defaults on the server and
 * during hydration, and reads the stored value once mounted (no hydration mismatch).
 */
export function createLocalizationAtom(storage = createLocalizationStorage()) {
  return atomWithStorage<Localization>(LOCALIZATION_KEY, DEFAULT_LOCALIZATION, storage);
}

export const localizationAtom = createLocalizationAtom();
