import type { Cart, CartLine } from '@/lib/contract/cart';

/**
 * Whether the cart can be ordered as it stands (the API refuses the same): not empty, not over
 * the discount quota (SPEC §4, §8), and no line with a problem (withdrawn, out of stock, more
 * than the stock). The cart's own answer decides; nothing is re-computed here.
 */
export type CartReadiness = { empty: boolean; quotaExceeded: boolean; problems: CartLine[]; canOrder: boolean };

export function cartReadiness(cart: Pick<Cart, 'lines' | 'quota'>): CartReadiness {
  const problems = cart.lines.filter((line) => line.problem !== null);
  const empty = cart.lines.length === 0;
  return { empty, quotaExceeded: cart.quota.exceeded, problems, canOrder: !empty && !cart.quota.exceeded && problems.length === 0 };
}
