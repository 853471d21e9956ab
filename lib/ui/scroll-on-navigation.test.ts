import { scrollsToTop } from './scroll-on-navigation';

describe('scrollsToTop', () => {
  it('scrolls when the path changes', () => {
    expect(scrollsToTop('/acme/products', '/acme/products/shirt-1')).toBe(true);
  });
  it('leaves the first render of a page load, and a render of the same path, where they are', () => {
    expect(scrollsToTop(undefined, '/acme/products')).toBe(false);
    expect(scrollsToTop('/acme/products', '/acme/products')).toBe(false);
  });
});
