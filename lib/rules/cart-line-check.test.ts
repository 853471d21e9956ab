import { cartLineProblem, checkCartQuantity, isOfferedTo, lineQuantityLimit } from './cart-line-check';

const variant = (stock: number, availability = 'Available') => ({ id: 1, color: 'red', size: 'M', stock, availability });

describe('isOfferedTo', () => {
  it('offers active products open to everyone or restricted to the partner', () => {
    expect(isOfferedTo({ active: true, partnerIds: null }, 1)).toBe(true);
    expect(isOfferedTo({ active: true, partnerIds: [2] }, 2)).toBe(true);
  });
  it('hides inactive products and products restricted to another partner', () => {
    expect(isOfferedTo({ active: false, partnerIds: null }, 1)).toBe(false);
    expect(isOfferedTo({ active: true, partnerIds: [2] }, 1)).toBe(false);
  });
});

describe('lineQuantityLimit', () => {
  it('is the stock, at most 99 and never negative', () => {
    expect([0, 5, 99, 100, 5000, -3].map(lineQuantityLimit)).toEqual([0, 5, 99, 99, 99, 0]);
  });
});

describe('checkCartQuantity (SPEC §5 keys)', () => {
  it('accepts a sellable variant within its stock', () => {
    expect(checkCartQuantity({ offered: true, variant: variant(3), quantity: 3 })).toEqual({ ok: true });
    expect(checkCartQuantity({ offered: true, variant: variant(3, 'LastItem'), quantity: 1, inCart: 2 })).toEqual({ ok: true });
  });
  it('refuses a product no longer offered before anything else', () => {
    expect(checkCartQuantity({ offered: false, variant: variant(0, 'Exhausted'), quantity: 1 })).toEqual({ ok: false, problem: 'product_unavailable', available: 0 });
  });
  it.each(['Exhausted', 'NotAvailable', 'ComingSoon'])('refuses a variant in state %s even with stock (out_of_stock)', (state) => {
    expect(checkCartQuantity({ offered: true, variant: variant(5, state), quantity: 1 })).toEqual({ ok: false, problem: 'out_of_stock', available: 0 });
  });
  it('refuses a variant without stock (out_of_stock)', () => {
    expect(checkCartQuantity({ offered: true, variant: variant(0), quantity: 1 })).toEqual({ ok: false, problem: 'out_of_stock', available: 0 });
  });
  it('refuses more than the stock, counting the units already in the cart, and says how many more fit', () => {
    expect(checkCartQuantity({ offered: true, variant: variant(5), quantity: 6 })).toEqual({ ok: false, problem: 'not_available_quantity', available: 5 });
    expect(checkCartQuantity({ offered: true, variant: variant(5), quantity: 3, inCart: 3 })).toEqual({ ok: false, problem: 'not_available_quantity', available: 2 });
    expect(checkCartQuantity({ offered: true, variant: variant(5), quantity: 1, inCart: 5 })).toEqual({ ok: false, problem: 'not_available_quantity', available: 0 });
  });
  it('caps a line at 99 units whatever the stock', () => {
    expect(checkCartQuantity({ offered: true, variant: variant(1000), quantity: 99 })).toEqual({ ok: true });
    expect(checkCartQuantity({ offered: true, variant: variant(1000), quantity: 50, inCart: 60 })).toEqual({ ok: false, problem: 'not_available_quantity', available: 39 });
  });
});

describe('cartLineProblem', () => {
  it('is null for a line that can be bought, else the first problem', () => {
    expect(cartLineProblem({ offered: true, variant: variant(2), quantity: 2 })).toBeNull();
    expect(cartLineProblem({ offered: true, variant: variant(2), quantity: 3 })).toBe('not_available_quantity');
    expect(cartLineProblem({ offered: true, variant: variant(0), quantity: 3 })).toBe('out_of_stock');
    expect(cartLineProblem({ offered: false, variant: variant(2), quantity: 1 })).toBe('product_unavailable');
  });
});
