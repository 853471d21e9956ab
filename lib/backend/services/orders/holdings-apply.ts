import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HoldingEffect } from '@/lib/rules/order-holdings';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import { couponRedemptions, coupons, loyaltyPoints, partners, productVariants, quotaUsage } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { lockCustomer } from '../customers';
import { balanceOf } from '../loyalty/ledger';
import { releaseQuote, retakeQuote } from '../quotations/cart-quote';
import { pendingEarningIds, type OrderHead } from './holdings-read';
import { giveGiftCardBack, takeGiftCardAgain } from '../product-kinds/gift-card-ledger';
import { consumeQuota, reserveStock } from './reserve';

/**
 * Executes the effects the holdings rule (lib/rules/order-holdings.ts) gives for a move of an
 * order (issue #44 item 1), inside the transaction that moves it: the services decide nothing of
 * their own. `stockLines` are the units a stock effect moves (the order's lines not back yet, or a
 * received return's lines). A take that can no longer be had throws `NotTakenAgain` with the
 * reason, so that the caller's savepoint undoes everything taken before it.
 */
export class NotTakenAgain extends Error {
  constructor(readonly reason: 'stock_gone' | 'quota_full' | 'points_spent' | 'coupon_used' | 'quote_used' | 'gift_card_spent') {
    super(reason);
  }
}

export type StockLine = { variantId: number; quantity: number };

/** Puts units back into stock, in variant order; an emptied variant is Available again. */
export async function restock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const byVariant = new Map<number, number>();
  for (const line of lines) if (line.quantity > 0) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  for (const [variantId, quantity] of [...byVariant].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} + ${quantity}`,
        availability: sql`CASE WHEN ${productVariants.stock} = 0 AND ${productVariants.availability} = 'Exhausted' THEN 'Available' ELSE ${productVariants.availability} END`,
      })
      .where(eq(productVariants.id, variantId));
  }
}

/** The coupon row the order was placed with (by its partner and code). */
export async function couponOf(tx: Tx, order: Pick<OrderHead, 'partnerId' | 'couponCode'>, lock = false) {
  if (order.couponCode === null) return undefined;
  const query = tx.select().from(coupons).where(and(eq(coupons.partnerId, order.partnerId), eq(coupons.code, order.couponCode)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether the order may hold its coupon's redemption once more: the coupon's limits, counting every other order (the coupon row locked). */
export async function couponFreeFor(tx: Tx, order: OrderHead): Promise<boolean> {
  const coupon = await couponOf(tx, order, true);
  if (!coupon) return false;
  const [row] = await tx
    .select({ all: sql<number>`count(*)`.mapWith(Number), mine: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${order.customerId})`.mapWith(Number) })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), sql`${couponRedemptions.orderId} <> ${order.id}`));
  if (coupon.maxRedemptions !== null && (row?.all ?? 0) >= coupon.maxRedemptions) return false;
  return coupon.perCustomerLimit === null || (row?.mine ?? 0) < coupon.perCustomerLimit;
}

/** The discount quota left to the customer in the period of `now`, and that period's start. */
export async function quotaLeft(tx: Tx, order: Pick<OrderHead, 'customerId' | 'partnerId'>, now: Date): Promise<{ left: number; periodStart: string }> {
  const [partner] = await tx.select({ limit: partners.quotaLimit, period: partners.quotaPeriod }).from(partners).where(eq(partners.id, order.partnerId));
  const period = quotaPeriodBounds(partner?.period ?? 'month', now);
  const [used] = await tx
    .select({ units: sql<number>`coalesce(sum(${quotaUsage.units}), 0)`.mapWith(Number) })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.customerId, order.customerId), eq(quotaUsage.partnerId, order.partnerId), sql`${quotaUsage.periodStart} >= ${period.start}`, sql`${quotaUsage.periodStart} < ${period.end}`));
  return { left: (partner?.limit ?? 0) - (used?.units ?? 0), periodStart: period.start };
}

async function applyOne(tx: Tx, order: OrderHead, effect: HoldingEffect, stockLines: readonly StockLine[], now: Date): Promise<void> {
  const owner = { customerId: order.customerId, partnerId: order.partnerId };
  const entry = (type: 'ForConsumption' | 'Revert' | 'Redeem', status: 'ApprovedPoints' | 'PendingPoints', points: number) =>
    tx.insert(loyaltyPoints).values({ ...owner, orderId: order.id, type, status, points, createdAt: now });
  switch (effect.holding) {
    case 'stock':
      if (effect.op === 'give_back') return restock(tx, stockLines);
      return reserveStock(tx, stockLines.map((line, id) => ({ id, ...line }))).catch(() => {
        throw new NotTakenAgain('stock_gone');
      });
    case 'quota': {
      if (effect.op === 'give_back') return void (await tx.delete(quotaUsage).where(eq(quotaUsage.orderId, order.id)));
      const { left, periodStart } = await quotaLeft(tx, order, now);
      if (effect.units > left) throw new NotTakenAgain('quota_full');
      return consumeQuota(tx, { ...owner, periodStart, units: effect.units, orderId: order.id, now });
    }
    case 'coupon': {
      if (effect.op === 'give_back') return void (await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)));
      const coupon = await couponOf(tx, order);
      if (!coupon || !(await couponFreeFor(tx, order))) throw new NotTakenAgain('coupon_used');
      return void (await tx.insert(couponRedemptions).values({ couponId: coupon.id, customerId: order.customerId, orderId: order.id, discountCents: order.couponCents, createdAt: now }));
    }
    case 'quote':
      if (effect.op === 'give_back') return releaseQuote(tx, order.id);
      if (order.quotationId === null || !(await retakeQuote(tx, order.id, order.quotationId, now))) throw new NotTakenAgain('quote_used');
      return;
    case 'giftCard':
      if (effect.op === 'give_back') return giveGiftCardBack(tx, order.id, now);
      if (!(await takeGiftCardAgain(tx, order.id, effect.cents, now))) throw new NotTakenAgain('gift_card_spent');
      return;
    case 'redeemed':
      if (effect.op === 'give_back') return void (await entry('Revert', 'ApprovedPoints', effect.points));
      if ((await balanceOf(tx, owner)).balance < effect.points) throw new NotTakenAgain('points_spent');
      return void (await entry('Redeem', 'ApprovedPoints', -effect.points));
    case 'earned': {
      if (effect.op === 'approve') {
        const ids = await pendingEarningIds(tx, order.id);
        if (ids.length) await tx.update(loyaltyPoints).set({ status: 'ApprovedPoints' }).where(inArray(loyaltyPoints.id, ids));
        return;
      }
      const status = effect.status === 'approved' ? 'ApprovedPoints' : 'PendingPoints';
      if (effect.op === 'earn') return void (await entry('ForConsumption', status, effect.points));
      // Approved points are taken back only as far as the balance goes (some may have been spent).
      const points = effect.status === 'approved' ? Math.min(effect.points, Math.max(0, (await balanceOf(tx, owner)).balance)) : effect.points;
      if (points > 0) await entry('Revert', status, -points);
      return;
    }
  }
}

/** Executes `effects` in order (the customer's row locked first when points or quota move). */
export async function executeEffects(tx: Tx, order: OrderHead, effects: readonly HoldingEffect[], stockLines: readonly StockLine[], now: Date): Promise<void> {
  if (effects.some((e) => e.holding === 'earned' || e.holding === 'redeemed' || (e.holding === 'quota' && e.op === 'take'))) await lockCustomer(tx, order.customerId);
  for (const effect of effects) await applyOne(tx, order, effect, stockLines, now);
}
