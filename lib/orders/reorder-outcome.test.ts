import { reorderOutcome, type ReorderSkip } from './reorder-outcome';

const skip = (over: Partial<ReorderSkip>): ReorderSkip => ({
  line: 0,
  code: 'P1',
  name: 'Shirt',
  color: 'red',
  size: 'M',
  requested: 2,
  added: 0,
  reason: 'out_of_stock',
  ...over,
});

describe('reorderOutcome', () => {
  it('is "all" when every line went back into the cart', () => {
    expect(reorderOutcome({ addedUnits: 3, skipped: [] })).toEqual({ kind: 'all', addedUnits: 3, skipped: [] });
  });
  it('is "partial" when some units went in and some lines were skipped, marking lines that went in partly', () => {
    const outcome = reorderOutcome({
      addedUnits: 4,
      skipped: [skip({ line: 1, reason: 'not_available_quantity', requested: 5, added: 2 }), skip({ line: 2, reason: 'product_unavailable' })],
    });
    expect(outcome.kind).toBe('partial');
    expect(outcome.skipped.map((s) => [s.line, s.partly])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
  it('is "none" when nothing could be added', () => {
    const outcome = reorderOutcome({ addedUnits: 0, skipped: [skip({ reason: 'cart_full' })] });
    expect(outcome.kind).toBe('none');
    expect(outcome.addedUnits).toBe(0);
  });
});
