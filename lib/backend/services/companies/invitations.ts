import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPANY_PENDING_INVITATIONS_MAX, type CompanyInvitation, type CreateInvitationRequest } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { invitationExpiry, invitationState } from '@/lib/rules/company/invitation';
import type { ApiDeps, PartnerScope } from '../../context';
import { companyInvitations, companyMembers, customers } from '../../db/schema';
import { ApiError, conflict, notFound, tooManyRequests } from '../../http/api-error';
import { mailCompanyInvitation } from '../../mail/company-invitation-mail';
import { hit } from '../rate-limit';
import { hashToken, newOpaqueToken } from '../secure-tokens';
import { lockAsAdmin, type CompanyOwner } from './company';
import { requireMembership } from './membership';

/**
 * Invitations as the company's admin manages them (issue #50 item 2, decision 0103): an e-mail and
 * a role; the link's token (32 random bytes, base64url) is mailed once and stored as its SHA-256;
 * it works for COMPANY_INVITATION_DAYS days, once, until revoked. The join itself is
 * ./invitation-join.ts.
 */
type InvitationRow = typeof companyInvitations.$inferSelect;

/** Invitation mails one company may send in an hour (a revoke-and-resend loop cannot flood an inbox). */
export const INVITATION_MAILS_PER_HOUR = 30;

function toInvitation(row: InvitationRow, invitedBy: string | null, now: Date): CompanyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: invitationState(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    invitedBy,
  };
}

const inviter = alias(customers, 'inviter');
const fullName = (r: { firstName: string | null; lastName: string | null }) => (r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim());

/** GET /Company/Invitations (admin): newest first, at most 100. */
export async function listInvitations(deps: ApiDeps, owner: CompanyOwner): Promise<CompanyInvitation[]> {
  const membership = await requireMembership(deps.db, owner, 'manage_company');
  const rows = await deps.db
    .select({ row: companyInvitations, firstName: inviter.firstName, lastName: inviter.lastName })
    .from(companyInvitations)
    .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedByCustomerId))
    .where(eq(companyInvitations.companyId, membership.companyId))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
    .limit(100);
  const now = deps.now();
  return rows.map((r) => toInvitation(r.row, fullName(r), now));
}

/** Whether the e-mail is a member of any company under the partner (the same person cannot be invited, nor join, twice). */
export async function emailIsMember(db: Pick<ApiDeps['db'], 'select'>, partnerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(customers, eq(customers.id, companyMembers.customerId))
    .where(and(eq(customers.partnerId, partnerId), eq(customers.email, email.toLowerCase())));
  return row !== undefined;
}

/**
 * POST /Company/Invitations (admin): 409 company_member_already when that e-mail is a member of a
 * company here, company_invitations_full at COMPANY_PENDING_INVITATIONS_MAX pending; a pending
 * invitation of the same e-mail is revoked (the new mail replaces it). The invitation and its mail
 * are written in one transaction, with the company row locked (the count holds under concurrency).
 */
export async function createInvitation(deps: ApiDeps, owner: CompanyOwner, input: CreateInvitationRequest & { email: string }, ctx: { partner: PartnerScope; lang: Language }): Promise<CompanyInvitation> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { membership, company } = await lockAsAdmin(tx, owner);
    if (await emailIsMember(tx, owner.partnerId, input.email)) throw new ApiError(409, 'company_member_already', { email: 'company_member_already' });
    const pending = and(eq(companyInvitations.companyId, company.id), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now));
    await tx.update(companyInvitations).set({ revokedAt: now }).where(and(pending, eq(companyInvitations.email, input.email)));
    const open = await tx.select({ id: companyInvitations.id }).from(companyInvitations).where(pending);
    if (open.length >= COMPANY_PENDING_INVITATIONS_MAX) throw new ApiError(409, 'company_invitations_full', undefined, undefined, { invitations: { max: COMPANY_PENDING_INVITATIONS_MAX } });
    const sent = await hit(tx as unknown as ApiDeps['db'], `company-invitations:${company.id}`, INVITATION_MAILS_PER_HOUR, 3600, now);
    if (!sent.allowed) throw tooManyRequests(sent.retryAfterSeconds);
    const token = newOpaqueToken(32);
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId: company.id, email: input.email, role: input.role, tokenHash: hashToken(token), invitedByCustomerId: owner.customerId, expiresAt: invitationExpiry(now, deps.env.COMPANY_INVITATION_DAYS), createdAt: now })
      .returning();
    const [me] = await tx.select({ firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, membership.customerId));
    const invitedBy = fullName(me ?? { firstName: null, lastName: null });
    await mailCompanyInvitation(tx, deps, { partner: ctx.partner, lang: ctx.lang, to: input.email, token, companyName: company.name, inviter: invitedBy ?? company.name, role: input.role, expiresAt: row!.expiresAt });
    return toInvitation(row!, invitedBy, now);
  });
}

/** DELETE /Company/Invitations/{id} (admin): 404 invitation_not_found (also another company's), 409 invitation_not_pending. */
export async function revokeInvitation(deps: ApiDeps, owner: CompanyOwner, id: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { company } = await lockAsAdmin(tx, owner);
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, company.id)))
      .for('update');
    if (!row) throw notFound('invitation_not_found');
    if (invitationState(row, now) !== 'pending') throw conflict('invitation_not_pending');
    await tx.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, id));
  });
}
