import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { StaffTwoFactorEnrolment } from '@/lib/contract/staff-two-factor';
import { secondFactorOutcome, twoFactorEnrolmentRequired, type SecondFactor } from '@/lib/rules/staff-two-factor';
import type { ApiDeps } from '../context';
import { staffAudit, staffMembers, staffTotp } from '../db/schema';
import { badRequest, conflict } from '../http/api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../services/auth-throttle';
import type { StaffPrincipal } from './staff-principal';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

/**
 * TOTP two-factor sign-in for staff (issue #44 item 3; RFC 6238 by otplib: SHA-1, 6 digits, 30 s,
 * one step either side for clock drift). A code is accepted once: the step it matched is stored,
 * and only a later step passes (a conditional update, so two instances cannot both accept it).
 * Wrong codes count as failed logins of the member (the same throttle as a wrong password).
 * Switching it on or off bumps the account's version, so an Employee's reset made against what
 * they saw before (decision 0026) is refused, 409 staff_member_changed.
 */
export const TOTP_ISSUER = 'Partner Storefront';
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;

/** Staff logins share the customers' throttle with a partner id no partner has. */
export const STAFF_THROTTLE_PARTNER = 0;

type Deps = Pick<ApiDeps, 'db' | 'now' | 'jwtKey' | 'env'>;

async function readRow(deps: Pick<ApiDeps, 'db'>, staffId: number) {
  const [row] = await deps.db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId));
  return row;
}

/** The time step a code matches in the window around now, or undefined. */
async function matchedStep(deps: Deps, sealed: string, code: string | undefined): Promise<number | undefined> {
  const secret = openTotpSecret(deps.jwtKey, sealed);
  if (!secret || !code || !/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(deps.now().getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
  // `delta`: the matched step's offset from the current one.
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : undefined;
}

/** Stores the step as used unless a code of this step or a later one was accepted meanwhile. */
async function claimStep(deps: Pick<ApiDeps, 'db'>, staffId: number, step: number, enabled: boolean, extra: { enabledAt?: Date } = {}): Promise<boolean> {
  const claimed = await deps.db
    .update(staffTotp)
    .set({ lastStep: step, ...extra })
    .where(and(eq(staffTotp.staffId, staffId), enabled ? isNotNull(staffTotp.enabledAt) : isNull(staffTotp.enabledAt), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ staffId: staffTotp.staffId });
  return claimed.length > 0;
}

const bumpVersion = (deps: Pick<ApiDeps, 'db'>, staffId: number) =>
  deps.db
    .update(staffMembers)
    .set({ version: sql`${staffMembers.version} + 1` })
    .where(eq(staffMembers.id, staffId));

/** Whether the member has TOTP on. */
export async function totpEnabled(deps: Pick<ApiDeps, 'db'>, staffId: number): Promise<boolean> {
  return Boolean((await readRow(deps, staffId))?.enabledAt);
}

/**
 * The login's second step, after the right password: 'pass', or what to answer (401
 * totp_required when no code came, totp_invalid for a wrong or replayed one).
 */
export async function checkLoginSecondFactor(deps: Deps, staffId: number, code: string | undefined): Promise<SecondFactor> {
  const row = await readRow(deps, staffId);
  const enabled = Boolean(row?.enabledAt);
  const codeStep = row && enabled && code ? await matchedStep(deps, row.secret, code) : undefined;
  const outcome = secondFactorOutcome({ enabled, code, codeStep, lastStep: row?.lastStep ?? null });
  if (outcome !== 'pass' || !enabled) return outcome;
  return (await claimStep(deps, staffId, codeStep!, true)) ? 'pass' : 'totp_invalid';
}

export function enrolmentRequiredFor(deps: Pick<ApiDeps, 'env'>, role: StaffPrincipal['role'], enabled: boolean): boolean {
  return twoFactorEnrolmentRequired({ role, enabled, nodeEnv: deps.env.NODE_ENV, demoMode: deps.env.DEMO_MODE });
}

/** POST /staff/two-factor/enrolment: a new secret (replacing an unconfirmed one); 409 totp_already_enabled. */
export async function startTotpEnrolment(deps: Deps, staff: StaffPrincipal): Promise<StaffTwoFactorEnrolment> {
  const row = await readRow(deps, staff.id);
  if (row?.enabledAt) throw conflict('totp_already_enabled');
  const secret = generateSecret();
  const sealed = sealTotpSecret(deps.jwtKey, secret);
  await deps.db
    .insert(staffTotp)
    .values({ staffId: staff.id, secret: sealed, createdAt: deps.now() })
    .onConflictDoUpdate({ target: staffTotp.staffId, set: { secret: sealed, enabledAt: null, lastStep: null, createdAt: deps.now() }, where: isNull(staffTotp.enabledAt) });
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: staff.email, secret }) };
}

/** A code of the member's own secret, counted like a login attempt; 400 totp_invalid otherwise. */
async function verifiedStep(deps: ApiDeps, staff: StaffPrincipal, sealed: string, lastStep: number | null, code: string, ip: string): Promise<number> {
  await assertLoginAllowed(deps, STAFF_THROTTLE_PARTNER, staff.email, ip);
  const codeStep = await matchedStep(deps, sealed, code);
  if (secondFactorOutcome({ enabled: true, code, codeStep, lastStep }) !== 'pass') {
    await recordLoginFailure(deps, STAFF_THROTTLE_PARTNER, staff.email, ip);
    throw badRequest('totp_invalid', { code: 'totp_invalid' });
  }
  await clearLoginFailures(deps, STAFF_THROTTLE_PARTNER, staff.email, ip);
  return codeStep!;
}

/** POST /staff/two-factor/confirmation: the first code switches TOTP on; 409 totp_not_pending, 400 totp_invalid. */
export async function confirmTotpEnrolment(deps: ApiDeps, staff: StaffPrincipal, code: string, ip: string): Promise<void> {
  const row = await readRow(deps, staff.id);
  if (!row || row.enabledAt) throw conflict('totp_not_pending');
  const step = await verifiedStep(deps, staff, row.secret, row.lastStep, code, ip);
  const now = deps.now();
  if (!(await claimStep(deps, staff.id, step, false, { enabledAt: now }))) throw badRequest('totp_invalid', { code: 'totp_invalid' });
  await bumpVersion(deps, staff.id);
  await deps.db.insert(staffAudit).values({ staffId: staff.id, action: 'staff.totp.enable', targetKind: 'staff', targetId: staff.id, before: { twoFactor: false }, after: { twoFactor: true }, createdAt: now });
}

/** POST /staff/two-factor/disable: a current code switches TOTP off; 409 totp_not_enabled / totp_mandatory, 400 totp_invalid. */
export async function disableTotp(deps: ApiDeps, staff: StaffPrincipal, code: string, ip: string): Promise<void> {
  const row = await readRow(deps, staff.id);
  if (!row?.enabledAt) throw conflict('totp_not_enabled');
  if (enrolmentRequiredFor(deps, staff.role, false)) throw conflict('totp_mandatory');
  const step = await verifiedStep(deps, staff, row.secret, row.lastStep, code, ip);
  if (!(await claimStep(deps, staff.id, step, true))) throw badRequest('totp_invalid', { code: 'totp_invalid' });
  await deps.db.delete(staffTotp).where(eq(staffTotp.staffId, staff.id));
  await bumpVersion(deps, staff.id);
  await deps.db.insert(staffAudit).values({ staffId: staff.id, action: 'staff.totp.disable', targetKind: 'staff', targetId: staff.id, before: { twoFactor: true }, after: { twoFactor: false }, createdAt: deps.now() });
}
