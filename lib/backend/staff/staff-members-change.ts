import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { ManagedStaffMember, StaffMemberStatusRequest, StaffMemberUpdateRequest, StaffPasswordResetRequest, StaffTwoFactorResetRequest } from '@/lib/contract/staff-members';
import type { AccountChange } from '@/lib/rules/impersonations-ended';
import { partnersAllowed, STAFF_RESET_LINK_HOURS, staffStatusRefusal, staffTwoFactorResetRefusal, staffUpdateRefusal, statusAfterEnable } from '@/lib/rules/staff-member-change';
import type { ApiDeps } from '../context';
import { staffMembers, staffPartners, staffTotp } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest, conflict } from '../http/api-error';
import type { StaffPrincipal } from './staff-auth';
import { mailStaffLink } from './staff-member-mail';
import { auditStaff, lockForChange, managedMembers, NO_PASSWORD, partnerCodesOf, partnerIdsOf, requireEmployee } from './staff-members';
import { endImpersonationsOnChange } from './staff-members-impersonations';
import { issueStaffLink, spendOpenStaffLinks } from './staff-members-links';
import { revokeStaffSessions } from './staff-sessions';

/**
 * What an Employee changes on a staff account (issue #44 item 3): role and partners, disable /
 * enable, a password reset, a two-factor reset. Each runs in one transaction with the account (and the Employee making
 * the change) locked, refuses a change made against another version (409 staff_member_changed),
 * bumps the version, writes its audit row with before and after, and ends what the change takes
 * away: the member's staff sessions (disabled, reset) and the impersonations a sales person no
 * longer may hold (their customer sessions revoked on every instance once committed).
 */
type Locked = Awaited<ReturnType<typeof lockForChange>>;

async function changeMember(
  deps: ApiDeps,
  staff: StaffPrincipal,
  id: number,
  expectedVersion: number,
  apply: (tx: Tx, locked: Locked, now: Date) => Promise<string[]>,
): Promise<ManagedStaffMember> {
  requireEmployee(staff);
  const ended = await deps.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, staff.id, id);
    if (locked.member.version !== expectedVersion) throw conflict('staff_member_changed');
    return apply(tx, locked, deps.now());
  });
  deps.revocations.markRevoked(ended); // committed: the ended impersonations' access tokens stop now
  return (await managedMembers(deps.db, [id]))[0]!;
}

const stateOf = ({ member }: Locked) => ({ id: member.id, role: member.role, status: member.status, hasPassword: member.passwordHash !== NO_PASSWORD });

const bump = (tx: Tx, id: number, values: Partial<typeof staffMembers.$inferInsert>) =>
  tx
    .update(staffMembers)
    .set({ ...values, version: sql`${staffMembers.version} + 1` })
    .where(eq(staffMembers.id, id));

/** PUT /staff/members/{id}: role and partners. 409 staff_self_demote; 400 partners: staff_partners_not_allowed / partner_not_found. */
export async function updateStaffMember(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StaffMemberUpdateRequest): Promise<ManagedStaffMember> {
  if (!partnersAllowed(request.role, request.partners)) throw badRequest('validation_failed', { partners: 'staff_partners_not_allowed' });
  return changeMember(deps, staff, id, request.expectedVersion, async (tx, locked, now) => {
    const refusal = staffUpdateRefusal(staff.id, stateOf(locked), request.role);
    if (refusal) throw conflict(refusal);
    const partnerIds = await partnerIdsOf(tx, request.partners);
    const before = { role: locked.member.role, partners: await partnerCodesOf(tx, locked.partnerIds) };
    const unchanged = before.role === request.role && before.partners.join(',') === [...request.partners].sort().join(',');
    if (unchanged) return [];
    await bump(tx, id, { role: request.role });
    await tx.delete(staffPartners).where(eq(staffPartners.staffId, id));
    if (partnerIds.length) await tx.insert(staffPartners).values(partnerIds.map((partnerId) => ({ staffId: id, partnerId })));
    const change: AccountChange = { disabled: false, passwordReset: false, role: request.role, partnerIds };
    const families = await endImpersonationsOnChange(deps, tx, { staffId: id, actorId: staff.id, change, reason: 'staff_changed', now });
    await auditStaff(tx, { actorId: staff.id, action: 'staff.update', memberId: id, before, after: { role: request.role, partners: await partnerCodesOf(tx, partnerIds) }, at: now });
    return families;
  });
}

/** POST /staff/members/{id}/status: disable (its sessions, links and impersonations end) or enable. 409 staff_self_disable / staff_status_unchanged. */
export async function changeStaffMemberStatus(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StaffMemberStatusRequest): Promise<ManagedStaffMember> {
  return changeMember(deps, staff, id, request.expectedVersion, async (tx, locked, now) => {
    const state = stateOf(locked);
    const refusal = staffStatusRefusal(staff.id, state, request.status);
    if (refusal) throw conflict(refusal);
    const status = request.status === 'disabled' ? 'disabled' : statusAfterEnable(state);
    await bump(tx, id, { status });
    let families: string[] = [];
    let sessionsEnded = 0;
    if (status === 'disabled') {
      sessionsEnded = await revokeStaffSessions(tx, id, now);
      await spendOpenStaffLinks(tx, id, now);
      const change: AccountChange = { disabled: true, passwordReset: false, role: locked.member.role, partnerIds: locked.partnerIds };
      families = await endImpersonationsOnChange(deps, tx, { staffId: id, actorId: staff.id, change, reason: 'staff_disabled', now });
    }
    await auditStaff(tx, { actorId: staff.id, action: 'staff.status', memberId: id, before: { status: locked.member.status }, after: { status, ...(sessionsEnded ? { sessionsEnded } : {}), ...(families.length ? { impersonationsEnded: families.length } : {}) }, at: now });
    return families;
  });
}

/**
 * POST /staff/members/{id}/password-reset: the old password stops working, every session and
 * impersonation of the member ends, and a new one-time link is mailed. A disabled account is
 * enabled first (409 staff_member_disabled).
 */
export async function resetStaffMemberPassword(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StaffPasswordResetRequest, lang: Language): Promise<ManagedStaffMember> {
  let link: { token: string; to: string; name: string } | undefined;
  const member = await changeMember(deps, staff, id, request.expectedVersion, async (tx, locked, now) => {
    if (locked.member.status === 'disabled') throw conflict('staff_member_disabled');
    await bump(tx, id, { passwordHash: NO_PASSWORD });
    const sessionsEnded = await revokeStaffSessions(tx, id, now);
    const token = await issueStaffLink(tx, { staffId: id, kind: 'reset', now, hours: STAFF_RESET_LINK_HOURS });
    const change: AccountChange = { disabled: false, passwordReset: true, role: locked.member.role, partnerIds: locked.partnerIds };
    const families = await endImpersonationsOnChange(deps, tx, { staffId: id, actorId: staff.id, change, reason: 'staff_password_reset', now });
    await auditStaff(tx, { actorId: staff.id, action: 'staff.password_reset', memberId: id, before: { status: locked.member.status }, after: { status: locked.member.status, sessionsEnded, ...(families.length ? { impersonationsEnded: families.length } : {}) }, at: now });
    link = { token, to: locked.member.email, name: locked.member.name };
    return families;
  });
  if (link) await mailStaffLink(deps, { kind: 'reset', lang: request.lang ?? lang, to: link.to, name: link.name, token: link.token, hours: STAFF_RESET_LINK_HOURS });
  return member;
}

/**
 * POST /staff/members/{id}/two-factor-reset (a lost phone): the member's TOTP is removed, so their
 * next login takes the password alone and they enrol again (an Employee in production is sent to
 * enrolment by the two-factor rule), and every session of the member ends. Never one's own
 * account (409 staff_self_two_factor_reset: the own two-factor page); 409 totp_not_enabled.
 */
export async function resetStaffMemberTwoFactor(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StaffTwoFactorResetRequest): Promise<ManagedStaffMember> {
  return changeMember(deps, staff, id, request.expectedVersion, async (tx, locked, now) => {
    const [totp] = await tx.select({ enabledAt: staffTotp.enabledAt }).from(staffTotp).where(eq(staffTotp.staffId, id)).for('update');
    const refusal = staffTwoFactorResetRefusal(staff.id, locked.member, Boolean(totp?.enabledAt));
    if (refusal) throw conflict(refusal);
    await tx.delete(staffTotp).where(and(eq(staffTotp.staffId, id), isNotNull(staffTotp.enabledAt)));
    await bump(tx, id, {});
    const sessionsEnded = await revokeStaffSessions(tx, id, now);
    await auditStaff(tx, { actorId: staff.id, action: 'staff.totp.reset', memberId: id, before: { twoFactor: true }, after: { twoFactor: false, sessionsEnded }, at: now });
    return [];
  });
}
