import { DEFAULT_QUOTE_FLOOR_MARGIN_PERCENT, linesBelowFloor, quoteFloorCents, revisionNeedsApproval } from './quote-floor';

describe('quoteFloorCents', () => {
  it("is the partner's price less the margin, rounded up to the cent", () => {
    expect(DEFAULT_QUOTE_FLOOR_MARGIN_PERCENT).toBe(10);
    expect(quoteFloorCents(1000, 10)).toBe(900);
    expect(quoteFloorCents(999, 10)).toBe(900); // 899.1 → 900
    expect(quoteFloorCents(1000, 0)).toBe(1000);
    expect(quoteFloorCents(1000, 100)).toBe(0);
  });
  it('keeps the margin within 0–100', () => {
    expect(quoteFloorCents(1000, -5)).toBe(1000);
    expect(quoteFloorCents(1000, 250)).toBe(0);
  });
});

describe('linesBelowFloor', () => {
  const lines = [
    { variantId: 1, requestedUnitGross: 1000 },
    { variantId: 2, requestedUnitGross: 2000 },
  ];
  it('names the lines quoted under their floor, not those at it', () => {
    expect(linesBelowFloor(lines, new Map([[1, 900], [2, 1800]]), 10)).toEqual([]);
    expect(linesBelowFloor(lines, new Map([[1, 899], [2, 1]]), 10)).toEqual([1, 2]);
    expect(linesBelowFloor(lines, new Map([[1, 1], [2, 2000]]), 10)).toEqual([1]);
    expect(linesBelowFloor(lines, new Map([[1, 1], [2, 1]]), 100)).toEqual([]);
  });
});

describe('revisionNeedsApproval', () => {
  it("holds a SalesPerson's revision below the floor, never an Employee's", () => {
    expect(revisionNeedsApproval('SalesPerson', 1)).toBe(true);
    expect(revisionNeedsApproval('SalesPerson', 0)).toBe(false);
    expect(revisionNeedsApproval('Employee', 3)).toBe(false);
  });
});
