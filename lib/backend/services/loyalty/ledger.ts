import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Loyalty } from '@/lib/contract/loyalty';
import { orderPoints, pointBalance } from '@/lib/loyalty/loyalty-rules';
import type { ApiDeps } from '../../context';
import { loyaltyPoints, orders, partners } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { placedByCustomer } from '../orders/placed-orders';

/**
 * The loyalty ledger (issue #18 item 5; rules in lib/loyalty/loyalty-rules.ts): an order earns
 * pending points when it is placed; what its status changes and returns do to them (approved,
 * taken back, earned again on a revival) is the holdings rule's (lib/rules/order-holdings.ts,
 * executed by orders/holdings-apply.ts); an account's verification gives the partner's Register
 * points. Writes happen in the transaction of what causes them.
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

/** When an account is verified: the partner's Register points, once. */
export async function earnForRegistration(tx: Tx, owner: Owner, now: Date): Promise<void> {
  const [partner] = await tx.select({ points: partners.loyaltyRegisterPoints }).from(partners).where(eq(partners.id, owner.partnerId));
  if (!partner || partner.points <= 0) return;
  const [given] = await tx.select({ id: loyaltyPoints.id }).from(loyaltyPoints).where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.type, 'Register')));
  if (given) return;
  await tx.insert(loyaltyPoints).values({ ...owner, type: 'Register', status: 'ApprovedPoints', points: partner.points, createdAt: now });
}

/** GET /Loyalty: balance, pending points, the partner's rate and the last 100 entries (not those of orders the customer never placed). */
export async function getLoyalty(db: Reader, owner: Owner): Promise<Loyalty> {
  const [totals, [partner], entries] = await Promise.all([
    balanceOf(db, owner),
    db.select({ rate: partners.loyaltyPointsPerEuro }).from(partners).where(eq(partners.id, owner.partnerId)),
    db
      .select({ type: loyaltyPoints.type, status: loyaltyPoints.status, points: loyaltyPoints.points, orderNumber: orders.orderNumber, createdAt: loyaltyPoints.createdAt })
      .from(loyaltyPoints)
      .leftJoin(orders, eq(orders.id, loyaltyPoints.orderId))
      // An order the customer never placed (lib/rules/order-placed.ts) leaves out its earn/reverse pair; the balance counts every row (they net to nothing).
      .where(and(eq(loyaltyPoints.customerId, owner.customerId), eq(loyaltyPoints.partnerId, owner.partnerId), or(isNull(loyaltyPoints.orderId), placedByCustomer())))
      .orderBy(desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id))
      .limit(100),
  ]);
  return { ...totals, pointsPerEuro: partner?.rate ?? 0, entries: entries.map((e) => ({ ...e, orderNumber: e.orderNumber ?? null, createdAt: e.createdAt.toISOString() })) };
}
