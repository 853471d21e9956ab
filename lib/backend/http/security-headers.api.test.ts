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

  it('ignore a forwarded protocol without a trusted proxy (issue #44 item 7)', async () => {
    for (const headers of [{ 'X-Forwarded-Proto': 'https' }, { Forwarded: 'proto=https' }] as Record<string, string>[]) {
      const res = await t.call('GET', '/health', undefined, { headers });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS when a trusted proxy says the request came over https', async () => {
    const behind = await createTestApi({ TRUST_PROXY: 'loopback' }, { onDatabaseOf: t });
    try {
      for (const headers of [{ 'X-Forwarded-Proto': 'https' }, { Forwarded: 'for=198.51.100.7;proto=https' }] as Record<string, string>[]) {
        const res = await behind.call('GET', '/health', undefined, { headers });
        expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      }
      expect((await behind.call('GET', '/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behind.close();
    }
  });
});
