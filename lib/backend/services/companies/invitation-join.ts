import { and, eq, isNull } from 'drizzle-orm';
import type { Company, InvitationCheck } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { invitationState, sameEmail } from '@/lib/rules/company/invitation';
import type { CompanyRole } from '@/lib/rules/company/company-roles';
import type { ApiDeps, PartnerScope } from '../../context';
import type { Database } from '../../db/client';
import { companies, companyInvitations, companyMembers, customers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, badRequest, conflict, forbidden, tooManyRequests } from '../../http/api-error';
import { hashWith } from '../after-answer';
import { earnForRegistration } from '../loyalty/ledger';
import { assertPasswordAllowed, customerPasswordContext } from '../password-policy';
import { hit } from '../rate-limit';
import { hashToken } from '../secure-tokens';
import { getCompany, isUniqueViolation, type CompanyOwner } from './company';
import { emailIsMember } from './invitations';

/**
 * Using an invitation link (issue #50 item 2, decision 0103): what it offers (public), a
 * registration that joins (public: no registration code, the account active and verified at once —
 * the mailed link proved the address), or the join of a signed-in customer with the invited e-mail.
 * The invitation row is locked `for update` when used, so two uses at once make one member: the
 * second finds it accepted and answers 400 invitation_invalid, as an unknown, expired or revoked one.
 */
type Reader = Pick<Database, 'select'>;
type InvitationRow = typeof companyInvitations.$inferSelect;
type Found = { invitation: InvitationRow; companyName: string; companyStatus: string };

const invalid = () => badRequest('invitation_invalid');

/** Link checks and registrations one client address may make per AUTH_RATE_LIMIT_WINDOW_SECONDS (tokens are unguessable; this keeps scanners slow). */
export async function throttleInvitationUse(deps: ApiDeps, ip: string): Promise<void> {
  const result = await hit(deps.db, `company-invitation:ip:${ip}`, deps.env.AUTH_RATE_LIMIT_CLIENT, deps.env.AUTH_RATE_LIMIT_WINDOW_SECONDS, deps.now());
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** The invitation of a token under the partner (another partner's token is unknown here), locked when `lock`. */
async function findInvitation(db: Reader | Tx, partnerId: number, token: string, lock: boolean): Promise<Found | undefined> {
  const query = db
    .select({ invitation: companyInvitations, companyName: companies.name, companyStatus: companies.status })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.tokenHash, hashToken(token)), eq(companies.partnerId, partnerId)));
  const [row] = lock ? await query.for('update', { of: companyInvitations }) : await query;
  return row;
}

/** A usable invitation: pending at `now` and of an active company; else 400 invitation_invalid. */
function usable(found: Found | undefined, now: Date): Found {
  if (!found || found.companyStatus !== 'active' || invitationState(found.invitation, now) !== 'pending') throw invalid();
  return found;
}

async function accountOf(db: Reader, partnerId: number, email: string) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.partnerId, partnerId), eq(customers.email, email.toLowerCase()), isNull(customers.deletedAt)));
  return row;
}

/** POST /Company/Invitations/Check: spends nothing. */
export async function checkInvitation(deps: ApiDeps, partner: PartnerScope, token: string): Promise<InvitationCheck> {
  const { invitation, companyName } = usable(await findInvitation(deps.db, partner.id, token, false), deps.now());
  return { companyName, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString(), accountExists: (await accountOf(deps.db, partner.id, invitation.email)) !== undefined };
}

async function addMember(tx: Tx, invitation: InvitationRow, customerId: number, now: Date): Promise<void> {
  await tx.insert(companyMembers).values({ companyId: invitation.companyId, customerId, role: invitation.role, createdAt: now, updatedAt: now });
  await tx.update(companyInvitations).set({ acceptedAt: now, acceptedCustomerId: customerId }).where(eq(companyInvitations.id, invitation.id));
}

export type Acceptance = { token: string; firstName: string; lastName: string; password: string; mobile?: string };

/**
 * POST /Company/Invitations/Accept: a new account with the invitation's e-mail, active and verified
 * at once, and its membership with the invited role (and the partner's registration points, as a
 * verification gives them). 409 invitation_account_exists when the e-mail has an account here (sign
 * in and join), company_member_already when it is a member of a company here already.
 */
export async function acceptInvitation(deps: ApiDeps, partner: PartnerScope, lang: Language, input: Acceptance): Promise<{ email: string; companyName: string; role: CompanyRole }> {
  const first = usable(await findInvitation(deps.db, partner.id, input.token, false), deps.now());
  const email = first.invitation.email;
  assertPasswordAllowed(input.password, 'password', customerPasswordContext(email, partner));
  const passwordHash = await hashWith(deps, input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const { invitation, companyName } = usable(await findInvitation(tx, partner.id, input.token, true), now);
      if (await accountOf(tx, partner.id, email)) throw new ApiError(409, 'invitation_account_exists', { email: 'invitation_account_exists' });
      if (await emailIsMember(tx, partner.id, email)) throw conflict('company_member_already');
      const [created] = await tx
        .insert(customers)
        .values({ partnerId: partner.id, email, passwordHash, firstName: input.firstName, lastName: input.lastName, mobile: input.mobile ?? null, language: lang, status: 'active', verifiedAt: now, registrationDate: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      // A deleted account keeps its row under another address; any other row with this e-mail is an account.
      if (!created) throw new ApiError(409, 'invitation_account_exists', { email: 'invitation_account_exists' });
      await addMember(tx, invitation, created.id, now);
      await earnForRegistration(tx, { customerId: created.id, partnerId: partner.id }, now);
      return { email, companyName, role: invitation.role };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customer_id')) throw conflict('company_member_already');
    throw error;
  }
}

/**
 * POST /Company/Invitations/Join: the signed-in customer joins with the invited role. 403
 * invitation_wrong_account when the invitation is for another e-mail, 409 company_member_already
 * when they belong to a company (leave it first).
 */
export async function joinByInvitation(deps: ApiDeps, owner: CompanyOwner, token: string): Promise<Company> {
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const { invitation } = usable(await findInvitation(tx, owner.partnerId, token, true), now);
      const [me] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
      if (!me || !sameEmail(me.email, invitation.email)) throw forbidden('invitation_wrong_account');
      const [member] = await tx.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.customerId, owner.customerId));
      if (member) throw conflict('company_member_already');
      await addMember(tx, invitation, owner.customerId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customer_id')) throw conflict('company_member_already');
    throw error;
  }
  return getCompany(deps.db, owner);
}
