import { exactCodeLocation, listSearchText } from './exact-code-redirect';
import { buildPath } from './paths';

describe('exact-code redirect (decision 0051)', () => {
  it('reads the search text of the list only', () => {
    expect(listSearchText('products', '?q=%20P000003%20')).toBe('P000003');
    expect(listSearchText('products', '?q=&page=2')).toBeUndefined();
    expect(listSearchText('products', '?color=red')).toBeUndefined();
    expect(listSearchText('products/boots-p000003', '?q=P000003')).toBeUndefined();
    expect(listSearchText('cart', '?q=P000003')).toBeUndefined();
  });

  it('leads to the product page, with the variant of a SKU chosen', () => {
    const product = buildPath({ lang: 'en', partnerId: 'acme', path: 'products/boots-p000003' });
    expect(exactCodeLocation({ lang: 'en', partnerId: 'acme' }, { eurl: 'boots-p000003' })).toBe(product);
    expect(exactCodeLocation({ lang: 'en', partnerId: 'acme' }, { eurl: 'boots-p000003', color: 'Black', size: '42' })).toBe(`${product}?color=Black&size=42`);
  });
});
