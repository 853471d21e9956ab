import { canonicalPagePath, isKnownPage } from './pages';

describe('isKnownPage (SPEC §2 routes)', () => {
  it.each(['', 'products', 'products/red-shirt-p000001', 'cart', 'checkout', 'quick-order', 'checkout-success/abc', 'checkout-failure', 'profile', 'profile/account', 'profile/addresses', 'profile/orders', 'profile/order-lists', 'profile/loyalty', 'profile/quotes', 'profile/quotes/AbC_12-x', 'profile/return-order', 'profile/privacy', 'profile/company', 'profile/company/members', 'profile/company/statement', 'join/AbC_12-x', 'payment/viva/success', 'payment/alpha_request/12', 'payment/anything', 'login', 'validateregistration/tok', 'resetpassword/tok', 'logout', 'pages/terms', 'accessibility'])(
    '%p is a page',
    (path) => expect(isKnownPage(path)).toBe(true),
  );
  it.each(['zzz', 'products/a/b', 'profile/unknown', 'profile/account/extra', 'resetpassword', 'cart/extra', 'payment', 'accessibility/extra', 'profile/company/unknown', 'profile/company/members/1', 'join'])('%p is not', (path) => expect(isKnownPage(path)).toBe(false));
});

describe('canonicalPagePath', () => {
  it.each([
    ['Products', 'products'],
    ['PRODUCTS/Red-Shirt-P000001', 'products/Red-Shirt-P000001'],
    ['Profile/Orders', 'profile/orders'],
    ['Checkout-Success/AbC', 'checkout-success/AbC'],
    ['ResetPassword/ToK', 'resetpassword/ToK'],
    ['', ''],
  ])('%p → %p (the page words lower case, the names as given)', (path, canonical) => expect(canonicalPagePath(path)).toBe(canonical));
  it.each(['zzz', 'Products/a/b', 'Profile/Unknown'])('%p names no page', (path) => expect(canonicalPagePath(path)).toBeUndefined());
});
