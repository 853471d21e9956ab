import { preselectedVariant } from './preselected-variant';

const variant = (id: number, color: string, size: string | null, stock: number, availability = 'Available') => ({ id, color, size, stock, availability });

describe('preselectedVariant', () => {
  const sized = [variant(1, 'red', 'S', 0, 'Exhausted'), variant(2, 'red', 'M', 3), variant(3, 'navy', 'S', 5), variant(4, 'navy', 'M', 0)];

  it('opens with the first variant that can be sold, in the page’s order', () => {
    expect(preselectedVariant(sized, true, {})).toEqual({ color: 'red', size: 'M' });
  });

  it('skips variants in stock whose state cannot be sold', () => {
    const variants = [variant(1, 'red', 'S', 4, 'ComingSoon'), variant(2, 'red', 'M', 2, 'NotAvailable'), variant(3, 'navy', 'L', 1, 'LastItem')];
    expect(preselectedVariant(variants, true, {})).toEqual({ color: 'navy', size: 'L' });
  });

  it('chooses a colour only for a product without sizes', () => {
    const variants = [variant(1, 'red', null, 0, 'Exhausted'), variant(2, 'black', null, 9)];
    expect(preselectedVariant(variants, false, {})).toEqual({ color: 'black' });
  });

  it('chooses nothing when no variant can be sold', () => {
    expect(preselectedVariant([variant(1, 'red', 'S', 0, 'Exhausted'), variant(2, 'navy', 'S', 0, 'NotAvailable')], true, {})).toEqual({});
    expect(preselectedVariant([], true, {})).toEqual({});
  });

  it('keeps what the URL names when the product has it, even without stock or without a size', () => {
    expect(preselectedVariant(sized, true, { color: 'navy', size: 'M' })).toEqual({ color: 'navy', size: 'M' });
    expect(preselectedVariant(sized, true, { color: 'navy' })).toEqual({ color: 'navy' });
    expect(preselectedVariant(sized, true, { size: 'S' })).toEqual({ size: 'S' });
  });

  it('preselects when the URL names a colour or size the product does not have', () => {
    expect(preselectedVariant(sized, true, { color: 'green' })).toEqual({ color: 'red', size: 'M' });
    expect(preselectedVariant(sized, true, { size: 'XXL' })).toEqual({ color: 'red', size: 'M' });
    // A size on a product without sizes names nothing.
    expect(preselectedVariant([variant(1, 'red', null, 2)], false, { size: 'M' })).toEqual({ color: 'red' });
  });
});
