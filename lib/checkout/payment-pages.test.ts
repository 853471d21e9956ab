import { paymentPageKind } from './payment-pages';

describe('payment pages (SPEC §2)', () => {
  it('shows the shared failure page for every cancel return', () => {
    for (const path of ['viva/cancel', 'paypal/cancel', 'alpha/cancel', 'winbank/cancel', 'eurobank/cancel', 'alpha/success/abc/cancel', 'Viva/CANCEL']) {
      expect(paymentPageKind(path.split('/'))).toBe('failure');
    }
  });

  it('shows the redirect page for any other payment path', () => {
    for (const path of ['alpha_request/12', 'winbank/12', 'eurobank_request/7', 'paypal/success', 'cancel', 'viva/cancel/more', 'whatever']) {
      expect(paymentPageKind(path.split('/'))).toBe('redirect');
    }
  });
});
