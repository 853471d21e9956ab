import { lastMail } from '../testing/auth-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Issue #44 item 7: the links a mail carries are built on the request's public origin; a forwarded
 * protocol and host name it only when a proxy is trusted (TRUST_PROXY), never on a client's word.
 * No PUBLIC_URL (a demo): the origin is the request's own (http://localhost for these requests).
 */
const forged = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' };

async function resetLinkWith(t: TestApi, headers: Record<string, string>): Promise<string> {
  expect((await t.call('POST', '/Customers/ForgotPassword', { email: 'demo@acme.test' }, { headers })).status).toBe(202);
  return (await lastMail(t, 'demo@acme.test', 'reset'))!.links[0]!;
}

describe('the forwarded origin without a trusted proxy', () => {
  let t: TestApi;
  beforeAll(async () => (t = await createTestApi({ PUBLIC_URL: '', TRUST_PROXY: 'false' })));
  afterAll(() => t.close());

  it('is ignored: X-Forwarded-Proto/-Host and Forwarded leave the link on the request’s own origin', async () => {
    for (const headers of [forged, { Forwarded: 'proto=https;host=evil.example' }]) {
      const link = await resetLinkWith(t, headers);
      expect(new URL(link).origin).toBe('http://localhost');
    }
  });
});

describe('the forwarded origin behind a trusted proxy', () => {
  let t: TestApi;
  beforeAll(async () => (t = await createTestApi({ PUBLIC_URL: '', TRUST_PROXY: 'loopback' })));
  afterAll(() => t.close());

  it('names the public origin, in either form', async () => {
    expect(new URL(await resetLinkWith(t, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' })).origin).toBe('https://shop.example');
    expect(new URL(await resetLinkWith(t, { Forwarded: 'for=198.51.100.7;proto=https;host=www.shop.example' })).origin).toBe('https://www.shop.example');
  });
});
