import { and, eq } from 'drizzle-orm';
import type { ManagedStaffMember, ManagedStaffMemberList } from '@/lib/contract/staff-members';
import { staffAudit, staffMembers } from '../db/schema';
import { lastMail } from '../testing/auth-helpers';
import { orderSuite } from '../testing/order-helpers';
import { demoStaffToken, mailedStaffToken, NEW_STAFF_PASSWORD, newStaffMember, staffCallOf, staffLoginOf } from './testing/staff-member-helpers';

/**
 * Staff accounts managed by an Employee (issue #44 item 3): who may, the invitation and its
 * set-password link, role and partners, disable / enable, password reset, the version check and
 * the audit rows. The impersonations such a change ends: staff-members-impersonation.api.test.ts.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const call = (method: string, path: string, token: string | undefined, body?: unknown) => staffCallOf(s.t)(method, path, token, body);
const tokens = { Employee: '', SalesPerson: '', Inspector: '' };
let employeeId = 0;

beforeAll(async () => {
  tokens.Employee = await demoStaffToken(s.t, 'employee@shop.test');
  tokens.SalesPerson = await demoStaffToken(s.t, 'sales@shop.test');
  tokens.Inspector = await demoStaffToken(s.t, 'inspector@shop.test');
  employeeId = (await s.t.db.select().from(staffMembers).where(eq(staffMembers.email, 'employee@shop.test')))[0]!.id;
});

const auditOf = (memberId: number) =>
  s.t.db
    .select({ staffId: staffAudit.staffId, action: staffAudit.action, before: staffAudit.before, after: staffAudit.after })
    .from(staffAudit)
    .where(and(eq(staffAudit.targetKind, 'staff'), eq(staffAudit.targetId, memberId)))
    .orderBy(staffAudit.id);

describe('only an Employee manages staff accounts', () => {
  it('refuses a SalesPerson and an Inspector (read only on writes), a customer token and no token', async () => {
    const invite = { email: 'nobody@shop.test', name: 'Κανείς', role: 'Inspector' };
    for (const token of [tokens.SalesPerson, tokens.Inspector]) expect(await call('GET', '/staff/members', token)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await call('POST', '/staff/members', tokens.SalesPerson, invite)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await call('POST', '/staff/members', tokens.Inspector, invite)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await call('POST', `/staff/members/${employeeId}/status`, tokens.SalesPerson, { status: 'disabled', expectedVersion: 1 })).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect((await call('GET', '/staff/members', undefined)).status).toBe(401);
    expect(await s.t.db.select().from(staffMembers).where(eq(staffMembers.email, 'nobody@shop.test'))).toEqual([]);
  });
});

describe('an invitation', () => {
  it('mails a one-time link; the invitee sets a password by the customer policy and logs in', async () => {
    const email = 'new.sales@shop.test';
    const invited = await call('POST', '/staff/members', tokens.Employee, { email: 'New.Sales@shop.test', name: 'Ελένη Νέα', role: 'SalesPerson', partners: ['acme'], lang: 'en' });
    expect(invited).toMatchObject({ status: 201, body: { email, role: 'SalesPerson', status: 'invited', partners: ['acme'], lastLoginAt: null, version: 1 } });
    const mail = await lastMail(s.t, email, 'staffInvite');
    expect(mail).toMatchObject({ language: 'en', subject: 'You are invited to the staff console' });
    expect(mail!.links[0]).toMatch(/\/en\/staff\/password\/[0-9a-f]{64}$/);
    const token = await mailedStaffToken(s.t, email);
    expect(await staffLoginOf(s.t, email, NEW_STAFF_PASSWORD)).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    expect(await call('GET', `/staff/password-links/${token}`, undefined)).toMatchObject({ status: 200, body: { email, name: 'Ελένη Νέα', kind: 'invite' } });
    expect(await call('POST', '/staff/password', undefined, { token, password: 'password123' })).toMatchObject({ status: 400, body: { fields: { password: 'password_too_common' } } });
    expect(await call('POST', '/staff/password', undefined, { token, password: 'short' })).toMatchObject({ status: 400, body: { fields: { password: expect.any(String) } } });
    expect((await call('POST', '/staff/password', undefined, { token, password: NEW_STAFF_PASSWORD })).status).toBe(204);
    expect(await call('POST', '/staff/password', undefined, { token, password: NEW_STAFF_PASSWORD })).toMatchObject({ status: 400, body: { error: 'staff_link_invalid' } });
    expect(await call('GET', `/staff/password-links/${token}`, undefined)).toMatchObject({ status: 404, body: { error: 'staff_link_invalid' } });
    const login = await staffLoginOf(s.t, email, NEW_STAFF_PASSWORD);
    expect(login).toMatchObject({ status: 200, body: { staff: { email, role: 'SalesPerson', partners: ['acme'] } } });
    const listed = (await call('GET', '/staff/members', tokens.Employee)).body as ManagedStaffMemberList;
    expect(listed.items.find((m) => m.email === email)).toMatchObject({ status: 'active', version: 2, lastLoginAt: s.t.deps.now().toISOString() });
    expect(await auditOf(invited.body.id)).toEqual([
      { staffId: employeeId, action: 'staff.invite', before: null, after: { email, name: 'Ελένη Νέα', role: 'SalesPerson', partners: ['acme'], status: 'invited' } },
      { staffId: invited.body.id, action: 'staff.password_set', before: { status: 'invited', link: 'invite' }, after: { status: 'active' } },
    ]);
    const log = await call('GET', `/staff/audit?kind=staff&staff=employee@shop.test`, tokens.Employee);
    expect(log.body.items).toContainEqual(expect.objectContaining({ action: 'staff.invite', target: { kind: 'staff', id: invited.body.id, partner: null, label: email } }));
    expect((await call('GET', '/staff/audit?kind=staff', tokens.SalesPerson)).body.items).toEqual([]); // no partner's record
  });

  it('refuses an address that has an account, partners for another role and an unknown partner, keeping nothing', async () => {
    expect(await call('POST', '/staff/members', tokens.Employee, { email: 'SALES@shop.test', name: 'Διπλός', role: 'SalesPerson', partners: [] })).toMatchObject({ status: 409, body: { error: 'staff_email_taken', fields: { email: 'staff_email_taken' } } });
    expect(await call('POST', '/staff/members', tokens.Employee, { email: 'x1@shop.test', name: 'Χ', role: 'Inspector', partners: ['acme'] })).toMatchObject({ status: 400, body: { fields: { partners: 'staff_partners_not_allowed' } } });
    expect(await call('POST', '/staff/members', tokens.Employee, { email: 'x2@shop.test', name: 'Χ', role: 'SalesPerson', partners: ['nope'] })).toMatchObject({ status: 400, body: { fields: { partners: 'partner_not_found' } } });
    expect(await s.t.db.select().from(staffMembers).where(eq(staffMembers.email, 'x2@shop.test'))).toEqual([]);
    expect((await call('POST', '/staff/members', tokens.Employee, { email: 'x3@shop.test', name: 'a\u0000b', role: 'Inspector' })).status).toBe(400);
  });
});

describe('role, partners and the version', () => {
  it("changes a member's role and partners, audited, and refuses a stale version", async () => {
    const member = await newStaffMember(s.t, tokens.Employee, 'SalesPerson', ['acme']);
    const changed = await call('PUT', `/staff/members/${member.id}`, tokens.Employee, { role: 'SalesPerson', partners: ['hellas', 'acme'], expectedVersion: member.version });
    expect(changed).toMatchObject({ status: 200, body: { partners: ['acme', 'hellas'], version: member.version + 1 } });
    expect((await call('GET', '/staff/me', member.token)).body).toMatchObject({ partners: ['acme', 'hellas'] }); // the token reads the change at once
    expect(await call('PUT', `/staff/members/${member.id}`, tokens.Employee, { role: 'Inspector', partners: [], expectedVersion: member.version })).toMatchObject({ status: 409, body: { error: 'staff_member_changed' } });
    const promoted = await call('PUT', `/staff/members/${member.id}`, tokens.Employee, { role: 'Inspector', partners: [], expectedVersion: member.version + 1 });
    expect(promoted.body).toMatchObject({ role: 'Inspector', partners: [] });
    expect((await auditOf(member.id)).filter((a) => a.action === 'staff.update')).toEqual([
      { staffId: employeeId, action: 'staff.update', before: { role: 'SalesPerson', partners: ['acme'] }, after: { role: 'SalesPerson', partners: ['acme', 'hellas'] } },
      { staffId: employeeId, action: 'staff.update', before: { role: 'SalesPerson', partners: ['acme', 'hellas'] }, after: { role: 'Inspector', partners: [] } },
    ]);
  });

  it('refuses an Employee changing their own role or disabling themselves', async () => {
    const me = (await call('GET', `/staff/members/${employeeId}`, tokens.Employee)).body as ManagedStaffMember;
    expect(await call('PUT', `/staff/members/${employeeId}`, tokens.Employee, { role: 'Inspector', partners: [], expectedVersion: me.version })).toMatchObject({ status: 409, body: { error: 'staff_self_demote' } });
    expect(await call('POST', `/staff/members/${employeeId}/status`, tokens.Employee, { status: 'disabled', expectedVersion: me.version })).toMatchObject({ status: 409, body: { error: 'staff_self_disable' } });
    expect((await call('GET', '/staff/me', tokens.Employee)).status).toBe(200);
    expect(await call('GET', '/staff/members/99999', tokens.Employee)).toMatchObject({ status: 404, body: { error: 'staff_member_not_found' } });
  });
});

describe('disable, enable and reset', () => {
  it('disabling ends the tokens at once and refuses the login; enabling lets them back in', async () => {
    const member = await newStaffMember(s.t, tokens.Employee, 'Inspector');
    expect((await call('GET', '/staff/me', member.token)).status).toBe(200);
    const disabled = await call('POST', `/staff/members/${member.id}/status`, tokens.Employee, { status: 'disabled', expectedVersion: member.version });
    expect(disabled).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect((await call('GET', '/staff/me', member.token)).status).toBe(401);
    expect(await staffLoginOf(s.t, member.email, NEW_STAFF_PASSWORD)).toMatchObject({ status: 403, body: { error: 'account_disabled' } });
    expect(await call('POST', `/staff/members/${member.id}/status`, tokens.Employee, { status: 'disabled', expectedVersion: disabled.body.version })).toMatchObject({ status: 409, body: { error: 'staff_status_unchanged' } });
    expect(await call('POST', `/staff/members/${member.id}/password-reset`, tokens.Employee, { expectedVersion: disabled.body.version })).toMatchObject({ status: 409, body: { error: 'staff_member_disabled' } });
    const enabled = await call('POST', `/staff/members/${member.id}/status`, tokens.Employee, { status: 'active', expectedVersion: disabled.body.version });
    expect(enabled.body).toMatchObject({ status: 'active' });
    expect((await call('GET', '/staff/me', member.token)).status).toBe(401); // the old session stays ended
    expect((await staffLoginOf(s.t, member.email, NEW_STAFF_PASSWORD)).status).toBe(200);
    expect((await auditOf(member.id)).filter((a) => a.action === 'staff.status').map((a) => [a.before, a.after])).toEqual([
      [{ status: 'active' }, { status: 'disabled', sessionsEnded: 1 }],
      [{ status: 'disabled' }, { status: 'active' }],
    ]);
  });

  it('a reset ends the old password and the sessions, and mails a link that sets a new one', async () => {
    const member = await newStaffMember(s.t, tokens.Employee, 'Employee');
    const reset = await call('POST', `/staff/members/${member.id}/password-reset`, tokens.Employee, { expectedVersion: member.version });
    expect(reset).toMatchObject({ status: 200, body: { status: 'active', version: member.version + 1 } });
    expect((await call('GET', '/staff/me', member.token)).status).toBe(401);
    expect((await staffLoginOf(s.t, member.email, NEW_STAFF_PASSWORD)).status).toBe(401);
    const token = await mailedStaffToken(s.t, member.email, 'staffReset');
    expect((await call('GET', `/staff/password-links/${token}`, undefined)).body).toMatchObject({ kind: 'reset' });
    expect((await call('POST', '/staff/password', undefined, { token, password: 'Another-Console-Phrase-9' })).status).toBe(204);
    expect((await staffLoginOf(s.t, member.email, NEW_STAFF_PASSWORD)).status).toBe(401);
    expect((await staffLoginOf(s.t, member.email, 'Another-Console-Phrase-9')).status).toBe(200);
    expect((await auditOf(member.id)).map((a) => a.action)).toEqual(['staff.invite', 'staff.password_set', 'staff.password_reset', 'staff.password_set']);
  });
});
