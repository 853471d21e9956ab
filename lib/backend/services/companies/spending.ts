import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { spendingPeriodBounds, type SpendingPeriod } from '@/lib/rules/company/spending-limit';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * What a member spent for their company in the period that contains `now` (lib/rules/company/spending-limit.ts):
 * the gross totals of their orders for the company, placed (not waiting for approval), not cancelled or refunded.
 */
export async function spentInPeriod(db: Pick<Database, 'select'>, member: { companyId: number; customerId: number; limitPeriod: SpendingPeriod }, now: Date): Promise<{ spentCents: number; start: string; end: string }> {
  const { start, end } = spendingPeriodBounds(member.limitPeriod, now);
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${orders.totalCents})` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, member.companyId),
        eq(orders.customerId, member.customerId),
        eq(orders.awaitingApproval, false),
        notInArray(orders.status, [OrderStatusCode.Cancelled, OrderStatusCode.Refund]),
        gte(orders.createdAt, new Date(`${start}T00:00:00Z`)),
        lt(orders.createdAt, new Date(`${end}T00:00:00Z`)),
      ),
    );
  return { spentCents: Number(row?.cents ?? 0), start, end };
}
