import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Loyalty } from '@/lib/contract/loyalty';
import { loyaltyEffect, orderPoints, pointBalance, returnedShare, revertEntry, type PointStatus } from '@/lib/loyalty/loyalty-rules';
import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { customers, loyaltyPoints, orders, partners } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * The loyalty ledger (issue #18 item 5; rules in lib/loyalty/loyalty-rules.ts): an order earns
 * pending points when it is placed, which its completion approves and its end without being kept
 * takes back; an account's verification gives the partner's Register points. Writes happen in the
 * transaction of what causes them; a reversal locks the customer's row to read the balance.
 */
type Owner = { customerId: number; partnerId: number };
type Reader = Pick<ApiDeps['db'], 'select'>;

/** The approved balance and the pending points of a customer under a partner. */
export async function balanceOf(db: Reader, owner: Owner) {
  const rows = await db
    .select({ status: loyaltyPoints.status, points: sql<number>`sum(${loyaltyPoints.points})`.mapWith(Number) })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.partnerId, owner.partnerId)))
    .groupBy(loyaltyPoints.status);
  return pointBalance(rows);
}

/** In the placing transaction: the order's pending ForConsumption points. */
export async function earnForOrder(tx: Tx, input: Owner & { orderId: number; goodsCents: number; now: Date }): Promise<void> {
  const [partner] = await tx.select({ rate: partners.loyaltyPointsPerEuro }).from(partners).where(eq(partners.id, input.partnerId));
  const points = orderPoints(input.goodsCents, { pointsPerEuro: partner?.rate ?? 0 });
  if (points === 0) return;
  await tx.insert(loyaltyPoints).values({ partnerId: input.partnerId, customerId: input.customerId, orderId: input.orderId, type: 'ForConsumption', status: 'PendingPoints', points, createdAt: input.now });
}

/** In a status change's transaction: approves or takes back the order's points, and gives back the points it redeemed. */
export async function applyLoyaltyEffect(tx: Tx, orderId: number, to: LifecycleStatus, now: Date): Promise<void> {
  const effect = loyaltyEffect(to);
  if (effect === 'none') return;
  const rows = await tx.select().from(loyaltyPoints).where(eq(loyaltyPoints.orderId, orderId));
  const earned = rows.find((row) => row.type === 'ForConsumption');
  const redeemed = rows.find((row) => row.type === 'Redeem');
  const revertedSoFar = revertedOf(rows);
  if (effect === 'approve') {
    // The earning and what a partial return took back of it while pending are approved together.
    const pending = rows.filter((row) => row.status === 'PendingPoints' && (row.type === 'ForConsumption' || (row.type === 'Revert' && row.points < 0)));
    if (earned && revertedSoFar < earned.points && pending.length) await tx.update(loyaltyPoints).set({ status: 'ApprovedPoints' }).where(inArray(loyaltyPoints.id, pending.map((row) => row.id)));
    return;
  }
  const first = earned ?? redeemed;
  if (!first) return;
  const owner = { customerId: first.customerId, partnerId: first.partnerId };
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
  if (redeemed && !rows.some((row) => row.type === 'Revert' && row.points > 0)) {
    await tx.insert(loyaltyPoints).values({ ...owner, orderId, type: 'Revert', status: 'ApprovedPoints', points: -redeemed.points, createdAt: now });
  }
  if (!earned) return;
  const entry = revertEntry({ points: earned.points, status: earned.status as PointStatus, revertedSoFar }, (await balanceOf(tx, owner)).balance);
  if (entry) await tx.insert(loyaltyPoints).values({ ...owner, orderId, type: 'Revert', status: entry.status, points: entry.points, createdAt: now });
}

type LedgerRow = typeof loyaltyPoints.$inferSelect;
/** What has been taken back of an order's earning (a Revert that gives points back undoes its redemption instead). */
const revertedOf = (rows: readonly LedgerRow[]) => -rows.filter((row) => row.type === 'Revert' && row.points < 0).reduce((sum, row) => sum + row.points, 0);

/**
 * In a return's transaction, when goods of the order are back at the shop: the points their value
 * earned are taken back (lib/loyalty/loyalty-rules.ts `returnedShare`), over what earlier partial
 * returns took. `returnedCents` is the value of every unit back so far.
 */
export async function revertReturnedShare(tx: Tx, input: { orderId: number; goodsCents: number; returnedCents: number; now: Date }): Promise<void> {
  const rows = await tx.select().from(loyaltyPoints).where(eq(loyaltyPoints.orderId, input.orderId));
  const earned = rows.find((row) => row.type === 'ForConsumption');
  if (!earned) return;
  const owner = { customerId: earned.customerId, partnerId: earned.partnerId };
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
  const target = returnedShare(earned.points, input.goodsCents, input.returnedCents);
  const entry = revertEntry({ points: earned.points, status: earned.status as PointStatus, revertedSoFar: revertedOf(rows) }, (await balanceOf(tx, owner)).balance, target);
  if (entry) await tx.insert(loyaltyPoints).values({ ...owner, orderId: input.orderId, type: 'Revert', status: entry.status, points: entry.points, createdAt: input.now });
}

/** When an account is verified: the partner's Register points, once. */
export async function earnForRegistration(tx: Tx, owner: Owner, now: Date): Promise<void> {
  const [partner] = await tx.select({ points: partners.loyaltyRegisterPoints }).from(partners).where(eq(partners.id, owner.partnerId));
  if (!partner || partner.points <= 0) return;
  const [given] = await tx.select({ id: loyaltyPoints.id }).from(loyaltyPoints).where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.type, 'Register')));
  if (given) return;
  await tx.insert(loyaltyPoints).values({ ...owner, type: 'Register', status: 'ApprovedPoints', points: partner.points, createdAt: now });
}

/** GET /Loyalty: balance, pending points, the partner's rate and the last 100 entries. */
export async function getLoyalty(db: Reader, owner: Owner): Promise<Loyalty> {
  const [totals, [partner], entries] = await Promise.all([
    balanceOf(db, owner),
    db.select({ rate: partners.loyaltyPointsPerEuro }).from(partners).where(eq(partners.id, owner.partnerId)),
    db
      .select({ type: loyaltyPoints.type, status: loyaltyPoints.status, points: loyaltyPoints.points, orderNumber: orders.orderNumber, createdAt: loyaltyPoints.createdAt })
      .from(loyaltyPoints)
      .leftJoin(orders, eq(orders.id, loyaltyPoints.orderId))
      .where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.partnerId, owner.partnerId)))
      .orderBy(desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id))
      .limit(100),
  ]);
  return { ...totals, pointsPerEuro: partner?.rate ?? 0, entries: entries.map((e) => ({ ...e, orderNumber: e.orderNumber ?? null, createdAt: e.createdAt.toISOString() })) };
}
