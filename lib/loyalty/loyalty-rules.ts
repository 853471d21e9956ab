/**
 * Loyalty points (issue #18 item 5; SPEC's point types and statuses), as pure rules:
 * - An order earns ForConsumption points on what its goods cost after every discount (shipping and
 *   the cash-on-delivery fee earn nothing): `pointsPerEuro` for each whole euro. They are
 *   PendingPoints from the order until it is Completed, then ApprovedPoints.
 * - What an order's status changes and returns do to its points (approved, taken back with a
 *   Revert entry, approved ones only as far as the balance goes; earned again on a revival) is the
 *   holdings rule's (lib/rules/order-holdings.ts, issue #44 item 1); a partial return takes back
 *   the returned goods' share (`returnedShare`).
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

/** The points of an order whose goods cost `goodsCents` that `returnedCents` of them earned (rounded down: never more than it earned). */
export function returnedShare(points: number, goodsCents: number, returnedCents: number): number {
  if (points <= 0 || goodsCents <= 0 || returnedCents <= 0) return 0;
  return Math.min(points, Math.floor((points * Math.min(returnedCents, goodsCents)) / goodsCents));
}
