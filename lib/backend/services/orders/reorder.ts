import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { ReorderResult } from '@/lib/contract/returns';
import { isOfferedTo } from '@/lib/rules/cart-line-check';
import { planReorder } from '@/lib/rules/reorder';
import type { ApiDeps } from '../../context';
import { cartLines, orderLines, orders, productVariants, products } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { getCart, lockCart } from '../cart';
import { variantColumns, variantStock } from '../cart-view';
import { toLineRef } from '../returns/return-records';
import { isOrderUid, type OrderOwner } from './order-view';

/**
 * POST /Orders/{uid}/Reorder (issue #7): the lines of one of the caller's orders (else 404
 * `order_not_found`) go back into the caller's cart as far as the cart's rules allow
 * (lib/rules/reorder decides per line). Written in one transaction holding the cart's lock, like
 * every cart write. Lines that could not be added, or only in part, are reported, not refused.
 */
export async function reorder(deps: ApiDeps, owner: OrderOwner, uid: string | undefined, lang: Language): Promise<ReorderResult> {
  if (!isOrderUid(uid)) throw notFound('order_not_found');
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId)));
  if (!order) throw notFound('order_not_found');
  return reorderLines(deps, owner, order.id, lang);
}

/** The lines of order `orderId` into the cart of `owner` (the caller has checked that they may see the order: theirs, or their company's, issue #50). */
export async function reorderLines(deps: ApiDeps, owner: OrderOwner, orderId: number, lang: Language): Promise<ReorderResult> {
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  const now = deps.now();

  const steps = await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, now, true);
    const held = await tx.select({ variantId: cartLines.variantId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId));
    const variants = await tx
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, lines.map((line) => line.variantId)));
    const byId = new Map(variants.map((row) => [row.variantId, row]));
    const planned = planReorder(
      lines.map((line) => {
        const row = byId.get(line.variantId);
        return { line: line.position, quantity: line.quantity, variant: row ? variantStock(row) : null, offered: row ? isOfferedTo(row, owner.partnerId) : false };
      }),
      { quantities: new Map(held.map((h) => [h.variantId, h.quantity])), lineCount: held.length },
    );
    for (const step of planned) {
      if (step.add === 0 || step.variantId === null) continue;
      await tx
        .insert(cartLines)
        .values({ cartId, variantId: step.variantId, quantity: step.add, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: sql`${cartLines.quantity} + ${step.add}`, updatedAt: now } });
    }
    return planned;
  });

  const byPosition = new Map(lines.map((line) => [line.position, line]));
  return {
    cart: await getCart(deps, owner, lang),
    addedUnits: steps.reduce((sum, step) => sum + step.add, 0),
    skipped: steps.flatMap((step) => {
      return step.skip === null ? [] : [{ ...toLineRef(byPosition.get(step.line)!, lang), requested: step.requested, added: step.add, reason: step.skip }];
    }),
  };
}
