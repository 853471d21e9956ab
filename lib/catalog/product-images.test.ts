import { cardColor, isProductImageView, productImagePath, PRODUCT_IMAGE_VIEWS } from './product-images';

describe('productImagePath', () => {
  it('names one colour and view of a product', () => {
    expect(productImagePath('P000123', 'red', 'front')).toBe('/api/images/products/P000123/red/front.png');
    expect(PRODUCT_IMAGE_VIEWS.map((v) => productImagePath('P1', 'navy', v))).toEqual([
      '/api/images/products/P1/navy/front.png',
      '/api/images/products/P1/navy/back.png',
      '/api/images/products/P1/navy/detail.png',
    ]);
    expect(productImagePath('a/b?c', 'red', 'back')).toBe('/api/images/products/a%2Fb%3Fc/red/back.png');
  });

  it('knows the views', () => {
    expect(isProductImageView('detail')).toBe(true);
    expect(isProductImageView('side')).toBe(false);
    expect(isProductImageView('toString')).toBe(false);
  });
});

describe('cardColor', () => {
  it('shows the first filtered colour the product has, else its first colour', () => {
    expect(cardColor(['black', 'red', 'navy'])).toBe('black');
    expect(cardColor(['black', 'red', 'navy'], ['navy', 'red'])).toBe('red');
    expect(cardColor(['black', 'red'], ['green'])).toBe('black');
    expect(cardColor([], ['green'])).toBeUndefined();
  });
});
