import type { StaffRole } from '@/lib/contract/staff';
import type { ManagedStaffMember } from '@/lib/contract/staff-members';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo-staff';
import { lastMail, tokenOf } from '../../testing/auth-helpers';
import type { TestApi } from '../../testing/test-api';

/**
 * Staff accounts in API tests (issue #44 item 3): calls with a staff token, the demo Employee's
 * token, and a new member invited by them who has set a password and logged in.
 */
export const NEW_STAFF_PASSWORD = 'Kalimera-Console-2026!';

export const staffCallOf = (t: TestApi) => (method: string, path: string, token: string | undefined, body?: unknown) => t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });

export async function staffLoginOf(t: TestApi, email: string, password = DEMO_STAFF_PASSWORD) {
  return staffCallOf(t)('POST', '/staff/login', undefined, { email, password });
}

export async function demoStaffToken(t: TestApi, email: string): Promise<string> {
  const res = await staffLoginOf(t, email);
  if (res.status !== 200) throw new Error(`staff login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

let made = 0;

/** The set-password token of the newest staff mail to an address. */
export async function mailedStaffToken(t: TestApi, email: string, kind: 'staffInvite' | 'staffReset' = 'staffInvite'): Promise<string> {
  return tokenOf((await lastMail(t, email, kind))?.links[0]);
}

/** Invites a member as the Employee, sets their password from the mailed link and logs them in. */
export async function newStaffMember(t: TestApi, employeeToken: string, role: StaffRole, partners: string[] = []) {
  const email = `member-${Date.now().toString(36)}-${++made}@shop.test`;
  const invited = await staffCallOf(t)('POST', '/staff/members', employeeToken, { email, name: `Μέλος ${made}`, role, partners });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const set = await staffCallOf(t)('POST', '/staff/password', undefined, { token: await mailedStaffToken(t, email), password: NEW_STAFF_PASSWORD });
  if (set.status !== 204) throw new Error(`set password: ${set.status} ${JSON.stringify(set.body)}`);
  const login = await staffLoginOf(t, email, NEW_STAFF_PASSWORD);
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const member = (await staffCallOf(t)('GET', `/staff/members/${invited.body.id}`, employeeToken)).body as ManagedStaffMember;
  return { ...member, token: login.body.token as string };
}
