import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cardColor, cardImageLoading, drawnWidth, isProductImageView, productImageAtWidth, productImagePath, PRODUCT_IMAGE_VIEWS, PRODUCT_IMAGE_WIDTHS } from './product-images';

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

describe('productImageAtWidth (next/image loader)', () => {
  it('asks the API for the smallest drawn width that is at least the one wanted', () => {
    expect(productImageAtWidth('/api/images/products/P000001/red/front.png', 96)).toBe('/api/images/products/P000001/red/front-96.webp');
    expect(productImageAtWidth('/api/images/products/P000001/red/front.png', 300)).toBe('/api/images/products/P000001/red/front-384.webp');
    expect(productImageAtWidth('/api/images/products/P000001/navy/detail.png', 3840)).toBe('/api/images/products/P000001/navy/detail-1200.webp');
  });

  it('leaves any other picture as it is', () => {
    for (const src of ['/api/images/products/P000001.svg', '/favicon.svg', 'https://example.com/a/b/c.png', '/api/images/products/P1/red/front.png?x=1']) {
      expect(productImageAtWidth(src, 640)).toBe(src);
    }
  });

  it('takes only the widths it draws', () => {
    expect(drawnWidth('640')).toBe(640);
    for (const width of ['641', '0640', '64.0', '', '99999', '-64']) expect(drawnWidth(width)).toBeUndefined();
  });

  it("has exactly next/image's device and image sizes (next.config.mjs)", () => {
    const config = readFileSync(resolve(__dirname, '../../next.config.mjs'), 'utf8');
    const sizes = (name: string) => JSON.parse(new RegExp(`${name}: (\\[[\\d, ]+\\])`).exec(config)![1]!) as number[];
    expect([...sizes('imageSizes'), ...sizes('deviceSizes')].sort((a, b) => a - b)).toEqual([...PRODUCT_IMAGE_WIDTHS]);
  });
});

describe('cardImageLoading', () => {
  it('fetches the phone\'s first row first, the desktop\'s first row at once, and the rest lazily', () => {
    expect([0, 1, 2, 3, 4, 23].map(cardImageLoading)).toEqual(['first', 'first', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
