/**
 * Deleting a product or keeping it (issue #45 item 1, decision 0033): a product that a cart, an
 * order, an order list, a quote or a bundle ever held is archived, never deleted, so that what was
 * sold and asked for still names it; only a product nothing holds may be deleted.
 */
export type ProductHolders = { carts: number; orders: number; orderLists: number; quotes: number; bundles: number; groups: number };

export type RemovalDecision = { kind: 'delete' } | { kind: 'archive'; heldBy: (keyof ProductHolders)[] };

export function removalOf(holders: ProductHolders): RemovalDecision {
  const heldBy = (Object.keys(holders) as (keyof ProductHolders)[]).filter((k) => holders[k] > 0);
  return heldBy.length ? { kind: 'archive', heldBy } : { kind: 'delete' };
}

/** The status moves staff may make: any status to another (Archived back to Draft or Published too: nothing is lost). */
export function statusProblem(from: string, to: string): 'status_unchanged' | undefined {
  return from === to ? 'status_unchanged' : undefined;
}
