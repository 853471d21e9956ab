import { orderStatusFromCode, type OrderStatus } from '@/lib/contract/enums';

/** The SPEC §4 status name of an order's code, for its translation (`orders.status.*`); an unknown code reads as NA. */
export function orderStatusKey(code: number): OrderStatus {
  return orderStatusFromCode(code) ?? 'NA';
}
