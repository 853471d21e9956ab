import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { StaffMember, StaffSession } from '@/lib/contract/staff';
import type { ApiDeps, ApiEnv } from '../context';
import { partners, staffMembers, staffPartners } from '../db/schema';
import { forbidden, unauthorized } from '../http/api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../services/auth-throttle';
import { dummyPasswordHash, verifyPassword } from '../services/passwords';
import type { StaffPrincipal } from './staff-principal';
import { signStaffToken, verifyStaffToken } from './staff-tokens';

export type { StaffPrincipal } from './staff-principal';

/** Staff logins share the customers' throttle with a partner id no partner has. */
const STAFF_THROTTLE_PARTNER = 0;

async function loadPrincipal(deps: Pick<ApiDeps, 'db'>, staffId: number): Promise<StaffPrincipal | undefined> {
  const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!member || member.status !== 'active') return undefined;
  if (member.role !== 'SalesPerson') return { id: member.id, name: member.name, email: member.email, role: member.role, partnerIds: null, partnerCodes: null };
  const assigned = await deps.db
    .select({ id: partners.id, code: partners.code })
    .from(staffPartners)
    .innerJoin(partners, eq(partners.id, staffPartners.partnerId))
    .where(eq(staffPartners.staffId, member.id))
    .orderBy(partners.code);
  return { id: member.id, name: member.name, email: member.email, role: member.role, partnerIds: assigned.map((p) => p.id), partnerCodes: assigned.map((p) => p.code) };
}

export const toStaffMember = (p: StaffPrincipal): StaffMember => ({ id: p.id, email: p.email, name: p.name, role: p.role, partners: p.partnerCodes ? [...p.partnerCodes] : null });

/** POST /staff/login: 401 invalid_credentials for a wrong pair (throttled like customer logins), 403 account_disabled. */
export async function staffLogin(deps: ApiDeps, input: { email: string; password: string }, ip: string): Promise<StaffSession> {
  const email = input.email.toLowerCase();
  await assertLoginAllowed(deps, STAFF_THROTTLE_PARTNER, email, ip);
  const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.email, email));
  // The same work for an unknown address as for a wrong password: no timing tells them apart.
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? (await dummyPasswordHash(deps.env.PASSWORD_SCRYPT_COST)));
  if (!member || !passwordOk) {
    await recordLoginFailure(deps, STAFF_THROTTLE_PARTNER, email, ip);
    throw unauthorized('invalid_credentials');
  }
  if (member.status !== 'active') throw forbidden('account_disabled');
  await clearLoginFailures(deps, STAFF_THROTTLE_PARTNER, email, ip);
  const principal = await loadPrincipal(deps, member.id);
  if (!principal) throw forbidden('account_disabled');
  const { token, expiresAt } = await signStaffToken(deps, member.id);
  return { token, expiresAt: expiresAt.toISOString(), staff: toStaffMember(principal) };
}

/** What a staff route needs: `read` (every role) or `write` (Employee and SalesPerson; an Inspector only reads). */
export type StaffAccess = 'read' | 'write';

/** Checks the bearer staff token and the role; sets `staff` on the context. 401 / 403 otherwise. */
export async function requireStaff(c: Context<ApiEnv>, access: StaffAccess): Promise<StaffPrincipal> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw unauthorized('unauthorized');
  const deps = c.get('deps');
  const verified = await verifyStaffToken(deps, match[1]!);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'token_expired' : 'token_invalid');
  const principal = await loadPrincipal(deps, verified.staffId);
  if (!principal) throw unauthorized('token_invalid');
  if (access === 'write' && principal.role === 'Inspector') throw forbidden('staff_read_only');
  return principal;
}

/** Whether the member may see the partner's records (a SalesPerson: only assigned partners). */
export const seesPartner = (staff: StaffPrincipal, partnerId: number): boolean => staff.partnerIds === null || staff.partnerIds.includes(partnerId);
