import { approvalEffect, decisionRefusal, decisionRefusalStatus, hasOtherApprover, holdUntilOf, isPastHold, requestScope } from './purchase-request';

const now = new Date('2026-11-22T10:00:00Z');
const waiting = { state: 'waiting' as const, holdUntil: holdUntilOf(now, 72), buyerCustomerId: 7 };

describe('purchase requests', () => {
  it('holds a request 72 hours by default, and the end of the hold is already too late', () => {
    expect(holdUntilOf(now, 72).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(isPastHold(holdUntilOf(now, 72), new Date('2026-11-25T09:59:59.999Z'))).toBe(false);
    expect(isPastHold(holdUntilOf(now, 72), new Date('2026-11-25T10:00:00Z'))).toBe(true);
  });

  it('lets an approver or admin other than the buyer decide a waiting request within its hold', () => {
    expect(decisionRefusal(waiting, { role: 'approver', customerId: 8 }, now)).toBeUndefined();
    expect(decisionRefusal(waiting, { role: 'admin', customerId: 9 }, now)).toBeUndefined();
  });

  it('refuses a role that does not approve, before anything else', () => {
    for (const role of ['buyer', 'viewer'] as const) {
      expect(decisionRefusal({ ...waiting, state: 'approved' }, { role, customerId: 8 }, now)).toBe('company_role_forbidden');
      expect(decisionRefusal(waiting, { role, customerId: 7 }, now)).toBe('company_role_forbidden');
    }
    expect(decisionRefusalStatus('company_role_forbidden')).toBe(403);
  });

  it('never lets a buyer decide their own request, even as an admin', () => {
    expect(decisionRefusal(waiting, { role: 'admin', customerId: 7 }, now)).toBe('request_own');
    expect(decisionRefusalStatus('request_own')).toBe(403);
  });

  it('refuses a request decided, ended or past its hold', () => {
    const approver = { role: 'approver' as const, customerId: 8 };
    for (const state of ['approved', 'declined', 'cancelled'] as const) expect(decisionRefusal({ ...waiting, state }, approver, now)).toBe('request_decided');
    expect(decisionRefusal({ ...waiting, state: 'expired' }, approver, now)).toBe('request_expired');
    expect(decisionRefusal(waiting, approver, waiting.holdUntil)).toBe('request_expired');
    expect(decisionRefusalStatus('request_decided')).toBe(409);
    expect(decisionRefusalStatus('request_expired')).toBe(409);
  });

  it('says what an approval does per payment method', () => {
    expect(approvalEffect('cod', 5_000)).toBe('none');
    expect(approvalEffect('card', 5_000)).toBe('payment_attempt');
    expect(approvalEffect('paypal', 5_000)).toBe('payment_attempt');
    expect(approvalEffect('iris', 5_000)).toBe('payment_attempt');
    expect(approvalEffect('card', 0)).toBe('paid_by_gift_card');
    expect(approvalEffect('on_account', 5_000)).toBe('charge_on_account');
    expect(approvalEffect('on_account', 0)).toBe('none');
  });

  it('needs an approver other than the buyer', () => {
    expect(hasOtherApprover([{ customerId: 7, role: 'admin' }, { customerId: 8, role: 'buyer' }], 7)).toBe(false);
    expect(hasOtherApprover([{ customerId: 7, role: 'buyer' }, { customerId: 8, role: 'approver' }], 7)).toBe(true);
    expect(hasOtherApprover([{ customerId: 7, role: 'buyer' }, { customerId: 8, role: 'viewer' }], 7)).toBe(false);
  });

  it('shows approvers the company’s requests and buyers their own', () => {
    expect(requestScope('admin')).toBe('company');
    expect(requestScope('approver')).toBe('company');
    expect(requestScope('buyer')).toBe('own');
    expect(requestScope('viewer')).toBe('none');
  });
});
