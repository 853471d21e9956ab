import { couponStatus, type CouponTerms, type CouponUse } from './coupon-status';

const now = new Date('2026-11-27T10:00:00Z');
const open: CouponTerms = { active: true, startsAt: null, endsAt: null, maxRedemptions: null, perCustomerLimit: 1, email: null };
const use: CouponUse = { redemptions: 0, customerRedemptions: 0, customerId: 7, email: 'buyer@acme.test', now };

describe('couponStatus', () => {
  it('answers each SPEC result code in its order', () => {
    expect(couponStatus(undefined, use)).toBe('NotFound');
    expect(couponStatus({ ...open, active: false }, use)).toBe('Inactive');
    expect(couponStatus({ ...open, startsAt: new Date('2026-12-01T00:00:00Z') }, use)).toBe('Pending');
    expect(couponStatus({ ...open, endsAt: now }, use)).toBe('Expired');
    expect(couponStatus(open, { ...use, customerId: null, email: null })).toBe('MustHaveEmailOrCustomerId');
    expect(couponStatus({ ...open, email: 'someone@else.test' }, use)).toBe('EmailNotAllowed');
    expect(couponStatus({ ...open, maxRedemptions: 3 }, { ...use, redemptions: 3 })).toBe('Redeemed');
    expect(couponStatus(open, { ...use, customerRedemptions: 1 })).toBe('Redeemed');
    expect(couponStatus(open, use)).toBe('Ok');
  });

  it('is usable from its start to just before its end; a bound email is compared without case', () => {
    expect(couponStatus({ ...open, startsAt: now, endsAt: new Date(now.getTime() + 1) }, use)).toBe('Ok');
    expect(couponStatus({ ...open, email: 'Buyer@ACME.test' }, use)).toBe('Ok');
    expect(couponStatus(open, { ...use, customerId: null })).toBe('Ok');
    expect(couponStatus({ ...open, perCustomerLimit: null, maxRedemptions: null }, { ...use, redemptions: 10_000, customerRedemptions: 500 })).toBe('Ok');
    expect(couponStatus({ ...open, active: false, endsAt: now }, use)).toBe('Inactive');
  });
});
