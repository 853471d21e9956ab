import { freeDelivery } from './free-delivery';

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
