import 'server-only';
import { eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import { blockerParams } from '@/lib/rules/account-deletion';
import type { ApiDeps } from '../../context';
import { customers, partners, privacyRequests, staffAudit } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import { renderMail } from '../../mail/templates';
import { accountBlockers, eraseAccount } from './account-erasure';
import { leaveCompanyOnDeletion } from '../companies/member-leaving';

/**
 * Deleting a customer account (issue #49 item 2, decision 0096): at once, in one transaction, or
 * not at all. The customer's row is locked first (`FOR UPDATE`), so an order being placed for the
 * customer (which locks the same row, lib/backend/services/orders/place-order.ts) either commits
 * before (its order then refuses the deletion as open business) or finds the account deleted and
 * writes nothing. What keeps the account open is read again under that lock.
 *
 * Every outcome the customer is told of is a privacy request: `completed`, or `refused` with its
 * reason (written after the rollback, so the refusal leaves nothing else behind). A staff member's
 * deletion is audited (`customer.delete`) in the same transaction.
 */
export type DeletionRequest = {
  customerId: number;
  /** The customer's own request: their partner (the token's) and the password hash their password matched, read before the transaction (scrypt is slow): a change since refuses it. */
  customer?: { partnerId: number; passwordHash: string };
  /** A staff member's request for the customer: who, and whether they see the customer's partner. */
  staff?: { id: number; sees: (partnerId: number) => boolean };
};

export type DeletionDone = { requestId: number; customerId: number; partnerId: number; at: Date };

export async function deleteAccount(deps: ApiDeps, request: DeletionRequest): Promise<DeletionDone> {
  const now = deps.now();
  const staffId = request.staff?.id ?? null;
  let owner: { partnerId: number } | undefined;
  try {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ customer: customers, partnerName: partners.name })
        .from(customers)
        .innerJoin(partners, eq(partners.id, customers.partnerId))
        .where(eq(customers.id, request.customerId))
        .for('update', { of: customers });
      const visible = row && (request.staff ? request.staff.sees(row.customer.partnerId) : row.customer.partnerId === request.customer?.partnerId);
      if (!row || !visible) throw notFound('customer_not_found');
      const customer = row.customer;
      owner = { partnerId: customer.partnerId };
      if (customer.deletedAt) throw conflict('account_deleted');
      if (request.customer && customer.passwordHash !== request.customer.passwordHash) throw badRequest('validation_failed', { password: 'current_password_incorrect' });
      const blockers = await accountBlockers(tx, customer.id);
      if (blockers.length > 0) throw new ApiError(409, 'account_has_open_orders', undefined, undefined, blockerParams(blockers));
      await leaveCompanyOnDeletion(tx, customer.id);

      const ended = await eraseAccount(tx, deps, customer, now);
      const [written] = await tx
        .insert(privacyRequests)
        .values({ customerId: customer.id, partnerId: customer.partnerId, kind: 'delete', status: 'completed', staffId, createdAt: now })
        .returning({ id: privacyRequests.id });
      if (request.staff) {
        await tx.insert(staffAudit).values({
          staffId: request.staff.id,
          action: 'customer.delete',
          targetKind: 'customer',
          targetId: customer.id,
          before: { status: customer.status },
          after: { status: 'disabled', deleted: true, sessionsEnded: ended.length },
          createdAt: now,
        });
      }
      return { ended, requestId: written!.id, customer, partnerName: row.partnerName };
    });
    deps.revocations.markRevoked(done.ended); // committed: the account's access tokens stop now
    await mailDeleted(deps, done.customer, done.partnerName);
    return { requestId: done.requestId, customerId: done.customer.id, partnerId: done.customer.partnerId, at: now };
  } catch (error) {
    if (error instanceof ApiError && (error.error === 'account_has_open_orders' || error.error === 'account_company_last_admin') && owner) {
      await deps.db.insert(privacyRequests).values({ customerId: request.customerId, partnerId: owner.partnerId, kind: 'delete', status: 'refused', reason: error.error, staffId, createdAt: now });
    }
    throw error;
  }
}

/**
 * "Your account was deleted", to the address it had (a verified one: an address never confirmed may
 * not be the customer's), in their language. After the commit; a mail that fails never undoes it.
 */
async function mailDeleted(deps: ApiDeps, customer: { email: string; firstName: string; language: string; partnerId: number; verifiedAt: Date | null }, partnerName: string) {
  if (!customer.verifiedAt) return;
  const language: Language = customer.language === 'en' ? 'en' : 'el';
  try {
    await deps.mailer.send(renderMail({ kind: 'accountDeleted', language, to: customer.email, partnerId: customer.partnerId, partnerName, firstName: customer.firstName }));
  } catch {
    // The outbox keeps what it could; the deletion stands.
  }
}
