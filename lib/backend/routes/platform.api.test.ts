import { createTestApi, type TestApi } from '../testing/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ CORS_ORIGINS: 'https://shop.example' });
});
afterAll(() => t.close());

describe('ops endpoints', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.call('GET', '/health', undefined, { partner: null })).body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/health/ready', undefined, { partner: null });
    expect(ready.body).toEqual({ status: 'ready', database: t.deps.dbKind });
  });
});

describe('GET /openapi.json', () => {
  it('publishes every route with its schemas', async () => {
    const res = await t.call('GET', '/openapi.json', undefined, { partner: null });
    expect(res.body.openapi).toBe('3.1.0');
    const login = res.body.paths['/Customers/Login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password', 'partnerCode']));
    expect(login.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SessionRecord' });
    expect(res.body.components.schemas.SessionRecord.properties).toHaveProperty('rt');
    expect(res.body.paths['/Partners/ByCode/{code}'].get.parameters[0]).toMatchObject({ name: 'code', in: 'path' });
    expect(res.body.paths['/Customers/Profile'].get.security).toEqual([{ bearer: [] }]);
    // The operations API an ERP uses (issue #17 item 5).
    expect(Object.keys(res.body.paths['/staff/stock'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(res.body.paths['/staff/stock'].get.parameters).toEqual([expect.objectContaining({ name: 'skus', in: 'query' })]);
    for (const path of ['/staff/customers/{id}/impersonation', '/staff/customers/{id}/status', '/staff/customers/{id}/quota-reset', '/Customers/Impersonation']) expect(res.body.paths[path].post).toBeDefined();
    expect(res.body.paths['/staff/audit'].get).toBeDefined();
    // Faults are part of the contract (issue #14): 503 with Retry-After, readiness with its reason.
    expect(res.body.paths['/Customers/Profile'].get.responses['503'].content['application/json'].schema.properties.error).toEqual({ const: 'service_unavailable' });
    expect(res.body.paths['/Customers/Profile'].get.responses['503'].headers).toHaveProperty('Retry-After');
    expect(res.body.paths['/health/ready'].get.responses['503'].content['application/json'].schema.required).toEqual(['error', 'reason']);
    expect(res.body.paths['/health'].get.responses).not.toHaveProperty('503');
    // The product pictures (binary answers) are listed too, with the files the route accepts.
    const picture = res.body.paths['/images/products/{code}/{color}/{file}'].get;
    expect(Object.keys(picture.responses['200'].content)).toEqual(['image/png', 'image/webp']);
    const file = new RegExp(picture.parameters.find((p: { name: string }) => p.name === 'file').schema.pattern);
    expect(['front.png', 'back-640.webp', 'detail-64.webp'].every((f) => file.test(f))).toBe(true);
    expect(['front-641.webp', 'side.png', 'front.jpg'].some((f) => file.test(f))).toBe(false);
    expect(res.body.paths['/images/products/{code}.svg'].get.responses).toHaveProperty('404');
    expect(res.body.paths['/Partners/ByCode/{code}'].get.responses['400'].description).toContain('invalid_path');
  });
});

describe('CORS', () => {
  it('allows configured storefront origins only', async () => {
    const allowed = await t.call('OPTIONS', '/Customers/Login', undefined, {
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const denied = await t.call('OPTIONS', '/Customers/Login', undefined, {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('unknown routes and the test-only outbox', () => {
  it('answers JSON 404 for unknown paths', async () => {
    expect(await t.call('GET', '/NoSuchThing')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
  it('hides the outbox when test endpoints are off', async () => {
    const off = await (await import('../testing/test-api')).createTestApi({ ENABLE_TEST_ENDPOINTS: '0' }, { onDatabaseOf: t });
    try {
      expect((await off.call('GET', '/test/outbox?to=demo@acme.test')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('GET /images/products/{code}.svg', () => {
  it('draws every product picture from its data, cacheable', async () => {
    const res = await t.api.request('/api/images/products/P000001.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
  it('answers 404 for unknown or malformed names', async () => {
    expect((await t.api.request('/api/images/products/P999999.svg')).status).toBe(404);
    expect((await t.api.request('/api/images/products/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});
