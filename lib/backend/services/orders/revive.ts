import { inArray } from 'drizzle-orm';
import { holdingsOf } from '@/lib/rules/order-holdings';
import { revivalPlan, type RevivalPlan } from '@/lib/rules/order-revival';
import { productVariants } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { balanceOf } from '../loyalty/ledger';
import { quoteFreeFor } from '../quotations/cart-quote';
import { couponFreeFor, executeEffects, NotTakenAgain, quotaLeft, type StockLine } from './holdings-apply';
import { giftCardBalanceFor } from '../product-kinds/gift-card-ledger';
import { factsOf, heldByLedgers, linesOf, notBack, orderHead } from './holdings-read';

/**
 * Reviving an order the expiry sweep cancelled when its payment comes late (issue #44 item 1): it
 * takes back exactly what its cancellation released, by the rule (lib/rules/order-revival.ts), or
 * nothing and the reason why not. What can be had again is read under the locks placement takes,
 * in its order (the customer, which the caller holds; the quote; the coupon; then the stock rows as
 * they are taken), and the effects run in a savepoint: a take that fails after all (stock sold in
 * between) undoes every other, and the order is refunded instead. Nothing half-revived ever stays.
 */
async function stockCovers(tx: Tx, lines: readonly StockLine[]): Promise<boolean> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  if (wanted.size === 0) return true;
  const rows = await tx.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, [...wanted.keys()]));
  const stock = new Map(rows.map((r) => [r.id, r.stock]));
  return [...wanted].every(([id, units]) => (stock.get(id) ?? 0) >= units);
}

export async function reviveHoldings(tx: Tx, orderId: number, now: Date): Promise<RevivalPlan> {
  const order = await orderHead(tx, orderId);
  const facts = await factsOf(tx, order);
  const actual = { ...holdingsOf('Cancelled', facts), ...(await heldByLedgers(tx, order)) };
  const { lines, back } = await linesOf(tx, orderId);
  const stockLines = notBack(lines, back);
  const available = {
    quote: order.quotationId !== null && (await quoteFreeFor(tx, order.id, order.quotationId)),
    coupon: facts.coupon && (await couponFreeFor(tx, order)),
    stock: await stockCovers(tx, stockLines),
    quota: (await quotaLeft(tx, order, now)).left,
    points: (await balanceOf(tx, { customerId: order.customerId, partnerId: order.partnerId })).balance,
    giftCard: await giftCardBalanceFor(tx, order.id),
  };
  const plan = revivalPlan(facts, actual, available);
  if (!plan.revive) return plan;
  try {
    await tx.transaction((sp) => executeEffects(sp, order, plan.effects, stockLines, now));
    return plan;
  } catch (error) {
    if (error instanceof NotTakenAgain) return { revive: false, refundReason: error.reason };
    throw error;
  }
}

