/**
 * The quote floor (issue #44 item 7): a SalesPerson may not quote a price far below what the
 * partner's customers pay anyway without an Employee seeing it. Each line's floor is the partner's
 * price at request time (the list price minus the partner's discount: the line's
 * `requestedUnitGross`) minus the partner's quote floor margin (a percentage of it, per partner,
 * default 10 %), rounded up to the cent. A SalesPerson's revision with any line below its floor is
 * held for an Employee's approval; an Employee's own revision is never held.
 */
export const DEFAULT_QUOTE_FLOOR_MARGIN_PERCENT = 10;
export const QUOTE_FLOOR_MARGIN_MAX = 100;

/** The revision a SalesPerson sent below the floor, kept on the quote until an Employee decides. */
export type PendingQuoteRevision = {
  lines: { variantId: number; quotedUnitGross: number }[];
  validUntil: string;
  note: string | null;
  staffId: number;
  at: string;
};

/** The lowest gross unit price (cents) a SalesPerson may quote alone for a line the partner sells at `partnerUnitGross`. */
export function quoteFloorCents(partnerUnitGross: number, marginPercent: number): number {
  const margin = Math.min(Math.max(marginPercent, 0), QUOTE_FLOOR_MARGIN_MAX);
  return Math.ceil((partnerUnitGross * (100 - margin)) / 100);
}

/** The lines of a revision quoted below their floor (their variant ids, in the revision's order). */
export function linesBelowFloor(
  lines: readonly { variantId: number; requestedUnitGross: number }[],
  quoted: ReadonlyMap<number, number>,
  marginPercent: number,
): number[] {
  return lines.filter((line) => (quoted.get(line.variantId) ?? Infinity) < quoteFloorCents(line.requestedUnitGross, marginPercent)).map((line) => line.variantId);
}

/** Whether a revision by a member of `role` with `below` lines under the floor waits for an Employee. */
export function revisionNeedsApproval(role: string, below: number): boolean {
  return role !== 'Employee' && below > 0;
}
