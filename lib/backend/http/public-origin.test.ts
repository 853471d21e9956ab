import type { ApiDeps } from '../context';
import { depsByOrigin, forwardedProtoAndHost, publicOriginOf, requestOrigin } from './public-origin';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('requestOrigin', () => {
  it("is the Host header's host with the URL's scheme", () => {
    expect(requestOrigin(request('http://0.0.0.0:3100/api/x', { host: '127.0.0.1:3100' }), false)).toBe('http://127.0.0.1:3100');
    expect(requestOrigin(request('http://localhost:3000/api/x'), false)).toBe('http://localhost:3000');
    expect(requestOrigin(request('http://localhost/api/x', { host: '[::1]:8080' }), false)).toBe('http://[::1]:8080');
  });

  it('reads X-Forwarded-Proto and X-Forwarded-Host only behind a trusted proxy', () => {
    const behind = request('http://10.0.0.5:3000/', { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'shop.example, proxy' });
    expect(requestOrigin(behind, true)).toBe('https://shop.example');
    expect(requestOrigin(behind, false)).toBe('http://10.0.0.5:3000');
  });

  it("reads RFC 7239's Forwarded (first element, quoted or not) behind a trusted proxy, the X- forms first", () => {
    const forwarded = request('http://10.0.0.5:3000/', { host: '10.0.0.5:3000', forwarded: 'for=192.0.2.60;proto=HTTPS;host="shop.example:8443", for=10.0.0.1;host=proxy' });
    expect(requestOrigin(forwarded, true)).toBe('https://shop.example:8443');
    expect(requestOrigin(forwarded, false)).toBe('http://10.0.0.5:3000');
    const both = request('http://10.0.0.5:3000/', { host: 'a', forwarded: 'proto=http;host=b.example', 'x-forwarded-host': 'c.example', 'x-forwarded-proto': 'https' });
    expect(requestOrigin(both, true)).toBe('https://c.example');
    expect(forwardedProtoAndHost(new Headers({ forwarded: 'for=1.2.3.4' }))).toEqual({ proto: undefined, host: undefined });
  });

  it('refuses hosts that are not a plain host[:port]', () => {
    expect(requestOrigin(request('http://a/', { host: 'evil.example/path' }), false)).toBeUndefined();
    expect(requestOrigin(request('http://a/', { 'x-forwarded-host': 'x y', host: 'a' }), true)).toBeUndefined();
    expect(requestOrigin(request('http://a/', { 'x-forwarded-proto': 'javascript', host: 'a' }), true)).toBeUndefined();
  });
});

describe('publicOriginOf', () => {
  it("is the request's origin when listed, else the first configured", () => {
    const list = ['https://shop.example', 'https://www.shop.example'];
    expect(publicOriginOf(list, 'https://www.shop.example', 'https://shop.example')).toBe('https://www.shop.example');
    expect(publicOriginOf(list, 'https://evil.example', 'https://shop.example')).toBe('https://shop.example');
    expect(publicOriginOf(list, undefined, 'https://shop.example')).toBe('https://shop.example');
  });

  it("is the request's own origin without a configured list (demo), else the fallback", () => {
    expect(publicOriginOf([], 'http://127.0.0.1:3100', 'http://localhost:3000')).toBe('http://127.0.0.1:3100');
    expect(publicOriginOf([], undefined, 'http://localhost:3000/')).toBe('http://localhost:3000');
  });
});

describe('depsByOrigin', () => {
  it('keeps the base for its own origin and one copy per other origin', () => {
    const base = { env: { PUBLIC_URL: 'http://localhost:3000/' } } as ApiDeps;
    let made = 0;
    const of = depsByOrigin(base, (origin) => ({ ...base, env: { ...base.env, PUBLIC_URL: origin }, n: ++made }) as ApiDeps);
    expect(of('http://localhost:3000')).toBe(base);
    const other = of('http://127.0.0.1:3100');
    expect(other.env.PUBLIC_URL).toBe('http://127.0.0.1:3100');
    expect(of('http://127.0.0.1:3100')).toBe(other);
    for (let i = 0; i < 40; i++) of(`http://h${i}.test`);
    expect(made).toBe(41);
    of('http://h39.test');
    expect(made).toBe(42);
  });
});
