import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffPasswordLink, StaffPasswordSetRequest } from '@/lib/contract/staff-members';
import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { staffAudit, staffMembers, staffPasswordLinks } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest, notFound } from '../http/api-error';
import { assertPasswordAllowed } from '../services/password-policy';
import { hashPassword } from '../services/passwords';
import { hashToken } from '../services/secure-tokens';
import { revokeStaffSessions } from './staff-sessions';

/**
 * One-time links to set a staff password (issue #44 item 3), mailed on an invitation and on a
 * reset: 32 random bytes as lower-case hex (the console's paths are lower-cased), stored as their
 * sha-256 only, spent once, expiring. Issuing one spends the member's other open links.
 */
type Executor = Database | Tx;

export async function issueStaffLink(tx: Executor, input: { staffId: number; kind: 'invite' | 'reset'; now: Date; hours: number }): Promise<string> {
  await spendOpenStaffLinks(tx, input.staffId, input.now);
  const token = randomBytes(32).toString('hex');
  await tx.insert(staffPasswordLinks).values({
    staffId: input.staffId,
    kind: input.kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + input.hours * 3_600_000),
    createdAt: input.now,
  });
  return token;
}

/** Ends every open link of a member (a newer link, a disabled account). */
export async function spendOpenStaffLinks(tx: Executor, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
}

/** The member of an open link whose account may still set a password (not disabled). */
async function openLink(db: Executor, token: string, now: Date, lock: boolean) {
  const query = db
    .select({ link: staffPasswordLinks, member: staffMembers })
    .from(staffPasswordLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordLinks.staffId))
    .where(and(eq(staffPasswordLinks.tokenHash, hashToken(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, now)));
  const [row] = lock ? await query.for('update') : await query;
  return row && row.member.status !== 'disabled' ? row : undefined;
}

/** GET /staff/password-links/{token}: whose link it is (404 staff_link_invalid: unknown, spent, expired, or the account disabled). Spends nothing. */
export async function readStaffLink(deps: Pick<ApiDeps, 'db' | 'now'>, token: string): Promise<StaffPasswordLink> {
  const row = await openLink(deps.db, token, deps.now(), false);
  if (!row) throw notFound('staff_link_invalid');
  return { email: row.member.email, name: row.member.name, kind: row.link.kind };
}

/**
 * POST /staff/password: sets the password of a link's account (the customer password policy:
 * 400 with `password` field keys) and spends the link; an invited account becomes active, and
 * every session of the member ends. 400 staff_link_invalid. Audited with the member as actor.
 */
export async function setStaffPassword(deps: ApiDeps, request: StaffPasswordSetRequest): Promise<void> {
  const now = deps.now();
  const [pending] = await deps.db
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffPasswordLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordLinks.staffId))
    .where(eq(staffPasswordLinks.tokenHash, hashToken(request.token)));
  if (!pending) throw badRequest('staff_link_invalid');
  checkPassword(request.password, pending);
  const passwordHash = await hashPassword(request.password, deps.env.PASSWORD_SCRYPT_COST);
  await deps.db.transaction(async (tx) => {
    const row = await openLink(tx, request.token, now, true);
    if (!row) throw badRequest('staff_link_invalid');
    await tx.update(staffPasswordLinks).set({ usedAt: now }).where(eq(staffPasswordLinks.id, row.link.id));
    const status = row.member.status === 'invited' ? 'active' : row.member.status;
    await tx
      .update(staffMembers)
      .set({ passwordHash, status, version: sql`${staffMembers.version} + 1` })
      .where(eq(staffMembers.id, row.member.id));
    await revokeStaffSessions(tx, row.member.id, now);
    await tx.insert(staffAudit).values({ staffId: row.member.id, action: 'staff.password_set', targetKind: 'staff', targetId: row.member.id, before: { status: row.member.status, link: row.link.kind }, after: { status }, createdAt: now });
  });
}

/** The customer password policy (issue #44 item 3: staff passwords follow it), with the member's email and name as context words. */
function checkPassword(password: string, member: { email: string; name: string }): void {
  assertPasswordAllowed(password, 'password', { email: member.email, names: [member.name] });
}
