import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';

/**
 * Loyalty points (issue #18 item 5; SPEC's point types and statuses), as pure rules:
 * - An order earns ForConsumption points on what its goods cost after every discount (shipping and
 *   the cash-on-delivery fee earn nothing): `pointsPerEuro` for each whole euro. They are
 *   PendingPoints from the order until it is Completed, then ApprovedPoints.
 * - An order that ends without being kept (Cancelled, NotDelivered, Returned, Refund) takes its
 *   points back with a Revert entry of the same status; approved points are taken back only as far
 *   as the balance goes (never below zero: some may have been spent).
 * - A partial return takes back the returned goods' share of the points (`returnedShare`), the
 *   same way; a later full return or cancellation takes back what is left.
 * - Registration and a birthday give the partner's Register and Birthday points, approved.
 */
export type PointStatus = 'ApprovedPoints' | 'PendingPoints';
export type PointEntry = { points: number; status: PointStatus };
export type LoyaltyRates = { pointsPerEuro: number; registerPoints: number; birthdayPoints: number };

/** ForConsumption points of an order whose goods cost `goodsCents` (gross, after discounts). */
export function orderPoints(goodsCents: number, rates: Pick<LoyaltyRates, 'pointsPerEuro'>): number {
  if (!Number.isSafeInteger(goodsCents) || goodsCents <= 0) return 0;
  return Math.floor(goodsCents / 100) * rates.pointsPerEuro;
}

/** What a status change does to the order's points. */
export function loyaltyEffect(to: LifecycleStatus): 'approve' | 'revert' | 'none' {
  if (to === 'Completed') return 'approve';
  if (to === 'Cancelled' || to === 'NotDelivered' || to === 'Returned' || to === 'Refund') return 'revert';
  return 'none';
}

/** The balance (approved) and the pending points of a customer's entries. */
export function pointBalance(entries: readonly PointEntry[]): { balance: number; pending: number } {
  let balance = 0;
  let pending = 0;
  for (const entry of entries) {
    if (entry.status === 'ApprovedPoints') balance += entry.points;
    else pending += entry.points;
  }
  return { balance, pending };
}

/**
 * The Revert entry that brings what has been taken back of an order's points (`revertedSoFar`, a
 * positive number) up to `target` (all of them unless a partial return says less); undefined when
 * nothing more is to be taken back. Pending points go back in full, approved ones up to the
 * customer's balance.
 */
export function revertEntry(earned: PointEntry & { revertedSoFar: number }, balance: number, target = earned.points): PointEntry | undefined {
  const want = Math.min(target, earned.points) - earned.revertedSoFar;
  if (earned.points <= 0 || want <= 0) return undefined;
  if (earned.status === 'PendingPoints') return { points: -want, status: 'PendingPoints' };
  const back = Math.min(want, Math.max(0, balance));
  return back > 0 ? { points: -back, status: 'ApprovedPoints' } : undefined;
}

/** The points of an order whose goods cost `goodsCents` that `returnedCents` of them earned (rounded down: never more than it earned). */
export function returnedShare(points: number, goodsCents: number, returnedCents: number): number {
  if (points <= 0 || goodsCents <= 0 || returnedCents <= 0) return 0;
  return Math.min(points, Math.floor((points * Math.min(returnedCents, goodsCents)) / goodsCents));
}
