import { covers, pickMessages } from './pick-messages';

const catalogue = {
  common: { close: 'Close', languages: { el: 'Greek', en: 'English' } },
  cart: { title: 'Cart', quota: { title: 'Quota', details: 'Details' }, empty: 'Empty' },
  errors: { unknown: 'Unknown' },
};

describe('pickMessages', () => {
  it('keeps whole namespaces, parts of them and single messages, in the catalogue shape', () => {
    expect(pickMessages(catalogue, ['errors', 'cart.quota', 'common.languages.en'])).toEqual({
      errors: { unknown: 'Unknown' },
      cart: { quota: { title: 'Quota', details: 'Details' } },
      common: { languages: { en: 'English' } },
    });
  });

  it('shares whole namespaces with the catalogue instead of copying them', () => {
    expect(pickMessages(catalogue, ['cart']).cart).toBe(catalogue.cart);
  });

  it('never changes the catalogue when a path lies inside another one', () => {
    const before = structuredClone(catalogue);
    expect(pickMessages(catalogue, ['cart.title', 'cart', 'cart.quota.title'])).toEqual({ cart: catalogue.cart });
    expect(pickMessages(catalogue, ['cart', 'cart.title']).cart).toBe(catalogue.cart);
    expect(catalogue).toEqual(before);
  });

  it('leaves out paths the catalogue lacks and gives nothing for no paths', () => {
    expect(pickMessages(catalogue, ['cart.nothing', 'nowhere.at.all', 'errors.unknown'])).toEqual({ errors: { unknown: 'Unknown' } });
    expect(pickMessages(catalogue, [])).toEqual({});
  });

  it('gives the whole catalogue for the empty path', () => {
    expect(pickMessages(catalogue, [''])).toBe(catalogue);
  });
});

describe('covers', () => {
  it('a path covers itself and what lies inside it, not its parent or a sibling with the same prefix', () => {
    expect(covers(['cart.quota'], 'cart.quota')).toBe(true);
    expect(covers(['cart.quota'], 'cart.quota.title')).toBe(true);
    expect(covers(['cart.quota'], 'cart')).toBe(false);
    expect(covers(['cart.quota'], 'cart.quotaInfo')).toBe(false);
    expect(covers([], 'cart')).toBe(false);
    expect(covers([''], 'anything.at.all')).toBe(true);
  });
});
