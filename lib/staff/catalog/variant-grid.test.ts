import type { StaffVariant } from '@/lib/contract/staff-catalog';
import { cellField, gridFieldOf, gridOf, readGrid, sameVariants, sizesOfKind, suggestedSku, toVariantInputs, withStockNow } from './variant-grid';

const variant = (v: Partial<StaffVariant>): StaffVariant => ({ id: 1, sku: 'P1-BLACK-M', color: 'black', size: 'M', stock: 3, availability: 'Available', inUse: false, ...v });

describe('variant grid', () => {
  it('lays the variants out as colours × sizes in the storefront order', () => {
    const grid = gridOf([variant({ color: 'red', size: 'XL', sku: 'A' }), variant({ color: 'black', size: 'S', sku: 'B', stock: 0, availability: 'Exhausted' })]);
    expect(grid.colors).toEqual(['black', 'red']);
    expect(grid.sizes).toEqual(['S', 'XL']);
    expect(grid.cells['black.S']).toEqual({ sku: 'B', stock: '0', availability: 'Exhausted', seen: '0' });
    expect(sizesOfKind('Footwear')).toContain('42');
    expect(sizesOfKind('None')).toEqual([]);
  });

  it('reads the form: known colours and sizes only, a cell per colour and size (one column without sizes)', () => {
    const form = new FormData();
    for (const c of ['black', 'white', 'plaid', 'black']) form.append('gridColor', c);
    form.append('gridSize', 'M');
    form.append('gridSize', '<b>');
    form.set(cellField('black', 'M', 'sku'), 'X-1');
    form.set(cellField('white', 'M', 'stock'), '4');
    const grid = readGrid(form);
    expect(grid.colors).toEqual(['black', 'white']);
    expect(grid.sizes).toEqual(['M']);
    expect(grid.cells['white.M']).toEqual({ sku: '', stock: '4', availability: '' });
    const sizeless = new FormData();
    sizeless.append('gridColor', 'red');
    sizeless.set(cellField('red', null, 'stock'), '2');
    expect(readGrid(sizeless).cells['red.']).toMatchObject({ stock: '2' });
    sizeless.set(cellField('red', null, 'seen'), '7');
    expect(readGrid(sizeless).cells['red.']).toEqual({ sku: '', stock: '2', availability: '', seen: '7' });
  });

  it('sends the stock a variant was read at with each existing variant (expectedStock), none with a new one', () => {
    const read = gridOf([variant({ stock: 3 })]);
    const typed = { ...read, colors: ['black', 'red'], cells: { ...read.cells, 'black.M': { ...read.cells['black.M']!, stock: '9' }, 'red.M': { sku: '', stock: '2', availability: '' } } };
    expect(toVariantInputs(typed, 'P1')).toEqual([
      { sku: 'P1-BLACK-M', color: 'black', size: 'M', stock: 9, availability: 'Available', expectedStock: 3 },
      { sku: 'P1-RED-M', color: 'red', size: 'M', stock: 2, availability: 'Available' },
    ]);
  });

  it('after a 409 stock_changed, keeps what was typed and takes the stock now as the stock read of the cells named', () => {
    const grid = { colors: ['black'], sizes: ['M', 'L'], cells: { 'black.M': { sku: 'A', stock: '9', availability: 'Available', seen: '3' }, 'black.L': { sku: 'B', stock: '1', availability: 'Available', seen: '1' } } };
    const sent = [{ color: 'black', size: 'M' }, { color: 'black', size: 'L' }];
    const next = withStockNow(grid, { 'variants.0.stock': { current: 2 }, expectedVersion: { current: 4 } }, sent);
    expect(next.cells).toEqual({ 'black.M': { sku: 'A', stock: '9', availability: 'Available', seen: '2' }, 'black.L': grid.cells['black.L'] });
    expect(toVariantInputs(next, 'P1')[0]).toMatchObject({ stock: 9, expectedStock: 2 });
    expect(withStockNow(grid, undefined, sent)).toEqual(grid);
  });

  it('makes the variants: empty cells are none, a stock alone gets the shop SKU, bad numbers stay text', () => {
    const grid = { colors: ['black', 'white'], sizes: ['S', 'M'], cells: { 'black.S': { sku: '', stock: '5', availability: '' }, 'black.M': { sku: '', stock: '', availability: 'Available' }, 'white.M': { sku: ' own-1 ', stock: 'many', availability: 'PreOrder' } } };
    expect(toVariantInputs(grid, 'e2e-7')).toEqual([
      { sku: 'E2E-7-BLACK-S', color: 'black', size: 'S', stock: 5, availability: 'Available' },
      { sku: 'own-1', color: 'white', size: 'M', stock: 'many', availability: 'PreOrder' },
    ]);
    expect(suggestedSku('P1', 'navy', null)).toBe('P1-NAVY');
  });

  it('knows when the grid asks for exactly the variants the product has', () => {
    const has = [variant({}), variant({ id: 2, sku: 'P1-RED-M', color: 'red' })];
    const same = toVariantInputs(gridOf(has), 'P1');
    expect(sameVariants(same, has)).toBe(true);
    expect(sameVariants(same.slice(1), has)).toBe(false);
    expect(sameVariants([{ ...same[0]!, stock: 4 }, same[1]!], has)).toBe(false);
  });

  it("points the API's row keys at their cells (colour and size problems at the SKU)", () => {
    const sent = [{ color: 'black', size: 'S' }, { color: 'red', size: null }];
    expect(gridFieldOf('variants.0.stock', sent)).toBe('cell.black.S.stock');
    expect(gridFieldOf('variants.0.expectedStock', sent)).toBe('cell.black.S.stock');
    expect(gridFieldOf('variants.1.size', sent)).toBe('cell.red..sku');
    expect(gridFieldOf('variants.5.sku', sent)).toBeUndefined();
    expect(gridFieldOf('variants', sent)).toBeUndefined();
  });
});
