import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PartUnits } from '@/lib/rules/bundle-stock';
import { giftCardRedemptions, orderGiftCards, orderLineParts } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * What the holdings code reads of an order's product kinds (issue #45): the parts each bundle line
 * took (per unit of the line, as they were when it was ordered), the gift-card amount the order paid
 * with (its fact) and the amount its gift-card ledger rows still hold.
 */
export async function partsOfOrder(tx: Pick<Tx, 'select'>, orderId: number): Promise<Map<number, PartUnits[]>> {
  const rows = await tx.select({ position: orderLineParts.position, variantId: orderLineParts.variantId, quantity: orderLineParts.quantity }).from(orderLineParts).where(eq(orderLineParts.orderId, orderId));
  const parts = new Map<number, PartUnits[]>();
  for (const r of rows) parts.set(r.position, [...(parts.get(r.position) ?? []), { variantId: r.variantId, quantity: r.quantity }]);
  return parts;
}

/** The cents the order paid with a gift card (0 without one). */
export async function giftCardPaid(tx: Pick<Tx, 'select'>, orderId: number): Promise<number> {
  const [row] = await tx.select({ cents: orderGiftCards.amountCents }).from(orderGiftCards).where(eq(orderGiftCards.orderId, orderId));
  return row?.cents ?? 0;
}

/** The cents the order's gift-card ledger rows hold (those not given back). */
export async function giftCardHeld(tx: Pick<Tx, 'select'>, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${giftCardRedemptions.amountCents}), 0)`.mapWith(Number) })
    .from(giftCardRedemptions)
    .where(and(eq(giftCardRedemptions.orderId, orderId), isNull(giftCardRedemptions.reversedAt)));
  return row?.cents ?? 0;
}
