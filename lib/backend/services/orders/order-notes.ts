import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CustomerOrderNote, StaffOrderNote } from '@/lib/contract/order-notes';
import { orderStatusFromCode } from '@/lib/contract/enums';
import type { ApiDeps } from '../../context';
import { orderNotes, orderStatusChanges, staffMembers } from '../../db/schema';

/**
 * The notes on an order (issue #44 item 2): those written with a status change (the change's
 * `note`) and those written alone (order_notes), oldest first. Staff read all of them with their
 * author; the customer reads only those marked for them, with their time and nothing else.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;

const byTime = (a: { at: string; id: string }, b: { at: string; id: string }) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id, 'en', { numeric: true });

/** Every note, for staff. */
export async function staffNotesOf(db: Reader, orderId: number): Promise<StaffOrderNote[]> {
  const [changes, alone] = await Promise.all([
    db
      .select({ id: orderStatusChanges.id, note: orderStatusChanges.note, actor: orderStatusChanges.actor, forCustomer: orderStatusChanges.forCustomer, toStatus: orderStatusChanges.toStatus, at: orderStatusChanges.createdAt })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, orderId), isNotNull(orderStatusChanges.note)))
      .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id)),
    db
      .select({ id: orderNotes.id, body: orderNotes.body, author: staffMembers.name, forCustomer: orderNotes.forCustomer, at: orderNotes.createdAt })
      .from(orderNotes)
      .innerJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  ]);
  return [
    ...changes.map((c) => ({ id: `change-${c.id}`, body: c.note ?? '', at: c.at.toISOString(), author: c.actor.kind === 'staff' ? (c.actor.name ?? null) : null, forCustomer: c.forCustomer, status: orderStatusFromCode(c.toStatus) ?? null })),
    ...alone.map((n) => ({ id: `note-${n.id}`, body: n.body, at: n.at.toISOString(), author: n.author, forCustomer: n.forCustomer, status: null })),
  ].sort(byTime);
}

/** The notes marked for the customer, for the customer: text and time only. */
export async function customerNotesOf(db: Reader, orderId: number): Promise<CustomerOrderNote[]> {
  const [changes, alone] = await Promise.all([
    db
      .select({ id: orderStatusChanges.id, body: orderStatusChanges.note, at: orderStatusChanges.createdAt })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.forCustomer, true), isNotNull(orderStatusChanges.note))),
    db.select({ id: orderNotes.id, body: orderNotes.body, at: orderNotes.createdAt }).from(orderNotes).where(and(eq(orderNotes.orderId, orderId), eq(orderNotes.forCustomer, true))),
  ]);
  return [...changes.map((c) => ({ id: `change-${c.id}`, body: c.body ?? '', at: c.at.toISOString() })), ...alone.map((n) => ({ id: `note-${n.id}`, body: n.body, at: n.at.toISOString() }))]
    .sort(byTime)
    .map(({ body, at }) => ({ body, at }));
}

/** The name of the sales person who placed the order on the customer's behalf, if one did. */
export async function placedByNameOf(db: Reader, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const [row] = await db.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, staffId));
  return row?.name ?? null;
}
