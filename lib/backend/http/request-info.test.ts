import { clientIpFromHeaders, languageFromHeader } from './request-info';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'el'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, el;q=0.8', 'el'],
    ['de', 'el'],
    ['en;q=0, el', 'el'],
  ])('%p → %p', (header, lang) => expect(languageFromHeader(header)).toBe(lang));
});

describe('clientIpFromHeaders', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
  it('uses the last hop unless a proxy is trusted', () => {
    expect(clientIpFromHeaders(headers, false)).toBe('10.0.0.1');
    expect(clientIpFromHeaders(headers, true)).toBe('203.0.113.9');
  });
  it('has a fallback', () => expect(clientIpFromHeaders(new Headers(), false)).toBe('unknown'));
});
