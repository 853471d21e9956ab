import { createTestApi, type TestApi } from '../testing/test-api';

/** Issue #14 item 2: every API answer (JSON, errors, 404s) carries the security headers. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'unsafe-inline'; form-action 'self' http:\/\/shop\.test; frame-ancestors 'none'; base-uri 'none'$/);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
};

describe('API security headers', () => {
  it('are on a JSON answer, a refusal and a 404, without HSTS over http', async () => {
    for (const [path, status] of [['/health', 200], ['/Cart', 401], ['/no-such-endpoint', 404]] as const) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(status);
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS when the proxy says the request came over https', async () => {
    const res = await t.call('GET', '/health', undefined, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
