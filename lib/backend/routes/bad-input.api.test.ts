import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

/**
 * Bad input never gets a 5xx (issue #2): malformed JSON, wrong types, missing and unknown
 * fields, oversized bodies, and a few hundred generated payloads thrown at the auth endpoints.
 */
let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_ACCOUNT: '100000', AUTH_RATE_LIMIT_CLIENT: '100000', API_BODY_LIMIT_BYTES: '4096' });
  token = (await login(t)).at;
});
afterAll(() => t.close());

const endpoints: [string, string][] = [
  ['POST', '/Customers/Login'],
  ['POST', '/account/refreshtoken'],
  ['POST', '/Customers/Register'],
  ['POST', '/Customers/ValidateRegistration'],
  ['POST', '/Customers/ForgotPassword'],
  ['POST', '/Customers/ResetPassword'],
  ['POST', '/Customers/UpdatePassword'],
  ['POST', '/Customers/Logout'],
  ['PUT', '/Customers/Profile'],
];

describe('specific bad inputs', () => {
  it('malformed JSON → 400 malformed_json', async () => {
    const res = await t.call('POST', '/Customers/Login', '{"email": ');
    expect([res.status, res.body]).toEqual([400, { error: 'malformed_json' }]);
  });
  it('wrong content type → 400', async () => {
    const res = await t.call('POST', '/Customers/Login', 'email=a', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect([res.status, res.body.error]).toEqual([400, 'unsupported_media_type']);
  });
  it('oversized body → 400 body_too_large', async () => {
    const res = await t.call('POST', '/Customers/Login', { email: 'a@b.c', password: 'x'.repeat(5000), partnerCode: 'acme' });
    expect([res.status, res.body.error]).toEqual([400, 'body_too_large']);
  });
  it('missing fields, wrong types and unknown fields → field keys', async () => {
    const res = await t.call('POST', '/Customers/Login', { email: 42, partnerCode: 'acme', admin: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_failed',
      fields: { email: 'invalid_type', password: 'required', admin: 'not_allowed_values' },
      params: expect.any(Object),
    });
  });
  it('NUL characters (which PostgreSQL cannot store) → 400 field error', async () => {
    const res = await t.call('POST', '/Customers/ForgotPassword', { email: 'a\u0000@b.gr' });
    expect([res.status, res.body.fields]).toEqual([400, { email: 'invalid_format' }]);
  });
  it('a JSON array or null body → 400', async () => {
    expect((await t.call('POST', '/Customers/Login', '[]')).status).toBe(400);
    expect((await t.call('POST', '/Customers/Login', 'null')).status).toBe(400);
  });
});

/** A small deterministic generator of hostile values. */
function* payloads(seed: number): Generator<unknown> {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff), s / 0x7fffffff);
  const values: unknown[] = [
    null, true, 0, -1, 1e308, NaN, '', ' ', 'a'.repeat(300), '😀'.repeat(80), "' OR 1=1 --", '<script>alert(1)</script>',
    '../../etc/passwd', '\u0000', [], [1, 2], {}, { $ne: null }, 'demo@acme.test', 'Demo-2026!', 'acme', 'x'.repeat(20),
  ];
  const keys = ['email', 'password', 'partnerCode', 'at', 'rt', 'guid', 'firstName', 'lastName', 'registrationCode', 'confirmPassword', 'currentPassword', 'newPassword', 'mobile', 'dateOfBirth', '__proto__', 'constructor'];
  for (;;) {
    const body: Record<string, unknown> = {};
    const n = Math.floor(rnd() * 6);
    for (let i = 0; i < n; i++) body[keys[Math.floor(rnd() * keys.length)]!] = values[Math.floor(rnd() * values.length)];
    yield rnd() < 0.1 ? values[Math.floor(rnd() * values.length)] : body;
  }
}

describe('generated bad payloads', () => {
  it('never produce a 5xx on any auth endpoint', async () => {
    const gen = payloads(2026);
    const failures: string[] = [];
    let sent = 0;
    for (let round = 0; round < 40; round++) {
      for (const [method, path] of endpoints) {
        const body = gen.next().value;
        const res = await t.call(method, path, JSON.stringify(body), { token });
        sent++;
        if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} → ${res.status}`);
        if (res.status >= 400) expect(typeof res.body.error).toBe('string');
      }
    }
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(failures).toEqual([]);
  }, 120_000);
});
