import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { impersonationsEndedBy, type AccountChange } from '@/lib/rules/impersonations-ended';
import type { ApiDeps } from '../context';
import { impersonations, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { revokeFamily } from '../services/refresh-tokens';

/**
 * Ends the impersonations a change of a sales person's account ends (issue #44 item 3; which ones:
 * lib/rules/impersonations-ended.ts), inside the change's transaction: each row ended, its
 * customer session family revoked through the customers' revocation path (NOTIFY on commit, so
 * every instance refuses the access token carrying `imp` at once), and an audit row naming who
 * ended it and why. Returns the revoked families: the caller marks them after the commit.
 */
export async function endImpersonationsOnChange(
  deps: ApiDeps,
  tx: Tx,
  input: { staffId: number; actorId: number; change: AccountChange; reason: string; now: Date },
): Promise<string[]> {
  const open = await tx
    .select({ id: impersonations.id, partnerId: impersonations.partnerId, customerId: impersonations.customerId, familyId: impersonations.familyId })
    .from(impersonations)
    .where(and(eq(impersonations.staffId, input.staffId), isNull(impersonations.endedAt), gt(impersonations.endsAt, input.now)))
    .for('update');
  const ending = new Set(impersonationsEndedBy(input.change, open));
  if (!ending.size) return [];
  await tx
    .update(impersonations)
    .set({ endedAt: input.now, handoffHash: null })
    .where(inArray(impersonations.id, [...ending]));
  const families: string[] = [];
  for (const row of open.filter((r) => ending.has(r.id))) {
    if (row.familyId) families.push(...(await revokeFamily(deps, row.familyId, tx)));
    await tx.insert(staffAudit).values({
      staffId: input.actorId,
      action: 'customer.impersonation_stop',
      targetKind: 'customer',
      targetId: row.customerId,
      before: { impersonation: row.id, staff: input.staffId },
      after: { endedAt: input.now.toISOString(), reason: input.reason },
      createdAt: input.now,
    });
  }
  return families;
}
