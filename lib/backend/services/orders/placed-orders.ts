import { and, eq, inArray, isNull, not, type SQL } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { ONLINE_PAYMENT_METHODS } from '@/lib/rules/order-placed';
import { orders } from '../../db/schema';

/**
 * lib/rules/order-placed.ts `shownToCustomer` as a condition on `orders` (issue #46): leaves out
 * the online-payment orders cancelled before any money was taken. The customer's order list and
 * its count, and the points history, read through it; staff queries do not.
 */
export function placedByCustomer(): SQL {
  return not(and(eq(orders.status, OrderStatusCode.Cancelled), isNull(orders.paidAt), inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]))!);
}
