import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import { CUSTOMER_ACTIVITY_LIMIT, type CustomerActivity } from '@/lib/contract/customer-activity';
import { ON_BEHALF_PREFIX, onBehalfRouteOf } from '@/lib/rules/impersonated-action';
import type { ApiDeps } from '../context';
import { staffAudit, staffMembers } from '../db/schema';

/**
 * GET /Customers/Activity (issue #44 item 6): the audit rows of what staff did on the customer's
 * behalf, read for the customer of the token only (their own id: nobody else's rows can be asked
 * for), with the staff member's name and the time.
 */
const SESSION_ACTIONS = { 'customer.impersonation_start': 'impersonation_start', 'customer.impersonation_stop': 'impersonation_stop' } as const;

export async function customerActivity(deps: Pick<ApiDeps, 'db'>, customerId: number): Promise<CustomerActivity> {
  const rows = await deps.db
    .select({ at: staffAudit.createdAt, action: staffAudit.action, staff: staffMembers.name })
    .from(staffAudit)
    .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
    .where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, customerId), or(like(staffAudit.action, `${ON_BEHALF_PREFIX}%`), inArray(staffAudit.action, Object.keys(SESSION_ACTIONS)))))
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(CUSTOMER_ACTIVITY_LIMIT);
  return {
    items: rows.map((r) => ({ at: r.at.toISOString(), action: onBehalfRouteOf(r.action) ?? SESSION_ACTIONS[r.action as keyof typeof SESSION_ACTIONS], staff: r.staff })),
  };
}
