import { athensLocalToIso, isoToAthensLocal } from './athens-time';
import { couponFieldOf, couponValuesOf, eurosToCents, toCouponRequest, emptyCouponValues } from './coupon-form';

describe('coupon form', () => {
  it('reads euros typed with a comma or a point as cents, and keeps other text for the API to refuse', () => {
    expect(eurosToCents('5')).toBe(500);
    expect(eurosToCents('12,5')).toBe(1250);
    expect(eurosToCents(' 0.07 ')).toBe(7);
    expect(eurosToCents('3,99 €')).toBe(399);
    expect(eurosToCents('five')).toBe('five');
    expect(eurosToCents('1.234')).toBe('1.234');
  });

  it('converts Athens wall-clock time both ways, in winter and in summer', () => {
    expect(athensLocalToIso('2026-01-15T10:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(athensLocalToIso('2026-07-15T10:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(isoToAthensLocal('2026-07-15T07:00:00.000Z')).toBe('2026-07-15T10:00');
    expect(athensLocalToIso('tomorrow')).toBe('tomorrow');
  });

  it('makes the request: a fixed amount in cents, a Bogo without value, empty limits as none', () => {
    const request = toCouponRequest({ ...emptyCouponValues, code: ' spring-5 ', kind: 'FixedAmount', value: '5,50', maxRedemptions: '', perCustomerLimit: '2', email: ' ', startsAt: '2026-01-15T10:00' });
    expect(request).toMatchObject({ code: 'spring-5', value: 550, maxRedemptions: null, perCustomerLimit: 2, email: null, active: true, startsAt: '2026-01-15T08:00:00.000Z', endsAt: null });
    expect(toCouponRequest({ ...emptyCouponValues, kind: 'Bogo', value: 'x' }).value).toBe(0);
    expect(toCouponRequest({ ...emptyCouponValues, value: '150' }).value).toBe(150);
    expect(toCouponRequest({ ...emptyCouponValues, value: '10 %' }).value).toBe('10 %');
  });

  it('shows a saved coupon as typed values and maps the API field keys', () => {
    const values = couponValuesOf({ id: 1, code: 'OFF5', kind: 'FixedAmount', value: 505, policy: 'Maximum', active: false, startsAt: null, endsAt: '2026-07-15T07:00:00.000Z', maxRedemptions: null, perCustomerLimit: 1, email: null, redemptions: 0 });
    expect(values).toMatchObject({ value: '5.05', active: '', endsAt: '2026-07-15T10:00', maxRedemptions: '', perCustomerLimit: '1', email: '' });
    expect(couponFieldOf('value')).toBe('value');
    expect(couponFieldOf('nope')).toBeUndefined();
  });
});
