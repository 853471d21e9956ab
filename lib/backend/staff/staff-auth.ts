import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { StaffMember, StaffSession } from '@/lib/contract/staff';
import { staffPaths } from '@/lib/contract/staff-routes';
import type { ApiDeps, ApiEnv } from '../context';
import { partners, staffMembers, staffPartners, staffSessions, staffTotp } from '../db/schema';
import { forbidden, unauthorized } from '../http/api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../services/auth-throttle';
import { dummyPasswordHash, verifyPassword } from '../services/passwords';
import type { StaffPrincipal } from './staff-principal';
import { createStaffSession, pruneStaffSessions } from './staff-sessions';
import { signStaffToken, staffTokenExpiry, verifyStaffToken } from './staff-tokens';
import { checkLoginSecondFactor, enrolmentRequiredFor, STAFF_THROTTLE_PARTNER, totpEnabled } from './staff-totp';

export type { StaffPrincipal } from './staff-principal';

type Member = typeof staffMembers.$inferSelect;

async function principalOf(deps: Pick<ApiDeps, 'db' | 'env'>, member: Member, twoFactor: boolean, sessionId?: string): Promise<StaffPrincipal> {
  const base = { id: member.id, name: member.name, email: member.email, role: member.role, sessionId, twoFactor, twoFactorEnrolmentRequired: enrolmentRequiredFor(deps, member.role, twoFactor) };
  if (member.role !== 'SalesPerson') return { ...base, partnerIds: null, partnerCodes: null };
  const assigned = await deps.db
    .select({ id: partners.id, code: partners.code })
    .from(staffPartners)
    .innerJoin(partners, eq(partners.id, staffPartners.partnerId))
    .where(eq(staffPartners.staffId, member.id))
    .orderBy(partners.code);
  return { ...base, partnerIds: assigned.map((p) => p.id), partnerCodes: assigned.map((p) => p.code) };
}

/**
 * The member of a token's session, in one query with the session (issue #44 item 3): undefined
 * when the member is not active or the session was revoked (logout, disabled, password reset) or
 * has expired. No cache: every instance sees a revocation on the next call.
 */
export async function loadSessionPrincipal(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, staffId: number, sessionId: string): Promise<StaffPrincipal | undefined> {
  const [row] = await deps.db
    .select({ member: staffMembers, totpOn: staffTotp.enabledAt })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .leftJoin(staffTotp, eq(staffTotp.staffId, staffMembers.id))
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, deps.now())));
  if (!row || row.member.status !== 'active') return undefined;
  return principalOf(deps, row.member, Boolean(row.totpOn), sessionId);
}

export const toStaffMember = (p: StaffPrincipal): StaffMember => ({
  id: p.id,
  email: p.email,
  name: p.name,
  role: p.role,
  partners: p.partnerCodes ? [...p.partnerCodes] : null,
  ...(p.twoFactor === undefined ? {} : { twoFactor: { enabled: p.twoFactor, enrolmentRequired: p.twoFactorEnrolmentRequired ?? false } }),
});

export type StaffLoginContext = { ip: string; userAgent?: string };

/**
 * POST /staff/login: 401 invalid_credentials for a wrong pair (throttled like customer logins),
 * 403 account_disabled; with TOTP on, 401 totp_required (no code) or totp_invalid (wrong or
 * replayed code, counted like a wrong password). A session row per login; the token names it.
 */
export async function staffLogin(deps: ApiDeps, input: { email: string; password: string; code?: string }, context: StaffLoginContext): Promise<StaffSession> {
  const email = input.email.toLowerCase();
  const { ip } = context;
  await assertLoginAllowed(deps, STAFF_THROTTLE_PARTNER, email, ip);
  const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.email, email));
  // The same work for an unknown address as for a wrong password: no timing tells them apart.
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? (await dummyPasswordHash(deps.env.PASSWORD_SCRYPT_COST)));
  if (!member || !passwordOk) {
    await recordLoginFailure(deps, STAFF_THROTTLE_PARTNER, email, ip);
    throw unauthorized('invalid_credentials');
  }
  if (member.status !== 'active') throw forbidden('account_disabled');
  const secondFactor = await checkLoginSecondFactor(deps, member.id, input.code);
  if (secondFactor === 'totp_invalid') await recordLoginFailure(deps, STAFF_THROTTLE_PARTNER, email, ip);
  if (secondFactor !== 'pass') throw unauthorized(secondFactor);
  await clearLoginFailures(deps, STAFF_THROTTLE_PARTNER, email, ip);
  const expiresAt = staffTokenExpiry(deps);
  const sessionId = await createStaffSession(deps.db, { staffId: member.id, now: deps.now(), expiresAt, ip, userAgent: context.userAgent });
  await pruneStaffSessions(deps.db, member.id, deps.now());
  const principal = await principalOf(deps, member, await totpEnabled(deps, member.id), sessionId);
  const { token } = await signStaffToken(deps, member.id, sessionId);
  return { token, expiresAt: expiresAt.toISOString(), staff: toStaffMember(principal) };
}

/** What a staff route needs: `read` (every role) or `write` (Employee and SalesPerson; an Inspector only reads). */
export type StaffAccess = 'read' | 'write';

/** The routes an Employee who must enrol in two-factor sign-in may still call. */
const ENROLMENT_PATHS: ReadonlySet<string> = new Set([staffPaths.me, staffPaths.logout, staffPaths.twoFactorEnrolment, staffPaths.twoFactorConfirmation]);

/**
 * Checks the bearer staff token, its session and the role; 401 / 403 otherwise (403
 * totp_enrolment_required for an Employee who must turn two-factor sign-in on first).
 */
export async function requireStaff(c: Context<ApiEnv>, access: StaffAccess): Promise<StaffPrincipal> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw unauthorized('unauthorized');
  const deps = c.get('deps');
  const verified = await verifyStaffToken(deps, match[1]!);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'token_expired' : 'token_invalid');
  const principal = await loadSessionPrincipal(deps, verified.staffId, verified.sessionId);
  if (!principal) throw unauthorized('token_invalid');
  if (principal.twoFactorEnrolmentRequired && !ENROLMENT_PATHS.has(c.req.routePath.replace(/^\/api/, ''))) throw forbidden('totp_enrolment_required');
  if (access === 'write' && principal.role === 'Inspector') throw forbidden('staff_read_only');
  return principal;
}

/** Whether the member may see the partner's records (a SalesPerson: only assigned partners). */
export const seesPartner = (staff: StaffPrincipal, partnerId: number): boolean => staff.partnerIds === null || staff.partnerIds.includes(partnerId);
