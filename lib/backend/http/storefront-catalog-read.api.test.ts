import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

/**
 * The storefront's in-process, partner-wide catalogue read (issue #15): only through the bindings
 * of `api.fetch`, which no HTTP request has, and only for catalogue GETs.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://shop.test/api${path}`, { ...init, headers: { 'X-Partner-Code': 'acme', 'Accept-Language': 'en', ...init.headers } });
const trusted = { storefrontCatalogRead: true } as const;

describe('storefront catalogue read', () => {
  it('answers a catalogue GET without a token, the same as a customer of the partner gets', async () => {
    const session = await login(t);
    const asCustomer = await t.call('GET', '/Products?pageSize=5', undefined, { token: session.at, lang: 'en' });
    const res = await t.api.fetch(request('/Products?pageSize=5'), trusted);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(asCustomer.body);
  });

  it('is refused without the bindings (an HTTP request), even with the same headers', async () => {
    expect((await t.api.fetch(request('/Products?pageSize=5'))).status).toBe(401);
    expect((await t.api.fetch(request('/Products?pageSize=5'), {})).status).toBe(401);
  });

  it('opens nothing but catalogue GETs', async () => {
    expect((await t.api.fetch(request('/Customers/Profile'), trusted)).status).toBe(401);
    const byIds = request('/Products/ByIds', { method: 'POST', body: JSON.stringify({ ids: [1] }), headers: { 'Content-Type': 'application/json' } });
    expect((await t.api.fetch(byIds, trusted)).status).toBe(401);
  });

  it('keeps the partner rules: an unknown or disabled partner is refused as before', async () => {
    expect((await t.api.fetch(request('/Products', { headers: { 'X-Partner-Code': 'nosuch' } }), trusted)).status).toBe(404);
    expect((await t.api.fetch(request('/Products', { headers: { 'X-Partner-Code': 'retired' } }), trusted)).status).toBe(403);
  });
});
