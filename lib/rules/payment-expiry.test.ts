import { storedOrderAwaitsPayment, awaitsPayment, checkoutAgain, EXPIRED_NOTE, isPastDeadline, paidReturnOutcome, paymentDeadline, type PayableOrder } from './payment-expiry';

const card = (extra: Partial<PayableOrder> = {}): PayableOrder => ({ status: 'Pending', paymentMethod: 'card', paid: false, ...extra });

describe('awaitsPayment', () => {
  it('is a Pending card or PayPal order with no money taken', () => {
    expect(awaitsPayment(card())).toBe(true);
    expect(awaitsPayment(card({ paymentMethod: 'paypal' }))).toBe(true);
    expect(awaitsPayment(card({ paid: true }))).toBe(false);
    expect(awaitsPayment(card({ paymentMethod: 'cod' }))).toBe(false);
    expect(awaitsPayment(card({ status: 'Cancelled' }))).toBe(false);
    expect(awaitsPayment(card({ status: 'Processing' }))).toBe(false);
  });

  it('is never an on-account order nor a purchase request still waiting for its approver (issue #50)', () => {
    expect(awaitsPayment(card({ paymentMethod: 'on_account' }))).toBe(false);
    expect(awaitsPayment({ ...card(), awaitingApproval: true })).toBe(false);
    expect(storedOrderAwaitsPayment({ status: 0, paymentMethod: 'card', paidAt: null, awaitingApproval: true })).toBe(false);
  });

  it('reads a stored order by its status code and paid time', () => {
    expect(storedOrderAwaitsPayment({ status: 0, paymentMethod: 'paypal', paidAt: null })).toBe(true);
    expect(storedOrderAwaitsPayment({ status: 0, paymentMethod: 'card', paidAt: new Date() })).toBe(false);
    expect(storedOrderAwaitsPayment({ status: -1, paymentMethod: 'card', paidAt: null })).toBe(false);
  });
});

describe('the deadline', () => {
  it('is the placing time plus the configured minutes; the deadline itself is already late', () => {
    const placed = new Date('2026-11-26T10:00:00Z');
    const due = paymentDeadline(placed, 30);
    expect(due.toISOString()).toBe('2026-11-26T10:30:00.000Z');
    expect(isPastDeadline(due, new Date('2026-11-26T10:29:59.999Z'))).toBe(false);
    expect(isPastDeadline(due, due)).toBe(true);
    expect(isPastDeadline(due, new Date('2026-11-26T11:00:00Z'))).toBe(true);
  });
});

describe('paidReturnOutcome', () => {
  it('settles an order that is waiting for the money', () => {
    expect(paidReturnOutcome({ ...card(), cancelNote: null }, false)).toBe('settle');
  });

  it('revives an order the sweep cancelled when its stock and quota can be held again; refund otherwise', () => {
    const expired = { ...card({ status: 'Cancelled' }), cancelNote: EXPIRED_NOTE };
    expect(paidReturnOutcome(expired, true)).toBe('revive');
    expect(paidReturnOutcome(expired, false)).toBe('refund_due');
  });

  it('owes a refund for money on an order the customer cancelled or replaced, or paid twice', () => {
    expect(paidReturnOutcome({ ...card({ status: 'Cancelled' }), cancelNote: 'cancelled_by_customer' }, true)).toBe('refund_due');
    expect(paidReturnOutcome({ ...card({ status: 'Cancelled' }), cancelNote: 'replaced_by_new_order' }, true)).toBe('refund_due');
    expect(paidReturnOutcome({ ...card({ paid: true }), cancelNote: null }, true)).toBe('refund_due');
    expect(paidReturnOutcome({ ...card({ status: 'Processing', paid: true }), cancelNote: null }, true)).toBe('refund_due');
  });
});

describe('checkoutAgain', () => {
  const units = (...pairs: [number, number][]) => new Map(pairs);
  it('resumes the waiting order for the same cart and the same choices', () => {
    expect(checkoutAgain({ requestHash: 'h', units: units([1, 2], [5, 1]) }, { requestHash: 'h', units: units([5, 1], [1, 2]) })).toBe('resume');
  });

  it('replaces it when the cart, a quantity or a choice changed, or the request is unknown', () => {
    expect(checkoutAgain({ requestHash: 'h', units: units([1, 2]) }, { requestHash: 'h', units: units([1, 3]) })).toBe('replace');
    expect(checkoutAgain({ requestHash: 'h', units: units([1, 2]) }, { requestHash: 'h', units: units([1, 2], [2, 1]) })).toBe('replace');
    expect(checkoutAgain({ requestHash: 'h', units: units([1, 2]) }, { requestHash: 'other', units: units([1, 2]) })).toBe('replace');
    expect(checkoutAgain({ requestHash: null, units: units([1, 2]) }, { requestHash: 'h', units: units([1, 2]) })).toBe('replace');
  });
});
