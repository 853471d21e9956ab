import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createApi } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { TEST_PASSWORD_COST } from '../testing/template';
import { createTestApi, type TestApi } from '../testing/test-api';
import { ENDED_SESSION_KEEP_DAYS, revokeStaffSessions } from './staff-sessions';
import { STAFF_AUDIENCE } from './staff-tokens';

/**
 * Staff sessions (issue #44 item 3): a logout ends the token at once, on this instance and on a
 * second one over the same database (on PostgreSQL with its own pool); revokeStaffSessions ends
 * every session of a member; tokens without a session are refused.
 */
const PASSWORD = 'staff-sessions-pass-2026';
let t: TestApi;
let second: { handle?: DatabaseHandle; api: ReturnType<typeof createApi> };
let serial = 0;

beforeAll(async () => {
  t = await createTestApi();
  const handle = t.url ? await openDatabase({ url: t.url, migrate: false, poolSize: 2 }) : undefined;
  second = { handle, api: createApi({ ...t.deps, db: handle?.db ?? t.db }) };
});
afterAll(async () => {
  await second.handle?.close();
  await t.close();
});

const staffCall = (method: string, path: string, token?: string, body?: unknown, ip?: string) => t.call(method, path, body, { partner: null, ...(token ? { token } : {}), ...(ip ? { ip } : {}) });
const meOnSecond = async (token: string) => (await second.api.request('/api/staff/me', { headers: { Authorization: `Bearer ${token}` } })).status;

async function newMember(role: 'Employee' | 'SalesPerson' | 'Inspector' = 'Inspector') {
  serial += 1;
  const email = `session-${serial}@shop.test`;
  const [row] = await t.db.insert(staffMembers).values({ email, name: `Μέλος ${serial}`, role, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST) }).returning({ id: staffMembers.id });
  return { id: row!.id, email };
}

async function login(email: string, ip = `203.0.113.${serial}`): Promise<string> {
  const res = await staffCall('POST', '/staff/login', undefined, { email, password: PASSWORD }, ip);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

it('a login records a session with its address and agent', async () => {
  const member = await newMember();
  await login(member.email, '203.0.113.77');
  const rows = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ip: '203.0.113.77', revokedAt: null });
  expect(rows[0]!.expiresAt.getTime()).toBe(t.deps.now().getTime() + t.deps.env.STAFF_TOKEN_MINUTES * 60_000);
});

it('a logout refuses the token at once on both instances, and only that token', async () => {
  const member = await newMember('SalesPerson');
  const token = await login(member.email);
  const other = await login(member.email);
  expect((await staffCall('GET', '/staff/me', token)).status).toBe(200);
  expect(await meOnSecond(token)).toBe(200);

  expect((await staffCall('POST', '/staff/logout', token)).status).toBe(204);
  expect((await staffCall('GET', '/staff/me', token)).body).toMatchObject({ error: 'token_invalid' });
  expect(await meOnSecond(token)).toBe(401);
  // the member's other login goes on
  expect((await staffCall('GET', '/staff/me', other)).status).toBe(200);
  expect(await meOnSecond(other)).toBe(200);
  // a second logout with the same token is refused like any dead token
  expect((await staffCall('POST', '/staff/logout', token)).status).toBe(401);
});

it('a logout on the second instance is refused on the first', async () => {
  const member = await newMember();
  const token = await login(member.email);
  const res = await second.api.request('/api/staff/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(204);
  expect((await staffCall('GET', '/staff/me', token)).status).toBe(401);
});

it('revokeStaffSessions ends every session of the member and no one else’s', async () => {
  const member = await newMember('Employee');
  const bystander = await newMember('Employee');
  const tokens = [await login(member.email), await login(member.email)];
  const kept = await login(bystander.email);
  const ended = await t.db.transaction((tx) => revokeStaffSessions(tx, member.id));
  expect(ended).toBe(2);
  for (const token of tokens) {
    expect((await staffCall('GET', '/staff/orders', token)).status).toBe(401);
    expect(await meOnSecond(token)).toBe(401);
  }
  expect((await staffCall('GET', '/staff/me', kept)).status).toBe(200);
  // nothing left to end; a new login works
  expect(await t.db.transaction((tx) => revokeStaffSessions(tx, member.id, t.deps.now()))).toBe(0);
  expect((await staffCall('GET', '/staff/me', await login(member.email))).status).toBe(200);
});

it('refuses a token whose session expired, and a validly signed token without a session', async () => {
  const member = await newMember();
  const token = await login(member.email);
  await t.db.update(staffSessions).set({ expiresAt: t.deps.now() }).where(eq(staffSessions.staffId, member.id));
  expect((await staffCall('GET', '/staff/me', token)).status).toBe(401);

  const now = Math.floor(t.deps.now().getTime() / 1000);
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(member.id)).setIssuer('partner-storefront').setAudience(STAFF_AUDIENCE).setIssuedAt(now).setExpirationTime(now + 600).sign(t.deps.jwtKey);
  expect((await staffCall('GET', '/staff/me', await sign({}))).body).toMatchObject({ error: 'token_invalid' });
  expect((await staffCall('GET', '/staff/me', await sign({ sid: 'made-up' }))).body).toMatchObject({ error: 'token_invalid' });
});

it('a session of one member does not carry another member’s token', async () => {
  const a = await newMember();
  const b = await newMember('Employee');
  await login(a.email);
  const [session] = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, a.id));
  const now = Math.floor(t.deps.now().getTime() / 1000);
  const forged = await new SignJWT({ sid: session!.id }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(b.id)).setIssuer('partner-storefront').setAudience(STAFF_AUDIENCE).setIssuedAt(now).setExpirationTime(now + 600).sign(t.deps.jwtKey);
  expect((await staffCall('GET', '/staff/me', forged)).status).toBe(401);
});

it('a disabled member’s token is refused at once', async () => {
  const member = await newMember();
  const token = await login(member.email);
  await t.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, member.id));
  expect((await staffCall('GET', '/staff/me', token)).status).toBe(401);
  expect(await meOnSecond(token)).toBe(401);
});

it('a login drops the member’s sessions that ended more than the keep period ago, and only those', async () => {
  const member = await newMember();
  const other = await newMember();
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(t.deps.now().getTime() - daysAgo * day);
  await t.db.insert(staffSessions).values([
    { id: `old-${member.id}`, staffId: member.id, createdAt: at(ENDED_SESSION_KEEP_DAYS + 2), expiresAt: at(ENDED_SESSION_KEEP_DAYS + 1) },
    { id: `recent-${member.id}`, staffId: member.id, createdAt: at(ENDED_SESSION_KEEP_DAYS - 1), expiresAt: at(ENDED_SESSION_KEEP_DAYS - 2) },
    { id: `old-${other.id}`, staffId: other.id, createdAt: at(ENDED_SESSION_KEEP_DAYS + 2), expiresAt: at(ENDED_SESSION_KEEP_DAYS + 1) },
  ]);
  await login(member.email);
  const ids = async (staffId: number) => (await t.db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.staffId, staffId))).map((r) => r.id);
  const kept = await ids(member.id);
  expect(kept).toHaveLength(2);
  expect(kept).toContain(`recent-${member.id}`);
  expect(kept).not.toContain(`old-${member.id}`);
  expect(await ids(other.id)).toEqual([`old-${other.id}`]);
});
