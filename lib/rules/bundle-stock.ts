/**
 * A Bundle's stock (issue #45 item 5; docs/decisions/0029): a bundle is sold as one line but holds
 * no stock of its own. It can be sold as many times as its scarcest part allows (min over its parts
 * of floor(part stock / units of that part per bundle)); an order's bundle line takes, and every
 * give-back returns, its parts' units, never the bundle variant's.
 */
export type PartUnits = { variantId: number; quantity: number };

/** How many bundles the parts' stock makes (0 without parts: a bundle of nothing is not for sale). */
export function bundleStock(parts: readonly (PartUnits & { stock: number })[]): number {
  if (parts.length === 0) return 0;
  return Math.max(0, Math.min(...parts.map((p) => (p.quantity > 0 ? Math.floor(Math.max(0, p.stock) / p.quantity) : 0))));
}

/** A line as the stock holding sees it: its own variant, or its parts (per unit of the line) when it is a bundle. */
export type HeldLine = { position: number; variantId: number; quantity: number; parts?: readonly PartUnits[] };

/**
 * The units each variant holds for `lines` (less what came back, per line position), merged per
 * variant in variant-id order (the order rows are locked in): a bundle line's units are its parts'
 * units times the line's. What the holdings rule's `stock` count moves, variant by variant.
 */
export function stockByVariant(lines: readonly HeldLine[], back: ReadonlyMap<number, number> = new Map()): PartUnits[] {
  const units = new Map<number, number>();
  const add = (variantId: number, n: number) => n > 0 && units.set(variantId, (units.get(variantId) ?? 0) + n);
  for (const line of lines) {
    const kept = Math.max(0, line.quantity - (back.get(line.position) ?? 0));
    if (line.parts && line.parts.length > 0) for (const part of line.parts) add(part.variantId, kept * part.quantity);
    else add(line.variantId, kept);
  }
  return [...units].sort((a, b) => a[0] - b[0]).map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** The availability a bundle shows: Available while its parts make one, Exhausted otherwise. */
export const bundleAvailability = (stock: number): 'Available' | 'Exhausted' => (stock > 0 ? 'Available' : 'Exhausted');
