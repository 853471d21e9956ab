import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionRecord } from '@/lib/contract/auth';
import { sessionMinutesLeft } from '@/lib/rules/impersonation';
import type { ApiDeps, PartnerScope } from '../context';
import { customers, impersonations, staffAudit } from '../db/schema';
import { badRequest } from '../http/api-error';
import { signAccessToken } from './access-tokens';
import { startFamily } from './refresh-tokens';
import { sessionRecordOf } from './session-record';
import { hashToken } from './secure-tokens';

/**
 * The storefront's side of impersonation (issue #17 item 4). The console starts one
 * (staff/staff-customers.ts) and sends the browser to the partner's `impersonate` page with a
 * one-time code in the URL fragment; that page exchanges it here for a session of the customer
 * whose access tokens carry the sales person (`imp`) and end with the impersonation.
 */
export type Impersonation = typeof impersonations.$inferSelect;

/** POST /Customers/Impersonation: spends the code (once, before it expires, on its partner) for the customer's session. */
export async function exchangeHandoff(deps: ApiDeps, partner: PartnerScope, code: string): Promise<SessionRecord> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(impersonations)
      .set({ handoffHash: null })
      .where(
        and(
          eq(impersonations.handoffHash, hashToken(code)),
          eq(impersonations.partnerId, partner.id),
          gt(impersonations.handoffExpiresAt, now),
          gt(impersonations.endsAt, now),
          isNull(impersonations.endedAt),
        ),
      )
      .returning();
    if (!row) throw badRequest('impersonation_link_invalid');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId));
    if (!customer || customer.status !== 'active') throw badRequest('impersonation_link_invalid');
    const { token, familyId } = await startFamily(deps, { customerId: customer.id, partnerId: partner.id }, tx);
    await tx.update(impersonations).set({ familyId }).where(eq(impersonations.id, row.id));
    const principal = { customerId: customer.id, partnerId: partner.id, partnerCode: partner.code, familyId, impersonatorId: row.staffId };
    const at = await signAccessToken(deps, principal, now, row.endsAt);
    return sessionRecordOf(deps, customer, partner, { at, rt: token, rd: sessionMinutesLeft(row.endsAt, now), impersonation: true });
  });
}

/** The impersonation a refresh family belongs to, if any (a refresh keeps `imp` and the end). */
export async function impersonationOfFamily(deps: ApiDeps, familyId: string): Promise<Impersonation | undefined> {
  const [row] = await deps.db.select().from(impersonations).where(eq(impersonations.familyId, familyId));
  return row;
}

/** Stop (the storefront's logout of an impersonation session): marks it ended and writes the audit row. */
export async function endImpersonation(deps: ApiDeps, familyId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(impersonations)
      .set({ endedAt: deps.now() })
      .where(and(eq(impersonations.familyId, familyId), isNull(impersonations.endedAt)))
      .returning();
    if (!row) return;
    await tx.insert(staffAudit).values({
      staffId: row.staffId,
      action: 'customer.impersonation_stop',
      targetKind: 'customer',
      targetId: row.customerId,
      before: { impersonation: row.id },
      after: { endedAt: row.endedAt?.toISOString() },
      createdAt: deps.now(),
    });
  });
}
