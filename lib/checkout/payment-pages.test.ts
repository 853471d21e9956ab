import { paymentPageOf, paymentReturnPath, paymentStartPath, postedReturnOf } from './payment-pages';

const uid = 'AbCdEfGhIjKlMnOpQrStUv';
const attempt = '0123456789abcdef0123456789abcdef';
const page = (path: string) => paymentPageOf(path.split('/'));

describe('paymentPageOf (SPEC §2 payment pages)', () => {
  it('every cancel return is the shared failure page', () => {
    for (const path of ['viva/cancel', 'paypal/cancel', 'alpha/cancel', 'winbank/cancel', 'eurobank/cancel', `alpha/success/${uid}/cancel`, 'eurobank_request/x/CANCEL']) {
      expect(page(path).kind).toBe('failure');
    }
    expect(page('alpha_request/x/cancel')).toEqual({ kind: 'failure', provider: 'alpha' });
  });
  it('success returns: Viva and PayPal without a uid, the posting banks with the order uid', () => {
    expect(page('viva/success')).toEqual({ kind: 'success', provider: 'viva' });
    expect(page('paypal/success')).toEqual({ kind: 'success', provider: 'paypal' });
    for (const bank of ['alpha', 'eurobank', 'winbank'] as const) expect(page(`${bank}/success/${uid}`)).toEqual({ kind: 'success', provider: bank, orderUid: uid });
    expect(page('alpha/success').kind).toBe('redirect');
    expect(page(`viva/success/${uid}`).kind).toBe('redirect');
  });
  it('start pages carry the attempt id', () => {
    expect(page(`alpha_request/${attempt}`)).toEqual({ kind: 'start', provider: 'alpha', attempt });
    expect(page(`eurobank_request/${attempt}`)).toEqual({ kind: 'start', provider: 'eurobank', attempt });
    expect(page(`winbank/${attempt}`)).toEqual({ kind: 'start', provider: 'winbank', attempt });
    expect(page(`viva/${attempt}`)).toEqual({ kind: 'start', provider: 'viva', attempt });
    expect(page(`paypal/${attempt}`)).toEqual({ kind: 'start', provider: 'paypal', attempt });
  });
  it('anything else is the payment-redirect page', () => {
    for (const path of ['viva', 'klarna/success', 'alpha/x', 'alpha_request/short', `viva/${attempt}/extra`, 'winbank/success']) expect(page(path).kind).toBe('redirect');
  });
});

describe('the paths the API gives providers round-trip', () => {
  it.each(['viva', 'paypal', 'alpha', 'eurobank', 'winbank'] as const)('%s', (slug) => {
    expect(paymentPageOf(paymentStartPath(slug, attempt).split('/').slice(1))).toEqual({ kind: 'start', provider: slug, attempt });
    expect(paymentPageOf(paymentReturnPath(slug, 'success', uid).split('/').slice(1))).toMatchObject({ kind: 'success', provider: slug });
    expect(paymentPageOf(paymentReturnPath(slug, 'cancel', uid).split('/').slice(1))).toEqual({ kind: 'failure', provider: slug });
  });
});

describe('postedReturnOf', () => {
  it('knows the returns the banks POST', () => {
    expect(postedReturnOf(['alpha', 'success', uid])).toEqual({ provider: 'alpha', outcome: 'success', orderUid: uid });
    expect(postedReturnOf(['winbank', 'cancel'])).toEqual({ provider: 'winbank', outcome: 'cancel' });
    expect(postedReturnOf(['viva', 'success'])).toBeUndefined();
    expect(postedReturnOf(['alpha', 'success', 'bad uid'])).toBeUndefined();
    expect(postedReturnOf(['alpha', 'cancel', 'x'])).toBeUndefined();
  });
});
