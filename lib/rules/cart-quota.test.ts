import { cartQuota } from './cart-quota';

const quota = { limit: 20, remaining: 5 };

describe('cartQuota (DESIGN §5, SPEC §8 quota message)', () => {
  it('counts the units of discounted lines only', () => {
    const lines = [
      { quantity: 2, discounted: true },
      { quantity: 7, discounted: false },
      { quantity: 3, discounted: true },
    ];
    expect(cartQuota(lines, quota)).toEqual({ discountedUnits: 5, remaining: 5, exceeded: false, limit: 20 });
  });
  it('is exceeded when the discounted units are more than the remaining quota', () => {
    expect(cartQuota([{ quantity: 6, discounted: true }], quota)).toEqual({ discountedUnits: 6, remaining: 5, exceeded: true, limit: 20 });
  });
  it('with nothing remaining, one discounted unit exceeds it and undiscounted ones never do', () => {
    expect(cartQuota([{ quantity: 1, discounted: true }], { limit: 20, remaining: 0 }).exceeded).toBe(true);
    expect(cartQuota([{ quantity: 50, discounted: false }], { limit: 20, remaining: 0 }).exceeded).toBe(false);
  });
  it('an empty cart never exceeds it; a negative remaining counts as zero', () => {
    expect(cartQuota([], { limit: 0, remaining: -2 })).toEqual({ discountedUnits: 0, remaining: 0, exceeded: false, limit: 0 });
  });
});
