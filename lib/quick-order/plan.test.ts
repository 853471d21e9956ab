import type { VariantStock } from '@/lib/rules/add-to-cart';
import { colorReader } from './colors';
import { matchVariant, planQuickOrder, type QuickOrderProduct } from './plan';

const v = (id: number, color: string, size: string | null, stock = 10, availability = 'Available'): VariantStock => ({ id, color, size, stock, availability });
const shirt: QuickOrderProduct = { code: 'P1', hasSizes: true, variants: [v(1, 'red', 'M'), v(2, 'red', 'L', 3), v(3, 'blue', 'M', 0)] };
const mug: QuickOrderProduct = { code: 'P2', hasSizes: false, variants: [v(4, 'white', null, 50)] };
const soon: QuickOrderProduct = { code: 'P3', hasSizes: false, variants: [v(5, 'black', null, 5, 'ComingSoon')] };
const products = new Map([
  ['p1', shirt],
  ['p2', mug],
  ['p3', soon],
]);
const COLORS: Record<string, string> = { red: 'red', κοκκινο: 'red', blue: 'blue', μπλε: 'blue', white: 'white', black: 'black' };
const colorOf = (typed: string) => COLORS[typed.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()];
const empty = { quantities: new Map<number, number>(), lineCount: 0 };
const line = (row: number, code: string, color: string, size: string, quantity: number) => ({ row, code, color, size, quantity });

describe('matchVariant', () => {
  it('picks the variant by colour (code or name, any case or accent) and size', () => {
    expect(matchVariant(shirt, { color: 'Κόκκινο', size: 'l' }, colorOf)).toEqual({ variant: shirt.variants[1] });
    expect(matchVariant(shirt, { color: 'red', size: 'M' }, colorOf)).toEqual({ variant: shirt.variants[0] });
  });

  it('needs no colour or size where the product has one, or none', () => {
    expect(matchVariant(mug, { color: '', size: '' }, colorOf)).toEqual({ variant: mug.variants[0] });
  });

  it('asks for a missing choice and refuses one the product does not have, listing what it has', () => {
    const options = { colors: ['red', 'blue'], sizes: ['M', 'L'] };
    expect(matchVariant(shirt, { color: '', size: 'M' }, colorOf)).toEqual({ problem: 'variant_needed', ...options });
    expect(matchVariant(shirt, { color: 'red', size: '' }, colorOf)).toEqual({ problem: 'variant_needed', ...options });
    expect(matchVariant(shirt, { color: 'green', size: 'M' }, colorOf)).toEqual({ problem: 'variant_not_found', ...options });
    expect(matchVariant(shirt, { color: 'white', size: 'M' }, colorOf)).toEqual({ problem: 'variant_not_found', ...options });
    expect(matchVariant(shirt, { color: 'blue', size: 'XXL' }, colorOf)).toEqual({ problem: 'variant_not_found', ...options });
  });
});

describe('planQuickOrder', () => {
  it('reports each line: added, not found, not orderable, out of stock, only N available', () => {
    const steps = planQuickOrder(
      [line(1, 'p1', 'red', 'M', 2), line(2, 'NOPE', '', '', 1), line(3, 'P3', '', '', 1), line(4, 'P1', 'blue', 'M', 1), line(5, 'P1', 'red', 'L', 5), line(6, ' p2 ', '', '', 50)],
      products,
      empty,
      colorOf,
    );
    expect(steps).toEqual([
      { row: 1, status: 'added', variantId: 1, quantity: 2 },
      { row: 2, status: 'not_found' },
      { row: 3, status: 'not_orderable' },
      { row: 4, status: 'out_of_stock' },
      { row: 5, status: 'not_available_quantity', available: 3 },
      { row: 6, status: 'added', variantId: 4, quantity: 50 },
    ]);
  });

  it('counts what the cart and the earlier lines hold against a line\'s limit, and a refused line adds nothing', () => {
    const cart = { quantities: new Map([[2, 1]]), lineCount: 1 };
    const steps = planQuickOrder([line(1, 'P1', 'red', 'L', 1), line(2, 'P1', 'red', 'L', 2), line(3, 'P1', 'red', 'L', 1)], products, cart, colorOf);
    expect(steps).toEqual([
      { row: 1, status: 'added', variantId: 2, quantity: 1 },
      { row: 2, status: 'not_available_quantity', available: 1 },
      { row: 3, status: 'added', variantId: 2, quantity: 1 },
    ]);
    // The line limit is 99 units even with more in stock.
    expect(planQuickOrder([line(1, 'P2', '', '', 60), line(2, 'P2', '', '', 40)], new Map([['p2', { ...mug, variants: [v(4, 'white', null, 500)] }]]), empty, colorOf)[1]).toEqual({
      row: 2,
      status: 'not_available_quantity',
      available: 39,
    });
  });

  it('refuses a new variant once the cart is full, but still adds to a line it holds', () => {
    const full = { quantities: new Map([[1, 1]]), lineCount: 2 };
    expect(planQuickOrder([line(1, 'P2', '', '', 1), line(2, 'P1', 'red', 'M', 1)], products, full, colorOf, 2)).toEqual([
      { row: 1, status: 'cart_full' },
      { row: 2, status: 'added', variantId: 1, quantity: 1 },
    ]);
  });
});

describe('colorReader', () => {
  it('reads a colour by its code or its name in either language, without case or accents', () => {
    const read = colorReader([{ red: 'Κόκκινο', grey: 'Γκρι' }, { red: 'Red', grey: 'Grey' }]);
    expect(['red', 'RED', 'κοκκινο', 'Κόκκινο', ' red ', 'Grey', 'ΓΚΡΙ'].map(read)).toEqual(['red', 'red', 'red', 'red', 'red', 'grey', 'grey']);
    expect(read('magenta')).toBeUndefined();
  });
});
