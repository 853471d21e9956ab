import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language, NamedColor } from '@/lib/contract/enums';
import type { ReturnRequestRecord, ReturnState } from '@/lib/contract/returns';
import { returnState } from '@/lib/rules/returns';
import type { ApiDeps } from '../../context';
import { returnRequestLines, returnRequests, type orderLines } from '../../db/schema';

/**
 * Return requests as the orders show them (issue #7): the requests of an order with their lines,
 * the units asked back per order line, and the return state of many orders in one aggregate query.
 * A Rejected request gives its units back: they count as not asked back.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
type ReturnLine = ReturnRequestRecord['lines'][number];
type OrderLineRow = Pick<typeof orderLines.$inferSelect, 'position' | 'code' | 'name' | 'color' | 'size' | 'quantity'>;

const counted = ne(returnRequests.status, 'Rejected');

/** An order line as people read it (its position, code, name in `lang`, colour and size). */
export const toLineRef = (line: OrderLineRow, lang: Language): Omit<ReturnLine, 'quantity'> => ({
  line: line.position,
  code: line.code,
  name: line.name[lang],
  color: line.color as NamedColor,
  size: line.size,
});

/** A line of a return request: the order line, named in `lang`, and the units asked back. */
export const toReturnLine = (line: OrderLineRow, quantity: number, lang: Language): ReturnLine => ({ ...toLineRef(line, lang), quantity });

/** The order's return requests, oldest first, with their lines named in `lang`. */
export async function returnRecords(db: Reader, orderId: number, lines: readonly OrderLineRow[], lang: Language): Promise<ReturnRequestRecord[]> {
  const rows = await db
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      createdAt: returnRequests.createdAt,
      status: returnRequests.status,
      reason: returnRequests.reason,
      comment: returnRequests.comment,
      position: returnRequestLines.position,
      quantity: returnRequestLines.quantity,
    })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.n), asc(returnRequestLines.position));
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const records = new Map<number, ReturnRequestRecord>();
  for (const row of rows) {
    let record = records.get(row.id);
    if (!record) {
      record = { returnNumber: row.number, createdAt: row.createdAt.toISOString(), status: row.status, reason: row.reason, comment: row.comment, lines: [] };
      records.set(row.id, record);
    }
    const line = byPosition.get(row.position);
    if (!line) continue;
    record.lines.push(toReturnLine(line, row.quantity, lang));
  }
  return [...records.values()];
}

/** Units asked back per order line position, from the order's requests already read (rejected ones do not count). */
export function requestedInRecords(records: readonly ReturnRequestRecord[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const record of records) {
    if (record.status === 'Rejected') continue;
    for (const line of record.lines) units.set(line.line, (units.get(line.line) ?? 0) + line.quantity);
  }
  return units;
}

/** Units asked back per order line position (requests not rejected), for a writer that needs no records. */
export async function requestedByLine(db: Reader, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ position: returnRequestLines.position, units: sql<number>`sum(${returnRequestLines.quantity})`.mapWith(Number) })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), counted))
    .groupBy(returnRequestLines.position);
  return new Map(rows.map((row) => [row.position, row.units]));
}

/** Order lines with their units ordered and asked back, as the return rules take them. */
export const linesWithRequested = <L extends { position: number; quantity: number }>(lines: readonly L[], requested: ReadonlyMap<number, number>) =>
  lines.map((line) => ({ ...line, requested: requested.get(line.position) ?? 0 }));

/**
 * The return state of each order (`itemCount`: its units), with one aggregate query for all of
 * them; orders without requests are 'none'.
 */
export async function returnStatesOf(db: Reader, orders: readonly { id: number; itemCount: number }[]): Promise<Map<number, ReturnState>> {
  const states = new Map<number, ReturnState>(orders.map((order) => [order.id, 'none']));
  if (orders.length === 0) return states;
  const rows = await db
    .select({ orderId: returnRequests.orderId, units: sql<number>`sum(${returnRequestLines.quantity})`.mapWith(Number) })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(and(inArray(returnRequests.orderId, orders.map((order) => order.id)), counted))
    .groupBy(returnRequests.orderId);
  const units = new Map(rows.map((row) => [row.orderId, row.units]));
  for (const order of orders) states.set(order.id, returnState([{ quantity: order.itemCount, requested: units.get(order.id) ?? 0 }]));
  return states;
}
