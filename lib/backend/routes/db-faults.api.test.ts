import { createApi } from '../app';
import { databaseAvailability } from '../db/availability';
import { unavailableApiResponse } from '../http/unavailable';
import { forgetPartners } from '../services/partner-cache';
import { createTestApi, type TestApi } from '../testing/test-api';

/** Issue #14 items 16–17: a lost database answers 503 + Retry-After, not 500, and logs once. */
let t: TestApi;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeAll(async () => {
  t = await createTestApi();
  expect((await t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null })).status).toBe(200);
});
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => databaseAvailability().stop());

describe('database lost while running', () => {
  beforeAll(async () => {
    await t.close(); // the embedded database is gone: every query fails with "PGlite is closed"
    forgetPartners(t.db); // (the partners table is cached for 2 s)
  });

  it('answers API calls 503 service_unavailable with Retry-After, and logs one line for many requests', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'service_unavailable' });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[db] database unavailable (database_unreachable)');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps liveness at 200 and says why it is not ready', async () => {
    expect((await t.call('GET', '/health', undefined, { partner: null })).status).toBe(200);
    const ready = await t.call('GET', '/health/ready', undefined, { partner: null });
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: 'not_ready', reason: 'database_unreachable' });
    expect(ready.headers.get('retry-after')).toBe('5');
  });

  it('still answers an ordinary query error 500 internal_error', async () => {
    const broken = Object.assign(new Error('relation "partners" does not exist'), { code: '42P01' });
    const failing = new Proxy({}, { get: () => () => Promise.reject(broken) }) as never;
    const api = createApi({ ...t.deps, db: failing });
    const res = await api.request('/api/Partners/ByCode/acme');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal_error' });
    expect(error).toHaveBeenCalled();
  });
});

describe('database not opened yet (unavailableApiResponse)', () => {
  const answer = (method: string, path: string) => unavailableApiResponse(new Request(`http://shop.test${path}`, { method }), 'data_dir_unusable');

  it('keeps liveness at 200', async () => {
    const res = answer('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness 503 with the reason', async () => {
    const res = answer('GET', '/api/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'not_ready', reason: 'data_dir_unusable' });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it.each([
    ['GET', '/api/Products'],
    ['POST', '/api/Customers/Login'],
    ['POST', '/api/health'],
  ])('answers %s %s 503 service_unavailable with Retry-After', async (method, path) => {
    const res = answer(method, path);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'service_unavailable' });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
