import { currentProfileSection, PROFILE_HOME, PROFILE_SECTIONS } from './menu';

describe('profile menu', () => {
  it('lists the sections of SPEC §2, the order lists and the loyalty points in order, the account first', () => {
    expect(PROFILE_SECTIONS.map((s) => s.key)).toEqual(['account', 'addresses', 'orders', 'orderLists', 'loyalty', 'quotes', 'returnOrder', 'privacy']);
    expect(PROFILE_HOME).toBe('profile/account');
  });

  it('finds the current section in either language, with or without a trailing slash or query', () => {
    expect(currentProfileSection('/acme/profile/account')).toBe('account');
    expect(currentProfileSection('/en/acme/profile/addresses/')).toBe('addresses');
    expect(currentProfileSection('/en/acme/profile/orders?page=2')).toBe('orders');
    expect(currentProfileSection('/acme/profile/return-order')).toBe('returnOrder');
    expect(currentProfileSection('/en/acme/profile/order-lists')).toBe('orderLists');
    expect(currentProfileSection('/acme/profile/loyalty')).toBe('loyalty');
    expect(currentProfileSection('/en/acme/profile/quotes/AbC')).toBe('quotes');
    expect(currentProfileSection('/acme/profile/privacy')).toBe('privacy');
  });

  it('finds none outside the sections', () => {
    expect(currentProfileSection('/acme/profile')).toBeUndefined();
    expect(currentProfileSection('/acme/cart')).toBeUndefined();
    expect(currentProfileSection('/acme/profile/accounts')).toBeUndefined();
  });
});
