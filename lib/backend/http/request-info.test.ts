import { CLIENT_ADDRESS_HEADER } from '@/lib/config/trust-proxy.cjs';
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
  it('uses the address the server preload resolved, never what the client forwarded', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' });
    expect(clientIpFromHeaders(headers)).toBe('198.51.100.7');
  });
  it('without the preload: the last X-Forwarded-For hop (Next sets it from the socket)', () =>
    expect(clientIpFromHeaders(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('10.0.0.1'));
  it('has a fallback', () => expect(clientIpFromHeaders(new Headers())).toBe('unknown'));
});
