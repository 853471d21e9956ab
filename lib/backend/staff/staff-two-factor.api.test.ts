import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { createApi } from '../app';
import { staffMembers, staffTotp } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { TEST_PASSWORD_COST } from '../testing/template';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Two-factor sign-in for staff (issue #44 item 3): enrolment, the login's code step (required,
 * wrong, replayed, throttled), switching off, the secret kept encrypted, and the production rule
 * for Employees (every route but enrolment answers 403 totp_enrolment_required).
 */
const PASSWORD = 'two-factor-pass-2026';
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, body?: unknown, ip = '198.51.100.40') => t.call(method, path, body, { partner: null, ip, ...(token ? { token } : {}) });
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(t.deps.now().getTime() / 1000) + offsetSeconds });
/** A well-formed code that is not the current one (nor its neighbours'). */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-30, 0, 30].map((o) => codeAt(secret, o)));
  return ['111111', '222222', '333333', '444444'].find((c) => !near.includes(c))!;
}

async function newMember(role: 'Employee' | 'SalesPerson' | 'Inspector' = 'SalesPerson') {
  serial += 1;
  const email = `totp-${serial}@shop.test`;
  const [row] = await t.db.insert(staffMembers).values({ email, name: `Μέλος ${serial}`, role, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST) }).returning({ id: staffMembers.id });
  const res = await call('POST', '/staff/login', undefined, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { id: row!.id, email, token: res.body.token as string };
}

async function enrol(token: string): Promise<string> {
  const started = await call('POST', '/staff/two-factor/enrolment', token);
  expect(started.status).toBe(200);
  return started.body.secret as string;
}

async function enrolled(role: 'Employee' | 'SalesPerson' | 'Inspector' = 'SalesPerson') {
  const member = await newMember(role);
  const secret = await enrol(member.token);
  expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(secret) })).status).toBe(200);
  t.advance(30_000); // the confirming code's step is used
  return { ...member, secret };
}

describe('enrolment', () => {
  it('hands out a secret and an otpauth URI, switches on only with a right code, and keeps the secret encrypted', async () => {
    const member = await newMember();
    const started = await call('POST', '/staff/two-factor/enrolment', member.token);
    expect(started.status).toBe(200);
    const { secret, uri } = started.body as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Partner%20Storefront:totp-\d+%40shop\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.staffId, member.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    // pending: the login still needs no code
    expect((await call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD })).status).toBe(200);
    expect((await call('GET', '/staff/me', member.token)).body.twoFactor).toEqual({ enabled: false, enrolmentRequired: false });

    const wrong = await call('POST', '/staff/two-factor/confirmation', member.token, { code: await wrongCode(secret) });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'totp_invalid', fields: { code: 'totp_invalid' } } });
    expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: '12345' })).status).toBe(400);
    expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(secret) })).status).toBe(200);
    expect((await call('GET', '/staff/me', member.token)).body.twoFactor).toEqual({ enabled: true, enrolmentRequired: false });
    // on: no second enrolment, no second confirmation
    expect((await call('POST', '/staff/two-factor/enrolment', member.token)).body).toMatchObject({ error: 'totp_already_enabled' });
    expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(secret) })).body).toMatchObject({ error: 'totp_not_pending' });
  });

  it('a new enrolment before confirming replaces the secret', async () => {
    const member = await newMember();
    const first = await enrol(member.token);
    const second = await enrol(member.token);
    expect(second).not.toBe(first);
    expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(first) })).status).toBe(400);
    expect((await call('POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(second) })).status).toBe(200);
  });
});

describe('login with two-factor sign-in on', () => {
  it('asks for the code, refuses a wrong one, accepts the right one once', async () => {
    const member = await enrolled();
    const login = (code?: string) => call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD, ...(code ? { code } : {}) });
    expect((await login()).body).toMatchObject({ error: 'totp_required' });
    expect((await login(await wrongCode(member.secret))).body).toMatchObject({ error: 'totp_invalid' });
    const code = await codeAt(member.secret);
    const ok = await login(code);
    expect(ok.status).toBe(200);
    expect(ok.body.staff.twoFactor).toEqual({ enabled: true, enrolmentRequired: false });
    // the same code again, within its window: refused
    expect((await login(code)).body).toMatchObject({ error: 'totp_invalid' });
    // the previous step's code (clock drift) after a later one was used: refused too
    expect((await login(await codeAt(member.secret, -30))).status).toBe(401);
    // the next step's code: accepted
    t.advance(30_000);
    expect((await login(await codeAt(member.secret))).status).toBe(200);
    // a wrong password with the right code is still a wrong password
    t.advance(30_000);
    expect((await call('POST', '/staff/login', undefined, { email: member.email, password: 'not-the-password', code: await codeAt(member.secret) })).body).toMatchObject({ error: 'invalid_credentials' });
  });

  it('accepts a code one step old or one step ahead (clock drift), not two', async () => {
    const member = await enrolled();
    const login = (code: string) => call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD, code });
    expect((await login(await codeAt(member.secret, -60))).status).toBe(401);
    expect((await login(await codeAt(member.secret, 30))).status).toBe(200);
  });

  it('counts wrong codes like wrong passwords: the address is throttled', async () => {
    const member = await enrolled();
    const ip = '198.51.100.41';
    const statuses: number[] = [];
    for (let i = 0; i < t.deps.env.AUTH_RATE_LIMIT_ACCOUNT + 1; i++) {
      statuses.push((await call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD, code: await wrongCode(member.secret) }, ip)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // even the right code waits now
    expect((await call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD, code: await codeAt(member.secret) }, ip)).status).toBe(429);
  });
});

describe('switching off', () => {
  it('needs a current code', async () => {
    const member = await enrolled('Inspector');
    expect((await call('POST', '/staff/two-factor/disable', member.token, { code: await wrongCode(member.secret) })).status).toBe(400);
    expect((await call('POST', '/staff/two-factor/disable', member.token, { code: await codeAt(member.secret) })).body).toEqual({ enabled: false, enrolmentRequired: false });
    expect((await call('POST', '/staff/login', undefined, { email: member.email, password: PASSWORD })).status).toBe(200);
    expect((await call('POST', '/staff/two-factor/disable', member.token, { code: await codeAt(member.secret) })).body).toMatchObject({ error: 'totp_not_enabled' });
  });
});

describe('required for Employees in production', () => {
  // createApi warns that a production API runs without the server's preload: true here, and beside the point
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());
  const apiWith = (env: Partial<TestApi['deps']['env']>) => createApi({ ...t.deps, env: { ...t.deps.env, ...env } });
  const request = (api: ReturnType<typeof createApi>, method: string, path: string, token: string, body?: unknown) =>
    api.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.42' }, body: body === undefined ? undefined : JSON.stringify(body) });

  it('lets an Employee without TOTP only enrol, then everything', async () => {
    const production = apiWith({ NODE_ENV: 'production', DEMO_MODE: false });
    const member = await newMember('Employee');
    const refused = await request(production, 'GET', '/staff/orders', member.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'totp_enrolment_required' });
    const me = await request(production, 'GET', '/staff/me', member.token);
    expect((await me.json()).twoFactor).toEqual({ enabled: false, enrolmentRequired: true });

    const { secret } = await (await request(production, 'POST', '/staff/two-factor/enrolment', member.token)).json();
    expect((await request(production, 'POST', '/staff/two-factor/confirmation', member.token, { code: await codeAt(secret) })).status).toBe(200);
    expect((await request(production, 'GET', '/staff/orders', member.token)).status).toBe(200);
    // and may not switch it off there
    t.advance(30_000);
    const off = await request(production, 'POST', '/staff/two-factor/disable', member.token, { code: await codeAt(secret) });
    expect(await off.json()).toMatchObject({ error: 'totp_mandatory' });
  });

  it('holds no SalesPerson, and nobody in a demo or in development', async () => {
    const member = await newMember('SalesPerson');
    expect((await request(apiWith({ NODE_ENV: 'production', DEMO_MODE: false }), 'GET', '/staff/orders', member.token)).status).toBe(200);
    const employee = await newMember('Employee');
    expect((await request(apiWith({ NODE_ENV: 'production', DEMO_MODE: true }), 'GET', '/staff/orders', employee.token)).status).toBe(200);
    expect((await request(apiWith({ NODE_ENV: 'development', DEMO_MODE: false }), 'GET', '/staff/orders', employee.token)).status).toBe(200);
  });

  it('still lets that Employee log out', async () => {
    const production = apiWith({ NODE_ENV: 'production', DEMO_MODE: false });
    const member = await newMember('Employee');
    expect((await request(production, 'POST', '/staff/logout', member.token)).status).toBe(204);
    expect((await request(production, 'GET', '/staff/me', member.token)).status).toBe(401);
  });
});
