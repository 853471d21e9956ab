import { planReorder, type ReorderLine } from './reorder';
import { CART_LINE_QUANTITY_MAX } from '@/lib/contract/limits';

const variant = (id: number, stock: number, availability = 'Available') => ({ id, color: 'black', size: 'M', stock, availability });
const line = (n: number, quantity: number, v: ReturnType<typeof variant> | null, offered = true): ReorderLine => ({ line: n, quantity, variant: v, offered });
const empty = { quantities: new Map<number, number>(), lineCount: 0 };

describe('planReorder', () => {
  it('adds every line that is available in full', () => {
    expect(planReorder([line(0, 2, variant(10, 5)), line(1, 1, variant(11, 1))], empty)).toEqual([
      { line: 0, variantId: 10, requested: 2, add: 2, skip: null },
      { line: 1, variantId: 11, requested: 1, add: 1, skip: null },
    ]);
  });

  it('skips a variant that is gone or a product no longer offered', () => {
    expect(planReorder([line(0, 1, null), line(1, 1, variant(11, 5), false)], empty)).toEqual([
      { line: 0, variantId: null, requested: 1, add: 0, skip: 'product_unavailable' },
      { line: 1, variantId: 11, requested: 1, add: 0, skip: 'product_unavailable' },
    ]);
  });

  it('skips a variant out of stock or not sold any more', () => {
    expect(planReorder([line(0, 1, variant(10, 0)), line(1, 1, variant(11, 4, 'Exhausted'))], empty).map((s) => [s.add, s.skip])).toEqual([
      [0, 'out_of_stock'],
      [0, 'out_of_stock'],
    ]);
  });

  it('adds what the stock allows beside what the cart holds and reports the rest', () => {
    const cart = { quantities: new Map([[10, 2]]), lineCount: 1 };
    expect(planReorder([line(0, 3, variant(10, 3))], cart)).toEqual([{ line: 0, variantId: 10, requested: 3, add: 1, skip: 'not_available_quantity' }]);
    expect(planReorder([line(0, 3, variant(10, 2))], cart)).toEqual([{ line: 0, variantId: 10, requested: 3, add: 0, skip: 'not_available_quantity' }]);
  });

  it('never puts more than the line maximum in one line', () => {
    expect(planReorder([line(0, 10, variant(10, 500))], { quantities: new Map([[10, CART_LINE_QUANTITY_MAX - 4]]), lineCount: 1 })[0]).toMatchObject({ add: 4, skip: 'not_available_quantity' });
  });

  it('skips new lines once the cart is full, but still merges into lines it has', () => {
    const cart = { quantities: new Map([[10, 1]]), lineCount: 2 };
    expect(planReorder([line(0, 1, variant(11, 5)), line(1, 1, variant(10, 5))], cart, 2).map((s) => [s.add, s.skip])).toEqual([
      [0, 'cart_full'],
      [1, null],
    ]);
    expect(planReorder([line(0, 1, variant(11, 5)), line(1, 1, variant(12, 5))], { quantities: new Map(), lineCount: 1 }, 2).map((s) => s.skip)).toEqual([null, 'cart_full']);
  });

  it('lets each line see what the earlier ones added', () => {
    expect(planReorder([line(0, 2, variant(10, 3)), line(1, 2, variant(10, 3))], empty).map((s) => s.add)).toEqual([2, 1]);
  });
});
