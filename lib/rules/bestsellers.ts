import { OrderStatusCode } from '@/lib/contract/enums';

/**
 * What counts as sold for the Bestseller order (issue #16 item 11): every unit on the lines of
 * every order of the shop (all partners, all time) except orders whose sale did not stand:
 * cancelled (an online payment that failed or was given up gives its stock back), refunded,
 * returned, or without a status (NA). Pending orders count: they hold their stock already.
 */
export const NOT_SOLD_STATUSES: readonly number[] = [
  OrderStatusCode.Cancelled,
  OrderStatusCode.Refund,
  OrderStatusCode.Returned,
  OrderStatusCode.NA,
];

export const countsAsSold = (status: number): boolean => !NOT_SOLD_STATUSES.includes(status);

/** Units sold per product id, from order lines and their order's status. */
export function unitsSold(lines: readonly { productId: number; quantity: number; status: number }[]): Map<number, number> {
  const sold = new Map<number, number>();
  for (const line of lines) if (countsAsSold(line.status)) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  return sold;
}
