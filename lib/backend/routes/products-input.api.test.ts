import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

/**
 * Catalogue routes and bad input: every parameter refused with a field key (400) or simply
 * matching nothing, never a 500; authentication and partner scope.
 */
let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  token = (await login(t)).at;
});
afterAll(() => t.close());

const get = (path: string, options: { token?: string; partner?: string | null } = {}) => t.call('GET', path, undefined, { token, ...options });

describe('bad list queries → 400 with a field key', () => {
  it.each([
    ['?color=mauve', { color: 'allowed_values_only' }],
    ['?color=red&color=mauve', { color: 'allowed_values_only' }],
    ['?status=Sold', { status: 'allowed_values_only' }],
    ['?size=XXXL', { size: 'allowed_values_only' }],
    ['?priceMin=5000&priceMax=100', { priceMax: 'price_range_invalid' }],
    ['?priceMin=-1', { priceMin: 'min_number' }],
    ['?priceMax=abc', { priceMax: 'integer' }],
    ['?priceMin=1.5', { priceMin: 'integer' }],
    ['?pageSize=1000', { pageSize: 'max_number' }],
    ['?pageSize=0', { pageSize: 'min_number' }],
    ['?page=0', { page: 'min_number' }],
    [`?q=${'a'.repeat(2000)}`, { q: 'max_characters' }],
    ['?sort=Cheapest', { sort: 'allowed_values_only' }],
    ['?sort=RatingDescending', { sort: 'sort_unsupported' }], // no ratings are recorded
    ['?sort=Default&sort=PriceAscending', { sort: 'allowed_values_only' }],
    ['?page=1&page=2', { page: 'invalid_type' }],
    ['?lang=en', { lang: 'not_allowed_values' }],
    ['?categories=shirts', { categories: 'not_allowed_values' }],
    [`?${Array.from({ length: 51 }, (_, i) => `brand=b${i}`).join('&')}`, { brand: 'max_items' }],
  ])('%s', async (query, fields) => {
    const res = await get(`/Products${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields });
  });
  it('an equal price range and empty repeated values are fine', async () => {
    expect((await get('/Products?priceMin=1000&priceMax=1000')).status).toBe(200);
    expect((await get('/Products?color=&status=')).status).toBe(200);
  });
});

describe('SQL and HTML meta-characters never give a 5xx', () => {
  const hostile = ["' OR 1=1 --", '"; DROP TABLE products; --', '<script>alert(1)</script>', '%', '_', '\\', '%00', '\u0000', '😀', "'); SELECT pg_sleep(1); --", '../../etc/passwd', '{"$ne":null}'];
  const params = ['q', 'category', 'brand', 'color', 'size', 'status', 'priceMin', 'priceMax', 'sort', 'page', 'pageSize'];
  it('in every list parameter: 400 or an empty/valid answer', async () => {
    const failures: string[] = [];
    for (const param of params) {
      for (const value of hostile) {
        const res = await get(`/Products?${param}=${encodeURIComponent(value)}`);
        if (res.status !== 400 && res.status !== 200) failures.push(`${param}=${value} → ${res.status}`);
        if (res.status === 200 && param !== 'q') expect(res.body.total).toBe(0);
        if (res.status === 400) expect(res.body.error).toBe('validation_failed');
      }
    }
    expect(failures).toEqual([]);
  });
  it('in path parameters: 404, or 400 for a NUL (issue #44 item 4: no name holds one)', async () => {
    for (const value of hostile) {
      const expected = value.includes('\u0000') ? 400 : 404;
      for (const path of ['/Products/', '/Products/ByCode/', '/Products/ByUrl/']) {
        const res = await get(`${path}${encodeURIComponent(value)}`);
        expect([value, res.status]).toEqual([value, expected]);
      }
      expect((await get(`/Products/${encodeURIComponent(value)}/Related`)).status).toBe(expected);
    }
  });
  it('in a ByIds body: 400', async () => {
    for (const value of hostile) {
      const res = await t.call('POST', '/Products/ByIds', { ids: [value] }, { token });
      expect([value, res.status]).toEqual([value, 400]);
    }
  });
});

describe('authentication and partner scope', () => {
  const paths = ['/Products', '/Products/1', '/Products/ByCode/P000001', '/Products/ByUrl/x', '/Products/1/Related'];
  it.each(paths)('%s needs a token (401)', async (path) => {
    const res = await get(path, { token: undefined });
    expect([res.status, res.body.error]).toEqual([401, 'unauthorized']);
    expect((await t.call('POST', '/Products/ByIds', { ids: [1] })).status).toBe(401);
  });
  it('a bad token is 401; another partner’s token is 403; no partner header is 400; a disabled partner 403', async () => {
    expect((await get('/Products', { token: 'not-a-jwt' })).status).toBe(401);
    expect((await get('/Products', { partner: 'hellas' })).body).toEqual({ error: 'partner_mismatch' });
    expect((await get('/Products', { partner: null })).status).toBe(400);
    expect((await get('/Products', { partner: 'retired' })).status).toBe(403);
    expect((await get('/Products', { partner: 'nosuch' })).status).toBe(404);
  });
});
