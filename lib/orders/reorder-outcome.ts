import type { ReorderResult } from '@/lib/contract/returns';

export type ReorderSkip = ReorderResult['skipped'][number];

/**
 * What a reorder tells the customer: everything went back into the cart, part of it, or nothing;
 * and per skipped line whether some of its units did go in (`partly`) or none.
 */
export type ReorderOutcome = {
  kind: 'all' | 'partial' | 'none';
  addedUnits: number;
  skipped: (ReorderSkip & { partly: boolean })[];
};

export function reorderOutcome(result: Pick<ReorderResult, 'addedUnits' | 'skipped'>): ReorderOutcome {
  const skipped = result.skipped.map((line) => ({ ...line, partly: line.added > 0 }));
  const kind = result.addedUnits <= 0 ? 'none' : skipped.length > 0 ? 'partial' : 'all';
  return { kind, addedUnits: Math.max(0, result.addedUnits), skipped };
}
