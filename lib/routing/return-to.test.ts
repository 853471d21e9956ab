import { routingConfigFromEnv } from './config';
import { safeReturnTo } from './return-to';

const config = routingConfigFromEnv({});
const go = (value: string | null, lang: 'el' | 'en' = 'el') => safeReturnTo(value, { lang, partnerId: 'acme' }, config);

describe('safeReturnTo', () => {
  it('returns to the remembered page of the same partner, query kept', () => {
    expect(go('/acme/cart')).toBe('/acme/cart');
    expect(go('/en/acme/products?color=red')).toBe('/en/acme/products?color=red');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /acme/cart',
    '/hellas/cart',
    '/acme/login',
    '/%0d%0aLocation:%20https://evil.example',
    null,
    '',
  ])('%p → the landing page', (value) => {
    expect(go(value)).toBe('/acme');
  });
  it('the landing page follows the language', () => expect(go('https://evil.example', 'en')).toBe('/en/acme'));
});
