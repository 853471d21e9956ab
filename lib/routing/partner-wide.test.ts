import { parseCatalogSearch } from '@/lib/catalog/search-params';
import { listQueryOfSegment, partnerWidePath, selectionOfSegment } from './partner-wide';
import { resolveRoute } from './resolve';
import { routingConfigFromEnv } from './config';

const page = (pagePath: string, search = '', lang: 'el' | 'en' = 'el') => partnerWidePath({ lang, partnerId: 'acme', pagePath, search });
/** What the page receives: the last segment, whether Next decodes it or not (base64url has nothing to decode). */
const param = (path: string) => {
  const segment = path.split('/').at(-1)!;
  expect(decodeURIComponent(segment)).toBe(segment);
  return segment;
};
const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('the cached routes of the catalogue pages (issue #15)', () => {
  it('the list: its canonical state in the path, so equal states share one cached page', () => {
    expect(page('products')).toBe('/el/acme/cached-products/-');
    const a = page('products', '?color=red&category=shirts&page=1&sort=Default&utm=x');
    const b = page('products', '?category=shirts&color=red');
    expect(a).toBe(`/el/acme/cached-products/${b64('category=shirts&color=red')}`);
    expect(b).toBe(a);
    expect(page('products', '?color=red', 'en')).toBe(`/en/acme/cached-products/${b64('color=red')}`);
  });

  it('the landing: one cached page per partner and language, the query no part of it', () => {
    expect(page('')).toBe('/el/acme/cached-home');
    expect(page('', '?utm=x', 'en')).toBe('/en/acme/cached-home');
    expect(page('cart')).toBeUndefined();
  });

  it('the list state comes back whole from the segment, a Greek search and its spaces included', () => {
    const search = '?q=μπλε πουκάμισο&brand=b1&brand=a2&priceMin=10&sort=PriceAsc&page=3';
    expect(listQueryOfSegment(param(page('products', search)!))).toEqual(parseCatalogSearch(new URLSearchParams(search)));
    expect(listQueryOfSegment('-')).toEqual(parseCatalogSearch(new URLSearchParams()));
  });

  it('the product page: the eurl as requested, the chosen colour and size (nothing else) in the path', () => {
    expect(page('products/gilet-p000001')).toBe('/el/acme/cached-product/gilet-p000001/-');
    const chosen = page('products/gilet-p000001', '?size=M&color=red&utm=x');
    expect(chosen).toBe(`/el/acme/cached-product/gilet-p000001/${b64('color=red&size=M')}`);
    expect(selectionOfSegment(param(chosen!))).toEqual({ color: 'red', size: 'M' });
    expect(selectionOfSegment('-')).toEqual({});
    expect(page('products/%CF%80-p1')).toBe('/el/acme/cached-product/%CF%80-p1/-');
  });

  it('other pages have no cached route; an overlong state is rendered per request instead', () => {
    for (const path of ['cart', 'checkout', 'profile/orders', 'login', 'products/a/b']) expect(page(path)).toBeUndefined();
    expect(page('products', `?q=${'x'.repeat(200)}&${Array.from({ length: 30 }, (_, i) => `brand=${'b'.repeat(40)}${i}`).join('&')}`)).toBeUndefined();
  });

  it('no request reaches a cached route by its own path: middleware answers it not-found', () => {
    const config = routingConfigFromEnv({});
    for (const path of ['/el/acme/cached-products/-', '/acme/cached-home', '/acme/cached-products/-', '/en/acme/cached-product/gilet/-']) {
      expect(resolveRoute({ pathname: path, search: '', authenticated: true }, config).kind).toBe('not-found');
    }
  });
});
