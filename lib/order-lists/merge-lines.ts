import { CART_LINE_QUANTITY_MAX, QUICK_ORDER_MAX_LINES } from '@/lib/contract/limits';

/**
 * An order list's lines (issue #18 item 2): one line per variant, in the order first met, its
 * quantities summed up to a cart line's limit (99); at most QUICK_ORDER_MAX_LINES lines, so a
 * list can always be added to the cart in one request.
 */
export function mergeListLines(lines: readonly { variantId: number; quantity: number }[]): { variantId: number; quantity: number }[] {
  const merged = new Map<number, number>();
  for (const { variantId, quantity } of lines) merged.set(variantId, Math.min(CART_LINE_QUANTITY_MAX, (merged.get(variantId) ?? 0) + quantity));
  return [...merged].slice(0, QUICK_ORDER_MAX_LINES).map(([variantId, quantity]) => ({ variantId, quantity }));
}
