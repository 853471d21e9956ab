import { and, asc, eq, max } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { ReturnRequestRecord } from '@/lib/contract/returns';
import { checkReturnLines, remainingUnits, returnability, type RequestedReturnLine } from '@/lib/rules/returns';
import type { ApiDeps } from '../../context';
import { orderLines, orders, returnRequestLines, returnRequests } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { isOrderUid, type OrderOwner } from '../orders/order-view';
import { linesWithRequested, requestedByLine, toReturnLine } from './return-records';

/**
 * POST /Returns (issue #7): one transaction that locks the order row (FOR UPDATE), so concurrent
 * requests for one order run one after the other and each sees what the earlier ones asked back.
 * The order must be the caller's under the scoped partner (else 404 `order_not_found`) and
 * returnable (else 409 `order_not_returnable`, `params.order.reason`); the lines are checked
 * against the units still returnable (400 `validation_failed` with `lines.{i}.…` keys). The
 * request is numbered `{orderNumber}-R{n}` within its order.
 */
export type ReturnInput = { orderUid: string; lines: RequestedReturnLine[]; reason: ReturnRequestRecord['reason']; comment?: string };
export type CreatedReturn = { record: ReturnRequestRecord; orderNumber: string };

export async function createReturn(deps: ApiDeps, owner: OrderOwner, input: ReturnInput, lang: Language): Promise<CreatedReturn> {
  if (!isOrderUid(input.orderUid)) throw notFound('order_not_found');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.uid, input.orderUid), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId)))
      .for('update');
    if (!order) throw notFound('order_not_found');
    const lines = linesWithRequested(
      await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
      await requestedByLine(tx, order.id),
    );
    const verdict = returnability({ status: order.status, createdAt: order.createdAt, lines }, now);
    if (!verdict.returnable) throw new ApiError(409, 'order_not_returnable', undefined, undefined, { order: { reason: verdict.reason } });
    const check = checkReturnLines(input.lines, new Map(lines.map((line) => [line.position, remainingUnits(line)])));
    if (!check.ok) throw new ApiError(400, 'validation_failed', check.fields, undefined, check.params);

    const [last] = await tx.select({ n: max(returnRequests.n) }).from(returnRequests).where(eq(returnRequests.orderId, order.id));
    const n = (last?.n ?? 0) + 1;
    const number = `${order.orderNumber}-R${n}`;
    const [request] = await tx
      .insert(returnRequests)
      .values({ ...owner, orderId: order.id, n, number, reason: input.reason, comment: input.comment || null, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(returnRequestLines).values(input.lines.map((item) => ({ returnId: request!.id, position: item.line, quantity: item.quantity })));

    const byPosition = new Map(lines.map((line) => [line.position, line]));
    const record: ReturnRequestRecord = {
      returnNumber: number,
      createdAt: now.toISOString(),
      status: request!.status,
      reason: request!.reason,
      comment: request!.comment,
      lines: [...input.lines]
        .sort((a, b) => a.line - b.line)
        .map((item) => toReturnLine(byPosition.get(item.line)!, item.quantity, lang)),
    };
    return { record, orderNumber: order.orderNumber };
  });
}
