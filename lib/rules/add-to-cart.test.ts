import { checkAddToCart, isSellable } from './add-to-cart';

const variants = [
  { id: 1, color: 'red', size: 'M', stock: 3, availability: 'Available' },
  { id: 2, color: 'red', size: 'L', stock: 0, availability: 'Exhausted' },
  { id: 3, color: 'blue', size: 'M', stock: 5, availability: 'ComingSoon' },
];

describe('checkAddToCart (SPEC §5)', () => {
  it('asks for a size first', () => {
    expect(checkAddToCart({ hasSizes: true, variants, color: 'red', quantity: 1 })).toEqual({ ok: false, error: 'select_size' });
  });
  it('refuses a variant out of stock or not sellable', () => {
    expect(checkAddToCart({ hasSizes: true, variants, color: 'red', size: 'L', quantity: 1 })).toEqual({ ok: false, error: 'out_of_stock' });
    expect(checkAddToCart({ hasSizes: true, variants, color: 'blue', size: 'M', quantity: 1 })).toEqual({ ok: false, error: 'out_of_stock' });
    expect(checkAddToCart({ hasSizes: true, variants, color: 'green', size: 'M', quantity: 1 })).toEqual({ ok: false, error: 'out_of_stock' });
  });
  it('refuses a quantity over the stock, zero or fractional', () => {
    for (const quantity of [4, 0, 1.5]) {
      expect(checkAddToCart({ hasSizes: true, variants, color: 'red', size: 'M', quantity })).toEqual({ ok: false, error: 'not_available_quantity' });
    }
  });
  it('accepts an available variant and quantity', () => {
    expect(checkAddToCart({ hasSizes: true, variants, color: 'red', size: 'M', quantity: 3 })).toMatchObject({ ok: true, variant: { id: 1 } });
  });
  it('ignores sizes for products without them', () => {
    const bags = [{ id: 9, color: 'black', size: null, stock: 2, availability: 'LastItem' }];
    expect(checkAddToCart({ hasSizes: false, variants: bags, color: 'black', quantity: 1 })).toMatchObject({ ok: true });
  });
  it('needs a colour', () => expect(checkAddToCart({ hasSizes: false, variants, quantity: 1 })).toEqual({ ok: false, error: 'select_color' }));
  it('isSellable', () => expect(variants.map(isSellable)).toEqual([true, false, false]));
});
