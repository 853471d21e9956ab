import type { CartQuota } from '@/lib/contract/cart';

/**
 * The cart against the discount quota (DESIGN §5): every unit of a discounted line counts; the
 * cart exceeds the quota when it holds more discounted units than the customer may still buy in
 * the period (`remaining`, from the promotion info). Such a cart shows SPEC §8's quota message
 * and cannot be checked out.
 */
export function cartQuota(lines: readonly { quantity: number; discounted: boolean }[], quota: { limit: number; remaining: number }): CartQuota {
  let discountedUnits = 0;
  for (const line of lines) if (line.discounted) discountedUnits += line.quantity;
  const remaining = Math.max(0, quota.remaining);
  return { discountedUnits, remaining, exceeded: discountedUnits > remaining, limit: quota.limit };
}
