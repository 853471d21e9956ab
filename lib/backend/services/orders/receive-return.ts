import { eq } from 'drizzle-orm';
import { stockByVariant } from '@/lib/rules/bundle-stock';
import { statusAfterReturn } from '@/lib/rules/order-lifecycle';
import { orderLines, returnRequestLines, type StatusChangeActor } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { factsOf, linesOf, orderHead } from './holdings-read';
import { applyChange, lockOrder, type StatusChanged } from './order-status';
import { creditReturn } from '../fiscal/credit-note';
import { creditOrder } from '../companies/credit';

/** The gross of the returned units, each line's share as its credit note counts it (net and VAT rounded apart). */
async function returnedCents(tx: Tx, orderId: number, received: readonly { position: number; quantity: number }[]): Promise<number> {
  const lines = await tx.select({ position: orderLines.position, quantity: orderLines.quantity, total: orderLines.total }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const at = new Map(lines.map((line) => [line.position, line]));
  return received.reduce((sum, r) => {
    const line = at.get(r.position);
    if (!line || line.quantity <= 0) return sum;
    const units = Math.min(r.quantity, line.quantity);
    return sum + Math.round((line.total.net * units) / line.quantity) + Math.round((line.total.vat * units) / line.quantity);
  }, 0);
}

/**
 * A return received at the shop (issue #17 item 1; issue #44 items 1 and 2), in the transaction
 * that marks it Received: its goods go back into stock and their share of the earned points is
 * taken back as the holdings rule says (lib/rules/order-holdings.ts: nothing goes back into stock
 * for an order that had released it), and the order moves to PartiallyReturned or Returned
 * (`statusAfterReturn`) with its history row. Locks the customer, then the order.
 */
export async function receiveReturnInTx(tx: Tx, input: { orderId: number; returnId: number; actor: StatusChangeActor; note: string; now: Date }): Promise<StatusChanged | undefined> {
  const { row, from } = await lockOrder(tx, input.orderId);
  const after = await factsOf(tx, await orderHead(tx, input.orderId));
  const to = statusAfterReturn(from, { ordered: after.units, returned: after.returnedUnits }) ?? from;
  const { lines } = await linesOf(tx, input.orderId);
  const lineAt = new Map(lines.map((line) => [line.position, line]));
  const received = await tx.select({ position: returnRequestLines.position, quantity: returnRequestLines.quantity }).from(returnRequestLines).where(eq(returnRequestLines.returnId, input.returnId));
  // A returned bundle puts its parts back (issue #45: lib/rules/bundle-stock.ts).
  const stock = stockByVariant(received.flatMap((r) => (lineAt.has(r.position) ? [{ ...lineAt.get(r.position)!, quantity: r.quantity }] : [])));
  const changed = await applyChange(tx, row, from, { to, actor: input.actor, note: input.note }, input.now, { changed: { returnedUnits: after.returnedUnits, returnedPoints: after.returnedPoints }, withoutReturn: input.returnId, stock });
  // Its credit note for the lines received (decision 0067), in the same transaction.
  await creditReturn(tx, input.orderId, input.returnId, input.now);
  // On account (issue #50): the returned lines' share is given back to the company's credit (capped at what is left of the charge).
  await creditOrder(tx, { orderId: input.orderId, kind: 'return', cents: await returnedCents(tx, input.orderId, received), now: input.now });
  return changed;
}
