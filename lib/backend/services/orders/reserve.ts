import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { CartLine } from '@/lib/contract/cart';
import { formatOrderNumber, orderYear } from '@/lib/rules/order-number';
import { cartLines, carts, orderCounters, orderLines, productVariants, quotaUsage } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { approvalOfOrder } from '../companies/order-approval';

/**
 * The writes of order placement that must hold under concurrency, all inside the placing
 * transaction: the discount quota (read after the customer's row is locked, so two orders of one
 * customer are counted one after the other), stock (a conditional decrement per variant, so
 * concurrent orders can never sell more than there is) and the order number (a per-partner,
 * per-year counter row, incremented atomically; a rolled-back order gives its number back).
 */

/** Discounted units the customer used in the quota period [start, end). */
export async function quotaUsed(tx: Tx, owner: { customerId: number; partnerId: number }, period: { start: string; end: string }): Promise<number> {
  const [row] = await tx
    .select({ used: sum(quotaUsage.units).mapWith(Number) })
    .from(quotaUsage)
    .where(
      and(
        eq(quotaUsage.customerId, owner.customerId),
        eq(quotaUsage.partnerId, owner.partnerId),
        gte(quotaUsage.periodStart, period.start),
        lt(quotaUsage.periodStart, period.end),
      ),
    );
  return row?.used ?? 0;
}

/** 409 with the first line's problem as the error and `params.lines`: line id → problem key. */
function linesRefused(problems: readonly (readonly [number, string])[]): ApiError {
  return new ApiError(409, problems[0]![1], undefined, undefined, { lines: Object.fromEntries(problems.map(([id, key]) => [String(id), key])) });
}

/** The refusal of a cart with lines that cannot be bought as they stand (SPEC §5 keys), if any. */
export function cartLinesRefusal(lines: readonly Pick<CartLine, 'id' | 'problem'>[]): ApiError | undefined {
  const problems = lines.flatMap((line) => (line.problem ? [[line.id, line.problem] as const] : []));
  return problems.length > 0 ? linesRefused(problems) : undefined;
}

/**
 * Takes each line's units off its variant's stock, in variant id order (concurrent orders lock
 * rows in the same order: no deadlocks). A variant left at 0 becomes Exhausted. A variant without
 * enough stock left refuses the order with 409 `not_available_quantity` (the transaction rolls
 * back: nothing was taken).
 */
export async function reserveStock(tx: Tx, lines: readonly Pick<CartLine, 'id' | 'variantId' | 'quantity'>[]): Promise<void> {
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const taken = await tx
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} - ${line.quantity}`,
        availability: sql`CASE WHEN ${productVariants.stock} = ${line.quantity} THEN 'Exhausted' ELSE ${productVariants.availability} END`,
      })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) short.push(line.id);
  }
  if (short.length > 0) throw linesRefused(short.map((id) => [id, 'not_available_quantity'] as const));
}

/** The next order number of the partner for the year of `now`. */
export async function nextOrderNumber(tx: Tx, partner: { id: number; code: string }, now: Date): Promise<string> {
  const year = orderYear(now);
  const [row] = await tx
    .insert(orderCounters)
    .values({ partnerId: partner.id, year, last: 1 })
    .onConflictDoUpdate({ target: [orderCounters.partnerId, orderCounters.year], set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ last: orderCounters.last });
  return formatOrderNumber(partner.code, year, row!.last);
}

/** Records the discounted units an order used (nothing when it used none). */
export async function consumeQuota(tx: Tx, input: { customerId: number; partnerId: number; periodStart: string; units: number; orderId: number; now: Date }): Promise<void> {
  if (input.units <= 0) return;
  await tx.insert(quotaUsage).values({
    customerId: input.customerId,
    partnerId: input.partnerId,
    periodStart: input.periodStart,
    units: input.units,
    orderId: input.orderId,
    createdAt: input.now,
  });
}

/** A paid order's products leave the customer's cart (the lines of its variants). */
export async function removeOrderedFromCart(tx: Tx, order: { id: number; customerId: number; partnerId: number }): Promise<void> {
  // A company's purchase request emptied its cart when it was placed (issue #50): what is in the cart now is a new choice.
  if ((await approvalOfOrder(tx, order.id)) !== null) return;
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.customerId, order.customerId), eq(carts.partnerId, order.partnerId)));
  if (!cart) return;
  const ordered = tx.select({ variantId: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, order.id));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.variantId, ordered)));
}
