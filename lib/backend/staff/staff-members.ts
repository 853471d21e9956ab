import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { ManagedStaffMember, ManagedStaffMemberList, StaffInviteRequest } from '@/lib/contract/staff-members';
import { partnersAllowed, STAFF_INVITE_LINK_HOURS } from '@/lib/rules/staff-member-change';
import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { partners, staffAudit, staffMembers, staffPartners, staffSessions, staffTotp } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import type { StaffPrincipal } from './staff-auth';
import { mailStaffLink } from './staff-member-mail';
import { issueStaffLink } from './staff-members-links';

/**
 * Staff accounts as an Employee manages them (issue #44 item 3): the list with role, partners,
 * status and last login, one account, and an invitation (the account waits, `invited`, with no
 * usable password, until its holder sets one from the mailed link). Only an Employee: a
 * SalesPerson or an Inspector is answered 403 staff_role_forbidden (an Inspector's write is
 * refused before, staff_read_only).
 */
type Executor = Database | Tx;

/** What an account's password hash is before its holder sets one: no scrypt hash, so no password matches it. */
export const NO_PASSWORD = 'unset';

export function requireEmployee(staff: StaffPrincipal): void {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
}

export async function managedMembers(db: Executor, ids?: readonly number[]): Promise<ManagedStaffMember[]> {
  const lastLogin = db.select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as('at') }).from(staffSessions).groupBy(staffSessions.staffId).as('last_login');
  const rows = await db
    .select({ member: staffMembers, lastLoginAt: lastLogin.at, totpOn: staffTotp.enabledAt })
    .from(staffMembers)
    .leftJoin(lastLogin, eq(lastLogin.staffId, staffMembers.id))
    .leftJoin(staffTotp, eq(staffTotp.staffId, staffMembers.id))
    .where(ids ? inArray(staffMembers.id, ids.length ? [...ids] : [-1]) : undefined)
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  const assigned = rows.length
    ? await db
        .select({ staffId: staffPartners.staffId, code: partners.code })
        .from(staffPartners)
        .innerJoin(partners, eq(partners.id, staffPartners.partnerId))
        .where(inArray(staffPartners.staffId, rows.map((r) => r.member.id)))
        .orderBy(partners.code)
    : [];
  return rows.map(({ member, lastLoginAt, totpOn }) => ({
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    partners: assigned.filter((a) => a.staffId === member.id).map((a) => a.code),
    lastLoginAt: lastLoginAt ? new Date(lastLoginAt).toISOString() : null,
    twoFactor: Boolean(totpOn),
    createdAt: member.createdAt.toISOString(),
    version: member.version,
  }));
}

/** GET /staff/members: every account, by name. */
export async function listStaffMembers(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal): Promise<ManagedStaffMemberList> {
  requireEmployee(staff);
  return { items: await managedMembers(deps.db) };
}

/** GET /staff/members/{id}: 404 staff_member_not_found. */
export async function getStaffMember(db: Executor, staff: StaffPrincipal, id: number): Promise<ManagedStaffMember> {
  requireEmployee(staff);
  const [member] = await managedMembers(db, [id]);
  if (!member) throw notFound('staff_member_not_found');
  return member;
}

/** The partner ids of the codes (all active or disabled partners); an unknown code is a field error. */
export async function partnerIdsOf(db: Executor, codes: readonly string[]): Promise<number[]> {
  if (!codes.length) return [];
  const found = await db.select({ id: partners.id, code: partners.code }).from(partners).where(inArray(partners.code, [...codes]));
  if (found.length !== codes.length) throw badRequest('validation_failed', { partners: 'partner_not_found' });
  return found.map((p) => p.id);
}

export const auditStaff = (tx: Tx, input: { actorId: number; action: string; memberId: number; before: Record<string, unknown> | null; after: Record<string, unknown>; at: Date }) =>
  tx.insert(staffAudit).values({ staffId: input.actorId, action: input.action, targetKind: 'staff', targetId: input.memberId, before: input.before, after: input.after, createdAt: input.at });

/**
 * POST /staff/members: a new account, `invited`, and a mail with a one-time link to set its
 * password. 409 staff_email_taken (with the field) when the address has an account already.
 */
export async function inviteStaffMember(deps: ApiDeps, staff: StaffPrincipal, request: StaffInviteRequest, lang: Language): Promise<ManagedStaffMember> {
  requireEmployee(staff);
  if (!partnersAllowed(request.role, request.partners)) throw badRequest('validation_failed', { partners: 'staff_partners_not_allowed' });
  const now = deps.now();
  const { member, token } = await deps.db.transaction(async (tx) => {
    const partnerIds = await partnerIdsOf(tx, request.partners);
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: request.email, name: request.name, role: request.role, passwordHash: NO_PASSWORD, status: 'invited', createdAt: now })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) throw new ApiError(409, 'staff_email_taken', { email: 'staff_email_taken' });
    if (partnerIds.length) await tx.insert(staffPartners).values(partnerIds.map((partnerId) => ({ staffId: row.id, partnerId })));
    const link = await issueStaffLink(tx, { staffId: row.id, kind: 'invite', now, hours: STAFF_INVITE_LINK_HOURS });
    await auditStaff(tx, { actorId: staff.id, action: 'staff.invite', memberId: row.id, before: null, after: { email: row.email, name: row.name, role: row.role, partners: request.partners, status: 'invited' }, at: now });
    return { member: row, token: link };
  });
  await mailStaffLink(deps, { kind: 'invite', lang: request.lang ?? lang, to: member.email, name: member.name, token, hours: STAFF_INVITE_LINK_HOURS });
  return (await managedMembers(deps.db, [member.id]))[0]!;
}

/** The account and its partner ids, locked for a change (and so is the Employee making it, so two Employees never disable each other at once). */
export async function lockForChange(tx: Tx, actorId: number, id: number) {
  const rows = await tx
    .select()
    .from(staffMembers)
    .where(inArray(staffMembers.id, [actorId, id]))
    .orderBy(asc(staffMembers.id))
    .for('update');
  const actor = rows.find((r) => r.id === actorId);
  const member = rows.find((r) => r.id === id);
  // The Employee was disabled or demoted by another one meanwhile: their token is no longer good.
  if (!actor || actor.status !== 'active' || actor.role !== 'Employee') throw forbidden('staff_role_forbidden');
  if (!member) throw notFound('staff_member_not_found');
  const assigned = await tx.select({ partnerId: staffPartners.partnerId }).from(staffPartners).where(eq(staffPartners.staffId, id));
  return { member, partnerIds: assigned.map((a) => a.partnerId) };
}

export const partnerCodesOf = async (db: Executor, ids: readonly number[]): Promise<string[]> =>
  ids.length ? (await db.select({ code: partners.code }).from(partners).where(and(inArray(partners.id, [...ids]))).orderBy(partners.code)).map((p) => p.code) : [];
