import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, customers, orderLists } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { CompanyOwner } from './company';
import { findMembership, requireMembership } from './membership';

/**
 * Order lists shared within a company (issue #50 item 6, decision 0103): the owner shares their
 * list with their active company (order_lists.company_id); its other members read it and put it in
 * their cart; only the owner changes or deletes it. A list is shown to a colleague only while the
 * company is active, the caller is its member, and the owner still is: someone who left (or was
 * removed) neither sees the company's lists nor shares theirs with it.
 */
type Reader = Pick<Database, 'select'>;

/** The caller's active company, if any (a pending, declined or disabled one shares nothing). */
export async function activeCompanyOf(db: Reader, owner: CompanyOwner): Promise<number | undefined> {
  const membership = await findMembership(db, owner);
  return membership?.company.status === 'active' ? membership.companyId : undefined;
}

/** Lists shared with `companyId` by its other members (the owner still a member of it). */
function sharedBy(companyId: number, owner: CompanyOwner, db: Reader): SQL {
  const ownerStillMember = db
    .select({ one: sql`1` })
    .from(companyMembers)
    .where(and(eq(companyMembers.customerId, orderLists.customerId), eq(companyMembers.companyId, companyId)));
  return and(eq(orderLists.companyId, companyId), eq(orderLists.partnerId, owner.partnerId), ne(orderLists.customerId, owner.customerId), exists(ownerStillMember))!;
}

const ownList = (owner: CompanyOwner) => and(eq(orderLists.customerId, owner.customerId), eq(orderLists.partnerId, owner.partnerId))!;

/** The lists the caller may read: their own, and (with an active company) those its members share. */
export function visibleLists(db: Reader, owner: CompanyOwner, companyId: number | undefined): SQL {
  return companyId === undefined ? ownList(owner) : or(ownList(owner), sharedBy(companyId, owner, db))!;
}

export type ListSharing = { shared?: true; own?: false; ownerName?: string };

/** How a list row shows to the caller: nothing for their own unshared list; `shared`; a colleague's with `own: false` and the owner's name. */
export function sharingOf(list: { customerId: number; companyId: number | null }, owner: CompanyOwner, companyId: number | undefined, ownerName: string): ListSharing {
  if (list.customerId !== owner.customerId) return { shared: true, own: false, ownerName };
  return companyId !== undefined && list.companyId === companyId ? { shared: true } : {};
}

/** The name of a list's owner (first and last). */
export const ownerNameColumn = sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`;

/**
 * PUT /OrderLists/{id}/Sharing: the owner shares their list with their active company (404
 * company_not_found without one) or stops sharing it; a colleague's list is 404 order_list_not_found.
 */
export async function setListSharing(db: Database, owner: CompanyOwner, id: number, shared: boolean): Promise<void> {
  const companyId = shared ? (await requireMembership(db, owner)).companyId : null;
  const changed = await db
    .update(orderLists)
    .set({ companyId })
    .where(and(eq(orderLists.id, id), ownList(owner)))
    .returning({ id: orderLists.id });
  if (changed.length === 0) throw notFound('order_list_not_found');
}
