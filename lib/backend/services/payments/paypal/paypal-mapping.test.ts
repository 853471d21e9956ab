import type { PaymentOrder } from '../provider';
import { createOrderBody, hasIssue, isDeclined, payerActionUrl, paypalLocale, paypalOrderIdOf, verdictOfOrder } from './paypal-mapping';
import type { PaypalOrder } from './paypal-types';

const attempt = { uid: '0123456789abcdef0123456789abcdef', providerRef: '5O190127TN364715T' };

const order: PaymentOrder = {
  attemptUid: attempt.uid,
  orderUid: 'ord-uid-1',
  orderNumber: '100042',
  amountCents: 1234,
  currency: 'EUR',
  language: 'el',
  partnerCode: 'acme',
  email: 'buyer@example.com',
  returnUrls: { success: 'https://shop.example/acme/payment/paypal/success', cancel: 'https://shop.example/acme/payment/paypal/cancel' },
};

/** An order as PayPal's Orders v2 reference shows it (ids from PayPal's documented examples). */
const paypalOrder = (status: string, captures?: { id: string; status: string; value?: string; custom_id?: string }[]): PaypalOrder => ({
  id: attempt.providerRef,
  status,
  purchase_units: [
    {
      reference_id: 'ord-uid-1',
      custom_id: attempt.uid,
      amount: { currency_code: 'EUR', value: '12.34' },
      ...(captures
        ? { payments: { captures: captures.map((c) => ({ id: c.id, status: c.status, custom_id: c.custom_id, amount: { currency_code: 'EUR', value: c.value ?? '12.34' } })) } }
        : {}),
    },
  ],
});

describe('createOrderBody', () => {
  it('asks for one CAPTURE purchase unit keyed by the order and reconciled by the attempt, paid through PayPal with both return URLs', () => {
    expect(createOrderBody(order)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'ord-uid-1', custom_id: attempt.uid, invoice_id: attempt.uid, description: '100042', amount: { currency_code: 'EUR', value: '12.34' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrls.success,
            cancel_url: order.returnUrls.cancel,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: 'el-GR',
          },
        },
      },
    });
    expect(createOrderBody({ ...order, amountCents: 5, language: 'en' }).purchase_units[0].amount.value).toBe('0.05');
    expect(paypalLocale('en')).toBe('en-US');
  });
});

describe('paypalOrderIdOf', () => {
  it('reads the token PayPal appends to return_url and cancel_url', () => {
    expect(paypalOrderIdOf({ token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' })).toBe('5O190127TN364715T');
    expect(paypalOrderIdOf({ token: '5O190127TN364715T' })).toBe('5O190127TN364715T');
  });
  it('refuses anything that is not an order id', () => {
    for (const token of ['', 'abc', '5O190127TN364715T ', '<script>', 'A'.repeat(37), 'EC-5O190127TN364715T']) expect(paypalOrderIdOf({ token })).toBeUndefined();
    expect(paypalOrderIdOf({ orderId: '5O190127TN364715T' })).toBeUndefined();
  });
});

describe('payerActionUrl', () => {
  it('is the payer-action link of the create answer', () => {
    const created = {
      id: attempt.providerRef,
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { href: 'https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self', method: 'GET' },
        { href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action', method: 'GET' },
      ],
    };
    expect(payerActionUrl(created)).toBe('https://www.paypal.com/checkoutnow?token=5O190127TN364715T');
    expect(payerActionUrl({ ...created, links: created.links.slice(0, 1) })).toBeUndefined();
    expect(payerActionUrl({ ...created, links: [{ href: 'javascript:alert(1)', rel: 'payer-action' }] })).toBeUndefined();
    expect(payerActionUrl({ ...created, links: [{ href: 'not a url', rel: 'payer-action' }] })).toBeUndefined();
  });
});

describe('verdictOfOrder', () => {
  const base = { amountCents: 1234, currency: 'EUR' };
  it('APPROVED is approved on either return page (the capture decides)', () => {
    expect(verdictOfOrder(paypalOrder('APPROVED'), attempt, 'success')).toEqual({ ...base, result: 'approved', transactionId: null });
    expect(verdictOfOrder(paypalOrder('APPROVED'), attempt, 'cancel')).toEqual({ ...base, result: 'approved', transactionId: null });
  });
  it('COMPLETED is paid only with a COMPLETED capture, whose id is the transaction', () => {
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'COMPLETED' }]), attempt, 'success')).toEqual({ ...base, result: 'paid', transactionId: '3C679366HH908993F' });
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'COMPLETED' }]), attempt, 'cancel')?.result).toBe('paid');
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'DECLINED' }]), attempt, 'success')).toEqual({ ...base, result: 'failed', transactionId: '3C679366HH908993F' });
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'PENDING' }]), attempt, 'success')?.result).toBe('pending');
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'REFUNDED' }]), attempt, 'success')?.result).toBe('failed');
    expect(verdictOfOrder(paypalOrder('COMPLETED', []), attempt, 'success')?.result).toBe('pending');
  });
  it('the capture amount is the paid amount', () => {
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'COMPLETED', value: '10.00' }]), attempt, 'success')?.amountCents).toBe(1000);
  });
  it('VOIDED is failed; an order waiting for the buyer is failed on the cancel page and pending otherwise', () => {
    expect(verdictOfOrder(paypalOrder('VOIDED'), attempt, 'success')?.result).toBe('failed');
    for (const status of ['PAYER_ACTION_REQUIRED', 'CREATED', 'SAVED']) {
      expect(verdictOfOrder(paypalOrder(status), attempt, 'cancel')).toEqual({ ...base, result: 'failed', transactionId: null });
      expect(verdictOfOrder(paypalOrder(status), attempt, 'success')).toEqual({ ...base, result: 'pending', transactionId: null });
    }
  });
  it("is undefined for another attempt's order, another custom_id or an unreadable amount", () => {
    expect(verdictOfOrder(paypalOrder('APPROVED'), { ...attempt, providerRef: '8F783829JA718493L' }, 'success')).toBeUndefined();
    expect(verdictOfOrder(paypalOrder('APPROVED'), { ...attempt, uid: 'f'.repeat(32) }, 'success')).toBeUndefined();
    expect(verdictOfOrder({ ...paypalOrder('APPROVED'), purchase_units: [] }, attempt, 'success')).toBeUndefined();
    const twice = paypalOrder('APPROVED');
    expect(verdictOfOrder({ ...twice, purchase_units: [...twice.purchase_units!, ...twice.purchase_units!] }, attempt, 'success')).toBeUndefined();
    const odd = paypalOrder('APPROVED');
    odd.purchase_units![0]!.amount = { currency_code: 'EUR', value: '12.345' };
    expect(verdictOfOrder(odd, attempt, 'success')).toBeUndefined();
    expect(verdictOfOrder(paypalOrder('COMPLETED', [{ id: '3C679366HH908993F', status: 'COMPLETED', custom_id: 'other' }]), attempt, 'success')).toBeUndefined();
  });
});

describe('error issues', () => {
  // PayPal's documented 422 body of a refused capture.
  const declined = {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue: 'INSTRUMENT_DECLINED', description: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment." }],
  };
  it('recognises the funding refusals and ORDER_ALREADY_CAPTURED', () => {
    expect(isDeclined(declined)).toBe(true);
    expect(isDeclined({ details: [{ issue: 'PAYMENT_DENIED' }] })).toBe(true);
    expect(isDeclined({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] })).toBe(false);
    expect(isDeclined(undefined)).toBe(false);
    expect(hasIssue({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }, 'ORDER_ALREADY_CAPTURED')).toBe(true);
    expect(hasIssue(declined, 'ORDER_ALREADY_CAPTURED')).toBe(false);
  });
});
