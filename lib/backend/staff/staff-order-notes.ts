import type { OrderNoteRequest, StaffOrderNote } from '@/lib/contract/order-notes';
import type { ApiDeps } from '../context';
import { orderNotes, staffAudit } from '../db/schema';
import { visibleOrder } from './staff-orders';
import type { StaffPrincipal } from './staff-auth';

/**
 * POST /staff/orders/:id/notes (issue #44 item 2): a note on an order that changes no status,
 * for staff only or for the customer too, written with its audit row in one transaction. An order
 * the member may not see answers 404 like one that does not exist; the text is checked by the
 * contract (plain text, at most 500 characters).
 */
export async function addStaffOrderNote(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, id: number, request: OrderNoteRequest): Promise<StaffOrderNote> {
  await visibleOrder(deps, staff, id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(orderNotes).values({ orderId: id, staffId: staff.id, body: request.body, forCustomer: request.forCustomer, createdAt: now }).returning({ id: orderNotes.id });
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'order.note', targetKind: 'order', targetId: id, before: null, after: { note: request.body, forCustomer: request.forCustomer }, createdAt: now });
    return { id: `note-${row!.id}`, body: request.body, at: now.toISOString(), author: staff.name, forCustomer: request.forCustomer, status: null };
  });
}
