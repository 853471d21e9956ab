import { isKnownPage } from './pages';

describe('isKnownPage (SPEC §2 routes)', () => {
  it.each(['', 'products', 'products/red-shirt-p000001', 'cart', 'checkout', 'checkout-success/abc', 'checkout-failure', 'profile', 'profile/account', 'profile/addresses', 'profile/orders', 'profile/return-order', 'payment/viva/success', 'payment/alpha_request/12', 'payment/anything', 'login', 'validateregistration/tok', 'resetpassword/tok', 'logout'])(
    '%p is a page',
    (path) => expect(isKnownPage(path)).toBe(true),
  );
  it.each(['zzz', 'products/a/b', 'profile/unknown', 'profile/account/extra', 'resetpassword', 'cart/extra', 'payment'])('%p is not', (path) => expect(isKnownPage(path)).toBe(false));
});
