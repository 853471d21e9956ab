import type { CartLineProblem, CartQuota } from '@/lib/contract/cart';
import type { CartPoints } from '@/lib/contract/loyalty';

/**
 * Why a cart cannot go to checkout (SPEC §4 "a cart over the discount quota blocks checkout";
 * decisions: a line with a problem blocks it too): empty, over the quota, or a line that cannot be
 * bought as it stands, or loyalty points the balance no longer covers. The cart page explains each reason; the order API will refuse the same.
 */
export const CheckoutBlockers = ['empty', 'quota_exceeded', 'line_problem', 'points'] as const;
export type CheckoutBlocker = (typeof CheckoutBlockers)[number];

export function checkoutBlockers(cart: { lines: readonly { problem: CartLineProblem | null }[]; quota: Pick<CartQuota, 'exceeded'>; points?: Pick<CartPoints, 'problem'> }): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  if (cart.lines.length === 0) blockers.push('empty');
  if (cart.quota.exceeded) blockers.push('quota_exceeded');
  if (cart.lines.some((line) => line.problem !== null)) blockers.push('line_problem');
  if (cart.points?.problem) blockers.push('points');
  return blockers;
}
