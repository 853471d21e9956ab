import { paymentMarks } from './payment-marks';

describe('paymentMarks', () => {
  it('names the card schemes, PayPal and cash on delivery when all providers run', () => {
    expect(paymentMarks(['viva', 'paypal', 'alpha', 'eurobank', 'winbank'])).toEqual(['visa', 'mastercard', 'paypal', 'cod']);
  });
  it('names only what is enabled; cash on delivery always', () => {
    expect(paymentMarks(['paypal'])).toEqual(['paypal', 'cod']);
    expect(paymentMarks(['winbank'])).toEqual(['visa', 'mastercard', 'cod']);
    expect(paymentMarks([])).toEqual(['cod']);
  });
});
