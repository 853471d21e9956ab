import { gridChanges, gridProblems, gridStockCheck, planGrid, sizeProblem, type CurrentVariant, type GridVariant } from './variant-grid';

const v = (sku: string, color: string, size: string | null, stock = 5): GridVariant => ({ sku, color, size, stock, availability: 'Available' });
const cur = (id: number, variant: GridVariant, inUse = false): CurrentVariant => ({ ...variant, id, inUse });

describe('sizeProblem', () => {
  it('fits sizes to the size kind', () => {
    expect(sizeProblem('Clothing', 'M')).toBeUndefined();
    expect(sizeProblem('Clothing', '42')).toBe('size_not_in_kind');
    expect(sizeProblem('Footwear', '42')).toBeUndefined();
    expect(sizeProblem('Footwear', null)).toBe('size_required');
    expect(sizeProblem('None', null)).toBeUndefined();
    expect(sizeProblem('None', 'M')).toBe('size_not_in_kind');
  });
});

describe('gridProblems', () => {
  it('names each row: a SKU twice, a colour and size twice, a size of another kind', () => {
    const problems = gridProblems('Clothing', [v('A-1', 'black', 'M'), v('A-1', 'red', 'M'), v('A-2', 'black', 'M'), v('A-3', 'red', '42')], []);
    expect(problems).toEqual({ 'variants.1.sku': 'sku_duplicate', 'variants.2.color': 'variant_duplicate', 'variants.3.size': 'size_not_in_kind' });
  });
  it('keeps the cell of an in-use variant left out (a new SKU there is refused), not of an unused one', () => {
    const current = [cur(1, v('OLD-1', 'black', 'M'), true), cur(2, v('OLD-2', 'red', 'M'))];
    expect(gridProblems('Clothing', [v('NEW-1', 'black', 'M')], current)).toEqual({ 'variants.0.color': 'variant_duplicate' });
    expect(gridProblems('Clothing', [v('NEW-2', 'red', 'M')], current)).toEqual({});
  });
  it('is empty for a well-formed grid', () => {
    expect(gridProblems('Footwear', [v('S-40', 'black', '40'), v('S-41', 'black', '41')], [])).toEqual({});
  });
});

describe('planGrid', () => {
  const current = [cur(1, v('A-BLK-M', 'black', 'M')), cur(2, v('A-BLK-L', 'black', 'L'), true), cur(3, v('A-RED-M', 'red', 'M')), cur(4, v('A-RED-L', 'red', 'L'))];
  it('adds new SKUs, changes changed ones, deletes unused ones left out and retires used ones', () => {
    const plan = planGrid([v('A-BLK-M', 'black', 'M', 9), v('A-RED-M', 'red', 'M'), v('A-BLU-M', 'blue', 'M')], current);
    expect(plan.add).toEqual([v('A-BLU-M', 'blue', 'M')]);
    expect(plan.change).toEqual([{ id: 1, before: v('A-BLK-M', 'black', 'M'), after: v('A-BLK-M', 'black', 'M', 9) }]);
    expect(plan.remove.map((r) => r.id)).toEqual([4]);
    expect(plan.retire).toEqual([{ id: 2, before: v('A-BLK-L', 'black', 'L'), after: { ...v('A-BLK-L', 'black', 'L', 0), availability: 'NotAvailable' } }]);
    expect(gridChanges(plan)).toBe(true);
  });
  it('changes nothing for the same grid, nor for an already retired variant', () => {
    const retired = cur(5, { ...v('A-OLD', 'black', 'S', 0), availability: 'NotAvailable' }, true);
    const plan = planGrid(current.map(({ id: _id, inUse: _u, ...rest }) => rest), [...current, retired]);
    expect(gridChanges(plan)).toBe(false);
  });
  it('empties a grid: every unused variant deleted, every used one retired', () => {
    const plan = planGrid([], current);
    expect(plan.remove.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(plan.retire.map((r) => r.id)).toEqual([2]);
  });
});

describe('gridStockCheck', () => {
  const current = [cur(1, v('A-1', 'black', 'M', 5)), cur(2, v('A-2', 'red', 'M', 0))];

  it('passes a row that names the stock it was read at, one that leaves the stock as it is, and a new variant', () => {
    expect(gridStockCheck([{ sku: 'A-1', stock: 9, expectedStock: 5 }, { sku: 'A-2', stock: 0 }, { sku: 'A-3', stock: 4 }], current)).toEqual({ unnamed: {}, moved: {}, now: {} });
  });

  it('refuses a stock change of an existing variant that names no stock read', () => {
    expect(gridStockCheck([{ sku: 'A-2', stock: 0 }, { sku: 'A-1', stock: 9 }], current).unnamed).toEqual({ 'variants.1.expectedStock': 'expected_stock_required' });
  });

  it('names each row an order moved since it was read, with the stock now, even when the row keeps what it read', () => {
    const check = gridStockCheck([{ sku: 'A-1', stock: 6, expectedStock: 6 }, { sku: 'A-2', stock: 3, expectedStock: 0 }, { sku: 'A-3', stock: 1, expectedStock: 7 }], current);
    expect(check.moved).toEqual({ 'variants.0.stock': 'stock_changed' });
    expect(check.now).toEqual({ 'variants.0.stock': { current: 5 } });
    expect(check.unnamed).toEqual({});
  });
});
