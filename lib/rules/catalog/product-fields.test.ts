import { partnerRange, productRefProblems, sizeKindChangeProblem, type KnownRefs } from './product-fields';

const known: KnownRefs = {
  categories: new Map([['tshirts', 'Clothing'], ['boots', 'Footwear'], ['bags', 'None']]),
  brands: new Set(['nordvik']),
  partners: new Set(['acme', 'hellas']),
  eurlOwner: (eurl) => (eurl === 'linen-shirt' ? 'P1' : undefined),
};

describe('productRefProblems', () => {
  it('is empty when every reference exists and the slug is free or its own', () => {
    expect(productRefProblems('P2', { categoryCode: 'tshirts', brandCode: 'nordvik', partners: ['acme'], eurl: 'new-shirt' }, known)).toEqual({});
    expect(productRefProblems('P1', { categoryCode: 'tshirts', brandCode: 'nordvik', partners: null, eurl: 'linen-shirt' }, known)).toEqual({});
  });
  it('names each unknown reference and a slug another product holds', () => {
    expect(productRefProblems('P2', { categoryCode: 'hats', brandCode: 'acme-wear', partners: ['acme', 'nowhere'], eurl: 'linen-shirt' }, known)).toEqual({
      categoryCode: 'category_not_found',
      brandCode: 'brand_not_found',
      'partners.1': 'partner_not_found',
      eurl: 'eurl_taken',
    });
  });
});

describe('sizeKindChangeProblem', () => {
  it('refuses a size kind the variants do not fit', () => {
    expect(sizeKindChangeProblem('Footwear', ['M', 'L'])).toBe('category_size_kind_locked');
    expect(sizeKindChangeProblem('None', ['M'])).toBe('category_size_kind_locked');
    expect(sizeKindChangeProblem('Clothing', ['M', 'L'])).toBeUndefined();
    expect(sizeKindChangeProblem('Footwear', [])).toBeUndefined();
  });
});

describe('partnerRange', () => {
  it('drops repeats and keeps null', () => {
    expect(partnerRange(['acme', 'hellas', 'acme'])).toEqual(['acme', 'hellas']);
    expect(partnerRange(null)).toBeNull();
  });
});
