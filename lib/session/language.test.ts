import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import {
  CURRENT_PARTNER_KEY,
  DEFAULT_LOCALIZATION,
  LANGUAGE_COOKIE_MAX_AGE,
  LOCALIZATION_KEY,
  browserLanguageSources,
  cookieValue,
  createLocalizationAtom,
  createLocalizationStorage,
  detectLanguage,
  getCurrentPartner,
  getDefaultLanguage,
  getStoredLanguage,
  languageCookie,
  localizationAtom,
  parseLocalization,
  rememberLanguage,
  resolveDefaultLanguage,
  setCurrentPartner,
  supportedLanguage,
} from './language';
import { MemoryStorage } from './testing/memory-storage';

const rejected = ['EN', 'En', 'eng', 'e1', 'fr', 'xx', 'el-GR', ' en', 'e', '', null, undefined];

describe('resolveDefaultLanguage (SPEC §5, §9)', () => {
  it('takes the saved setting when it is a supported two-letter lowercase code', () => {
    expect(resolveDefaultLanguage('en', 'el')).toBe('en');
    expect(resolveDefaultLanguage('el', 'en')).toBe('el');
  });

  it.each(rejected)('rejects the saved setting %p and falls back to the environment default', (saved) => {
    expect(resolveDefaultLanguage(saved, 'en')).toBe('en');
  });

  it.each(rejected.filter((v) => v !== null))('rejects the environment default %p and falls back to el', (envDefault) => {
    expect(resolveDefaultLanguage(null, envDefault ?? undefined)).toBe('el');
    expect(resolveDefaultLanguage('FR', envDefault ?? undefined)).toBe('el');
  });

  it('is el with nothing set', () => expect(resolveDefaultLanguage(null, undefined)).toBe('el'));
});

describe('supportedLanguage', () => {
  it.each([
    ['en', 'en'], ['el', 'el'], ['en-GB', 'en'], ['en_US', 'en'], ['EN', 'en'], ['el-GR', 'el'], [' el ', 'el'],
    ['eng', undefined], ['e1', undefined], ['fr', undefined], ['fr-FR', undefined], ['', undefined], [null, undefined],
  ])('%p → %p', (tag, expected) => expect(supportedLanguage(tag)).toBe(expected));
});

describe('detectLanguage (SPEC §9)', () => {
  const all = {
    search: '?lng=en',
    cookie: 'a=1; I18N_LANGUAGE=el',
    localStorage: 'en',
    sessionStorage: 'el',
    navigatorLanguages: ['en-GB', 'el'],
    htmlLang: 'el',
  };

  it('prefers the query string lng', () => expect(detectLanguage(all)).toBe('en'));

  it('follows the order query, cookie, localStorage, sessionStorage, browser, html lang', () => {
    expect(detectLanguage({ ...all, search: '' })).toBe('el'); // cookie
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('en'); // localStorage
    expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: null })).toBe('el'); // sessionStorage
    expect(detectLanguage({ navigatorLanguages: ['en-GB', 'el'], htmlLang: 'el' })).toBe('en'); // browser
    expect(detectLanguage({ navigatorLanguages: [], htmlLang: 'el-GR' })).toBe('el'); // html lang
  });

  it('skips unsupported or malformed values and takes the next source', () => {
    expect(detectLanguage({ search: 'lng=fr', cookie: 'I18N_LANGUAGE=e1', localStorage: 'eng', sessionStorage: 'xx', navigatorLanguages: ['fr-FR', 'de', 'EN-us'], htmlLang: 'el' })).toBe('en');
    expect(detectLanguage({ search: 'lng=fr', htmlLang: 'en' })).toBe('en');
  });

  it('takes the browser languages in order of preference', () => {
    expect(detectLanguage({ navigatorLanguages: ['de-DE', 'el-GR', 'en'] })).toBe('el');
  });

  it('reads lng from parsed query parameters, other parameters are ignored', () => {
    expect(detectLanguage({ search: new URLSearchParams('color=red&lng=en') })).toBe('en');
    expect(detectLanguage({ search: '?language=en&lang=en' })).toBeUndefined();
  });

  it('reads only the I18N_LANGUAGE cookie', () => {
    expect(detectLanguage({ cookie: 'language=en; X_I18N_LANGUAGE=en' })).toBeUndefined();
    expect(detectLanguage({ cookie: 'usr_fe_at=x;I18N_LANGUAGE=en' })).toBe('en');
  });

  it('is undefined when no source has a supported language', () => {
    expect(detectLanguage({})).toBeUndefined();
    expect(detectLanguage({ search: '?lng=fr', cookie: null, navigatorLanguages: null, htmlLang: '' })).toBeUndefined();
  });

  it('has no browser sources on the server', () => expect(browserLanguageSources()).toEqual({}));
});

describe('cookieValue', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(cookieValue('a=1; b=x%20y; c', 'b')).toBe('x y');
    expect(cookieValue('ab=1', 'b')).toBeUndefined();
    expect(cookieValue('b=%E0%A4%A', 'b')).toBe('%E0%A4%A'); // malformed escape: kept as written
    expect(cookieValue(undefined, 'b')).toBeUndefined();
  });
});

describe('stored language (SPEC §3)', () => {
  it('rememberLanguage writes I18N_LANGUAGE, the language setting and the cookie', () => {
    const storage = new MemoryStorage({ other: 'kept' });
    const setCookie = jest.fn();
    rememberLanguage('en', storage, setCookie);
    expect(storage.snapshot()).toEqual({ other: 'kept', I18N_LANGUAGE: 'en', language: 'en' });
    expect(setCookie).toHaveBeenCalledTimes(1);
    expect(setCookie).toHaveBeenCalledWith(`I18N_LANGUAGE=en; Path=/; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}`);
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(365 * 24 * 3600);
  });

  it('rememberLanguage then reads back as stored, default and detected language', () => {
    const storage = new MemoryStorage();
    let cookie = '';
    rememberLanguage('en', storage, (c) => (cookie = c.split(';')[0] ?? ''));
    expect(getStoredLanguage(storage)).toBe('en');
    expect(getDefaultLanguage(storage, 'el')).toBe('en');
    expect(detectLanguage({ cookie })).toBe('en');
  });

  it('rememberLanguage ignores unsupported codes from untyped callers', () => {
    const storage = new MemoryStorage();
    const setCookie = jest.fn();
    for (const bad of ['fr', 'EN', 'en-GB']) rememberLanguage(bad as 'en', storage, setCookie);
    expect(storage.length).toBe(0);
    expect(setCookie).not.toHaveBeenCalled();
  });

  it('the cookie is Secure when asked', () => {
    expect(languageCookie('el', true)).toBe(`I18N_LANGUAGE=el; Path=/; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Secure`);
  });

  it('getDefaultLanguage applies the SPEC §5 rule to the saved setting', () => {
    expect(getDefaultLanguage(new MemoryStorage({ language: 'EN' }), 'en')).toBe('en');
    expect(getDefaultLanguage(new MemoryStorage({ language: 'EN' }), undefined)).toBe('el');
    expect(getDefaultLanguage(new MemoryStorage(), 'en')).toBe('en');
    expect(getDefaultLanguage(undefined, undefined)).toBe('el');
  });

  it('getStoredLanguage accepts a supported tag and nothing else', () => {
    expect(getStoredLanguage(new MemoryStorage({ I18N_LANGUAGE: 'el' }))).toBe('el');
    expect(getStoredLanguage(new MemoryStorage({ I18N_LANGUAGE: 'fr' }))).toBeUndefined();
    expect(getStoredLanguage(new MemoryStorage())).toBeUndefined();
  });

  it('survives a storage that throws (disabled or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberLanguage('en', broken, () => undefined)).not.toThrow();
    expect(getStoredLanguage(broken)).toBeUndefined();
    expect(getDefaultLanguage(broken, 'en')).toBe('en');
    expect(getCurrentPartner(broken)).toBeUndefined();
  });

  it('without a browser nothing is stored and nothing throws', () => {
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(getStoredLanguage()).toBeUndefined();
  });
});

describe('current partner (SPEC §3)', () => {
  it('saves, reads and forgets the partner code under current-partner', () => {
    const storage = new MemoryStorage();
    expect(getCurrentPartner(storage)).toBeUndefined();
    setCurrentPartner('acme', storage);
    expect(storage.snapshot()).toEqual({ [CURRENT_PARTNER_KEY]: 'acme' });
    expect(getCurrentPartner(storage)).toBe('acme');
    setCurrentPartner('', storage);
    expect(getCurrentPartner(storage)).toBeUndefined();
    setCurrentPartner(' acme-2 ', storage);
    expect(getCurrentPartner(storage)).toBe('acme-2');
    setCurrentPartner(null, storage);
    expect(storage.length).toBe(0);
  });
});

describe('localization store (SPEC §3)', () => {
  it('defaults to el / el', () => {
    expect(DEFAULT_LOCALIZATION).toEqual({ defaultLanguage: 'el', currentLanguage: 'el' });
    expect(createStore().get(localizationAtom)).toEqual({ defaultLanguage: 'el', currentLanguage: 'el' });
  });

  it.each([
    [null, 'el', 'el'],
    ['{"defaultLanguage":"en","currentLanguage":"en"}', 'en', 'en'],
    ['{"defaultLanguage":"el","currentLanguage":"en"}', 'el', 'en'],
    ['{"defaultLanguage":"EN","currentLanguage":"fr"}', 'el', 'el'],
    ['{"currentLanguage":"en"}', 'el', 'en'],
    ['{"defaultLanguage":1,"currentLanguage":["en"]}', 'el', 'el'],
    ['not json', 'el', 'el'],
    ['"en"', 'el', 'el'],
  ])('parses %p as %p / %p', (raw, defaultLanguage, currentLanguage) => {
    expect(parseLocalization(raw)).toEqual({ defaultLanguage, currentLanguage });
  });

  function setup(initial: Record<string, string> = {}) {
    const storage = new MemoryStorage(initial);
    const target = new EventTarget();
    const atom = createLocalizationAtom(createLocalizationStorage(() => storage, () => target));
    const store = createStore();
    const unmount = store.sub(atom, () => undefined); // mounting reads the stored value
    return { storage, target, atom, store, unmount };
  }

  it('persists under the localization key as { defaultLanguage, currentLanguage }', () => {
    const { storage, atom, store } = setup();
    expect(store.get(atom)).toEqual(DEFAULT_LOCALIZATION);
    store.set(atom, (prev) => ({ ...prev, currentLanguage: 'en' }));
    expect(JSON.parse(storage.getItem(LOCALIZATION_KEY) ?? 'null')).toEqual({ defaultLanguage: 'el', currentLanguage: 'en' });
    store.set(atom, RESET);
    expect(storage.getItem(LOCALIZATION_KEY)).toBeNull();
    expect(store.get(atom)).toEqual(DEFAULT_LOCALIZATION);
  });

  it('loads the stored value when mounted, validated', () => {
    const good = setup({ localization: '{"defaultLanguage":"en","currentLanguage":"en"}' });
    expect(good.store.get(good.atom)).toEqual({ defaultLanguage: 'en', currentLanguage: 'en' });
    const bad = setup({ localization: '{"defaultLanguage":"de","currentLanguage":"en-GB"}' });
    expect(bad.store.get(bad.atom)).toEqual(DEFAULT_LOCALIZATION);
  });

  it('follows changes made by other tabs, only for its own key and storage', () => {
    const { storage, target, atom, store, unmount } = setup();
    const storageEvent = (init: Partial<StorageEvent>) => target.dispatchEvent(Object.assign(new Event('storage'), init));
    storageEvent({ key: 'language', newValue: 'en', storageArea: storage });
    storageEvent({ key: LOCALIZATION_KEY, newValue: '{"currentLanguage":"en"}', storageArea: new MemoryStorage() });
    expect(store.get(atom)).toEqual(DEFAULT_LOCALIZATION);
    storageEvent({ key: LOCALIZATION_KEY, newValue: '{"defaultLanguage":"en","currentLanguage":"en"}', storageArea: storage });
    expect(store.get(atom)).toEqual({ defaultLanguage: 'en', currentLanguage: 'en' });
    storageEvent({ key: LOCALIZATION_KEY, newValue: null, storageArea: storage }); // removed elsewhere
    expect(store.get(atom)).toEqual(DEFAULT_LOCALIZATION);
    unmount();
    storageEvent({ key: LOCALIZATION_KEY, newValue: '{"currentLanguage":"en"}', storageArea: storage });
    expect(store.get(atom)).toEqual(DEFAULT_LOCALIZATION);
  });

  it('returns the same object for the same stored text (no needless re-render)', () => {
    const storage = new MemoryStorage({ localization: '{"currentLanguage":"en"}' });
    const jotaiStorage = createLocalizationStorage(() => storage, () => undefined);
    expect(jotaiStorage.getItem(LOCALIZATION_KEY, DEFAULT_LOCALIZATION)).toBe(jotaiStorage.getItem(LOCALIZATION_KEY, DEFAULT_LOCALIZATION));
  });
});
