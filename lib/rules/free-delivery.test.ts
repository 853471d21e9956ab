import { freeDelivery, freeDeliveryThresholdOf } from './free-delivery';

describe('freeDelivery (SPEC §9)', () => {
  it('says how much is missing below the threshold', () => {
    expect(freeDelivery(7_550, 10_000)).toEqual({ reached: false, missing: 2_450, share: 0.755 });
  });
  it('is reached at the threshold itself and above it', () => {
    expect(freeDelivery(10_000, 10_000)).toEqual({ reached: true, missing: 0, share: 1 });
    expect(freeDelivery(25_000, 10_000)).toEqual({ reached: true, missing: 0, share: 1 });
  });
  it('an empty cart is the whole threshold away', () => {
    expect(freeDelivery(0, 10_000)).toEqual({ reached: false, missing: 10_000, share: 0 });
  });
  it('a threshold of zero means every order ships free', () => {
    expect(freeDelivery(0, 0)).toEqual({ reached: true, missing: 0, share: 1 });
  });
});

describe('freeDeliveryThresholdOf (issue #17 item 3)', () => {
  it("takes the partner's own threshold, even 0 (always free)", () => {
    expect(freeDeliveryThresholdOf(5_000, 10_000)).toBe(5_000);
    expect(freeDeliveryThresholdOf(0, 10_000)).toBe(0);
  });
  it("falls back to the shop's when the partner has none", () => {
    expect(freeDeliveryThresholdOf(null, 10_000)).toBe(10_000);
    expect(freeDeliveryThresholdOf(undefined, 12_000)).toBe(12_000);
  });
});
