import { REFUND_REASONS } from '@/lib/rules/order-revival';
import { checkoutFailureQuery, refundReasonParam } from './refund-reason';

describe('refundReasonParam', () => {
  it('reads every known reason', () => {
    for (const reason of REFUND_REASONS) expect(refundReasonParam(reason)).toBe(reason);
  });
  it('refuses anything else: unknown words, other cases, arrays, nothing', () => {
    for (const value of ['', 'STOCK_GONE', 'stock_gone ', 'generic', '<b>', ['stock_gone'], undefined, 3]) expect(refundReasonParam(value)).toBeUndefined();
  });
});

describe('checkoutFailureQuery', () => {
  it('carries the reason, and the refund reason only when there is one', () => {
    expect(checkoutFailureQuery('payment_refund_due', 'stock_gone')).toBe('reason=payment_refund_due&refund=stock_gone');
    expect(checkoutFailureQuery('payment_refund_due', null)).toBe('reason=payment_refund_due');
    expect(checkoutFailureQuery('payment_failed')).toBe('reason=payment_failed');
  });
  it('encodes the reason key', () => {
    expect(checkoutFailureQuery('a b&c')).toBe('reason=a+b%26c');
  });
});
