import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { OrderLookup } from '@/lib/contract/returns';
import { remainingUnits, returnability, returnState } from '@/lib/rules/returns';
import type { ApiDeps } from '../../context';
import { customers, orderLines, orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { statusName, type OrderOwner } from '../orders/order-view';
import { linesWithRequested, requestedInRecords, returnRecords, toReturnLine } from './return-records';

/**
 * POST /Orders/Lookup (issue #7, return order): an order found by its number (trimmed, any case)
 * and an email, under the scoped partner. No such order, or an email that is neither the order's
 * contact email nor its customer's account email, or the order of another customer: the same
 * 404 `order_not_found` (nothing about other customers' orders is revealed, issue #14). The
 * caller's own order: what of it can still be returned.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;

export async function lookupOrder(db: Reader, owner: OrderOwner, input: { orderNumber: string; email: string }, now: Date, lang: Language): Promise<OrderLookup> {
  const [found] = await db
    .select({ order: orders, accountEmail: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.partnerId, owner.partnerId), eq(orders.orderNumber, input.orderNumber.trim().toUpperCase())));
  const email = input.email.trim().toLowerCase();
  const matches = found && found.order.customerId === owner.customerId && [found.order.email.toLowerCase(), found.accountEmail.toLowerCase()].includes(email);
  if (!found || !matches) throw notFound('order_not_found');
  return describeForReturn(db, found.order, now, lang);
}

/** The order as a return needs it: lines with units ordered, asked back and still returnable, the rule's verdict, the requests. */
async function describeForReturn(db: Reader, order: typeof orders.$inferSelect, now: Date, lang: Language): Promise<OrderLookup> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const records = await returnRecords(db, order.id, lines, lang);
  const units = linesWithRequested(lines, requestedInRecords(records));
  const verdict = returnability({ status: order.status, createdAt: order.createdAt, lines: units }, now);
  return {
    uid: order.uid,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    statusName: statusName(order.status),
    total: order.totalCents,
    returnable: verdict.returnable,
    notReturnableReason: verdict.returnable ? null : verdict.reason,
    returnDeadline: verdict.deadline?.toISOString() ?? null,
    returnState: returnState(units),
    lines: units.map((line) => ({
      ...toReturnLine(line, line.quantity, lang),
      picture: line.picture,
      requested: line.requested,
      // Nothing is returnable while the order as a whole is not.
      returnable: verdict.returnable ? remainingUnits(line) : 0,
      unitTotal: line.unit.gross,
    })),
    returns: records,
  };
}
