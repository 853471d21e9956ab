import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { ManagedStaffMember } from '@/lib/contract/staff-members';
import { createApi } from '../app';
import { staffAudit, staffMembers, staffTotp } from '../db/schema';
import { createTestApi, type TestApi } from '../testing/test-api';
import { demoStaffToken, NEW_STAFF_PASSWORD, newStaffMember, staffCallOf, staffLoginOf } from './testing/staff-member-helpers';

/**
 * An Employee resets another member's two-factor sign-in (a lost phone; decision 0026): the TOTP
 * row goes, the member's sessions end, they log in with the password alone (an Employee in
 * production is then held to enrolment), audited; refused for one's own account, when it is not
 * on, against another version (the member's own switching on counts) and for anyone but an Employee.
 */
jest.setTimeout(60_000);

let t: TestApi;
const tokens = { Employee: '', SalesPerson: '', Inspector: '' };
let employeeId = 0;

beforeAll(async () => {
  t = await createTestApi();
  tokens.Employee = await demoStaffToken(t, 'employee@shop.test');
  tokens.SalesPerson = await demoStaffToken(t, 'sales@shop.test');
  tokens.Inspector = await demoStaffToken(t, 'inspector@shop.test');
  employeeId = (await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'employee@shop.test')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string | undefined, body?: unknown) => staffCallOf(t)(method, path, token, body);
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(t.deps.now().getTime() / 1000) });
const reset = (id: number, token: string, expectedVersion: number) => call('POST', `/staff/members/${id}/two-factor-reset`, token, { expectedVersion });
const memberOf = async (id: number) => (await call('GET', `/staff/members/${id}`, tokens.Employee)).body as ManagedStaffMember;

/** Switches the member's two-factor sign-in on through the API (the confirming code's step is then spent). */
async function enrol(token: string): Promise<string> {
  const started = await call('POST', '/staff/two-factor/enrolment', token);
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  expect((await call('POST', '/staff/two-factor/confirmation', token, { code: await codeNow(secret) })).status).toBe(200);
  t.advance(30_000);
  return secret;
}

async function memberWithTwoFactor(role: 'Employee' | 'SalesPerson' | 'Inspector') {
  const member = await newStaffMember(t, tokens.Employee, role, role === 'SalesPerson' ? ['acme'] : []);
  const secret = await enrol(member.token);
  return { ...member, secret, ...(await memberOf(member.id)) };
}

describe("an Employee resets a member's two-factor sign-in", () => {
  it('removes the TOTP and ends the sessions; the member logs in with the password alone; audited', async () => {
    const member = await memberWithTwoFactor('SalesPerson');
    expect(member.twoFactor).toBe(true);
    expect(await staffLoginOf(t, member.email, NEW_STAFF_PASSWORD)).toMatchObject({ status: 401, body: { error: 'totp_required' } });

    const done = await reset(member.id, tokens.Employee, member.version);
    expect(done).toMatchObject({ status: 200, body: { id: member.id, twoFactor: false, version: member.version + 1, status: 'active' } });
    expect(await t.db.select().from(staffTotp).where(eq(staffTotp.staffId, member.id))).toEqual([]);
    expect((await call('GET', '/staff/me', member.token)).status).toBe(401); // the session ended
    const login = await staffLoginOf(t, member.email, NEW_STAFF_PASSWORD);
    expect(login).toMatchObject({ status: 200, body: { staff: { email: member.email } } });
    expect((await call('GET', '/staff/me', login.body.token)).body.twoFactor).toEqual({ enabled: false, enrolmentRequired: false });
    const audit = await t.db
      .select({ staffId: staffAudit.staffId, before: staffAudit.before, after: staffAudit.after })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'staff.totp.reset'), eq(staffAudit.targetId, member.id)));
    expect(audit).toEqual([{ staffId: employeeId, before: { twoFactor: true }, after: { twoFactor: false, sessionsEnded: 1 } }]);
    // Done once: a second reset finds it off.
    expect(await reset(member.id, tokens.Employee, done.body.version)).toMatchObject({ status: 409, body: { error: 'totp_not_enabled' } });
  });

  it('an Employee reset in production is held to enrolment at the next login', async () => {
    const member = await memberWithTwoFactor('Employee');
    expect((await reset(member.id, tokens.Employee, member.version)).status).toBe(200);
    // createApi warns that a production API runs without the server's preload: beside the point here
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const production = createApi({ ...t.deps, env: { ...t.deps.env, NODE_ENV: 'production', DEMO_MODE: false } });
    warn.mockRestore();
    const send = (method: string, path: string, body?: unknown, token?: string) =>
      production.request(`/api${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.61', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const login = await send('POST', '/staff/login', { email: member.email, password: NEW_STAFF_PASSWORD });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(await (await send('GET', '/staff/orders', undefined, token)).json()).toMatchObject({ error: 'totp_enrolment_required' });
    expect((await (await send('GET', '/staff/me', undefined, token)).json()).twoFactor).toEqual({ enabled: false, enrolmentRequired: true });
  });
});

describe('what a two-factor reset refuses', () => {
  it("refuses one's own account, keeping it on and the session good", async () => {
    const employee = await memberWithTwoFactor('Employee');
    expect(await reset(employee.id, employee.token, employee.version)).toMatchObject({ status: 409, body: { error: 'staff_self_two_factor_reset' } });
    expect((await memberOf(employee.id)).twoFactor).toBe(true);
    expect((await call('GET', '/staff/me', employee.token)).status).toBe(200);
  });

  it('refuses a member without two-factor sign-in (a pending enrolment stays as it is) and an unknown member', async () => {
    const member = await newStaffMember(t, tokens.Employee, 'Inspector');
    expect(await reset(member.id, tokens.Employee, member.version)).toMatchObject({ status: 409, body: { error: 'totp_not_enabled' } });
    expect((await call('POST', '/staff/two-factor/enrolment', member.token)).status).toBe(200);
    expect(await reset(member.id, tokens.Employee, member.version)).toMatchObject({ status: 409, body: { error: 'totp_not_enabled' } });
    expect(await t.db.select({ staffId: staffTotp.staffId }).from(staffTotp).where(eq(staffTotp.staffId, member.id))).toEqual([{ staffId: member.id }]);
    expect((await call('GET', '/staff/me', member.token)).status).toBe(200);
    expect(await reset(99_999, tokens.Employee, 1)).toMatchObject({ status: 404, body: { error: 'staff_member_not_found' } });
  });

  it('refuses a version the member changed since, their own switching on included', async () => {
    const member = await newStaffMember(t, tokens.Employee, 'SalesPerson', ['acme']);
    const seen = await memberOf(member.id);
    await enrol(member.token); // on after the Employee looked: a new version
    expect(await reset(member.id, tokens.Employee, seen.version)).toMatchObject({ status: 409, body: { error: 'staff_member_changed' } });
    expect((await memberOf(member.id)).twoFactor).toBe(true);
    expect((await reset(member.id, tokens.Employee, seen.version + 1)).status).toBe(200);
  });

  it('refuses a SalesPerson, an Inspector (read only), no token and an unknown field', async () => {
    const member = await memberWithTwoFactor('Inspector');
    expect(await reset(member.id, tokens.SalesPerson, member.version)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await reset(member.id, tokens.Inspector, member.version)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect((await call('POST', `/staff/members/${member.id}/two-factor-reset`, undefined, { expectedVersion: member.version })).status).toBe(401);
    expect((await call('POST', `/staff/members/${member.id}/two-factor-reset`, tokens.Employee, { expectedVersion: member.version, extra: 1 })).status).toBe(400);
    expect((await memberOf(member.id)).twoFactor).toBe(true);
    expect((await call('GET', '/staff/me', member.token)).status).toBe(200);
  });
});
