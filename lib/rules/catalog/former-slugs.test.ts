import { movedProductPath, slugChange } from './former-slugs';

describe('slugChange', () => {
  it('keeps the slug a product had and releases the one it takes', () => {
    expect(slugChange('linen-shirt', 'linen-shirt-blue')).toEqual({ keep: 'linen-shirt', release: 'linen-shirt-blue' });
  });
  it('changes nothing when the slug stays', () => {
    expect(slugChange('linen-shirt', 'linen-shirt')).toBeNull();
  });
});

describe('movedProductPath', () => {
  const pathOf = (eurl: string) => `/el/acme/products/${eurl}`;
  it('redirects a former slug to the current one, keeping the chosen colour and size', () => {
    expect(movedProductPath('linen-shirt', 'linen-shirt-blue', pathOf)).toBe('/el/acme/products/linen-shirt-blue');
    expect(movedProductPath('linen-shirt', 'linen-shirt-blue', pathOf, { color: 'red', size: 'M' })).toBe('/el/acme/products/linen-shirt-blue?color=red&size=M');
  });
  it('does not redirect the current slug, however it was escaped', () => {
    expect(movedProductPath('linen-shirt-blue', 'linen-shirt-blue', pathOf)).toBeUndefined();
    expect(movedProductPath('linen%2Dshirt', 'linen-shirt', pathOf)).toBeUndefined();
    expect(movedProductPath('%E0%A4%A', 'x', pathOf)).toBe('/el/acme/products/x');
  });
});
