import { acceptLanguageCode, routingConfigFromEnv } from './config';
import { buildPath, parsePath, switchLanguagePath } from './paths';

const defaults = routingConfigFromEnv({});

describe('buildPath with the default switches', () => {
  it('omits the default language prefix', () => {
    expect(buildPath({ lang: 'el', partnerId: 'acme', path: 'products' }, defaults)).toBe('/acme/products');
    expect(buildPath({ lang: 'el', partnerId: 'acme' }, defaults)).toBe('/acme');
  });
  it('prefixes other languages', () => {
    expect(buildPath({ lang: 'en', partnerId: 'acme', path: '/products/' }, defaults)).toBe('/en/acme/products');
    expect(buildPath({ lang: 'en', partnerId: 'acme' }, defaults)).toBe('/en/acme');
  });
});

describe('buildPath with other switches', () => {
  it('keeps the default prefix when asked, separately for home', () => {
    const config = routingConfigFromEnv({ NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX: 'false' });
    expect(buildPath({ lang: 'el', partnerId: 'acme', path: 'cart' }, config)).toBe('/el/acme/cart');
    expect(buildPath({ lang: 'el', partnerId: 'acme' }, config)).toBe('/acme');
  });
  it('adds no prefix at all when prefixes are off', () => {
    const config = routingConfigFromEnv({ NEXT_PUBLIC_ADD_LANGUAGE_PREFIX: '0' });
    expect(buildPath({ lang: 'en', partnerId: 'acme', path: 'cart' }, config)).toBe('/acme/cart');
  });
  it('adds a trailing slash when configured', () => {
    const config = routingConfigFromEnv({ NEXT_PUBLIC_TRAILING_SLASH: 'true' });
    expect(buildPath({ lang: 'en', partnerId: 'acme', path: 'cart' }, config)).toBe('/en/acme/cart/');
  });
});

describe('acceptLanguageCode (SPEC §5)', () => {
  it.each([['el', 'el'], ['en', 'en'], ['EN', undefined], ['eng', undefined], ['e1', undefined], ['fr', undefined], ['', undefined], [null, undefined]])(
    '%p → %p',
    (input, expected) => expect(acceptLanguageCode(input)).toBe(expected),
  );
  it('falls back to el when the environment default is not acceptable', () => {
    expect(routingConfigFromEnv({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'EN' }).defaultLanguage).toBe('el');
    expect(routingConfigFromEnv({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'en' }).defaultLanguage).toBe('en');
  });
});

describe('parsePath and switchLanguagePath', () => {
  it('parses prefixed and bare paths', () => {
    expect(parsePath('/en/acme/products/shirt', defaults)).toEqual({ lang: 'en', partnerId: 'acme', path: 'products/shirt' });
    expect(parsePath('/acme', defaults)).toEqual({ lang: 'el', partnerId: 'acme', path: '' });
  });
  it('switches language and keeps the page', () => {
    expect(switchLanguagePath('/acme/products', 'en', defaults)).toBe('/en/acme/products');
    expect(switchLanguagePath('/en/acme/products', 'el', defaults)).toBe('/acme/products');
    expect(switchLanguagePath('/en/acme', 'el', defaults)).toBe('/acme');
  });
});
