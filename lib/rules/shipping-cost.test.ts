import { SHIPPING_TARIFF_REST } from '@/lib/config/checkout-rates';
import { boxnowCompartment, shippingQuote, type Parcel } from './shipping-cost';
import type { ShippingZone } from './shipping-zone';

const rates = { ...SHIPPING_TARIFF_REST, courierCents: 450, boxnowCents: 300, freeDeliveryThresholdCents: 10_000 };
const parcel = (grams: number, zone: ShippingZone = 'mainland'): Parcel => ({ grams, zone });

describe('shippingQuote: the cost table (decision 0088)', () => {
  // method, kg, zone, goods (cents) → cents
  const table: [method: 'courier' | 'boxnow' | 'store_pickup', grams: number, zone: ShippingZone, goods: number, cents: number][] = [
    ['courier', 500, 'mainland', 5_000, 450],
    ['courier', 2_000, 'mainland', 5_000, 450],
    ['courier', 2_001, 'mainland', 5_000, 540],
    ['courier', 3_000, 'mainland', 5_000, 540],
    ['courier', 7_400, 'mainland', 5_000, 450 + 6 * 90],
    ['courier', 1_000, 'islands', 5_000, 600],
    ['courier', 4_500, 'islands', 5_000, 450 + 3 * 90 + 150],
    ['courier', 1_000, 'remote', 5_000, 750],
    ['courier', 1_000, 'cyprus', 5_000, 1_250],
    // From the threshold: the delivery is free, a carrier's surcharge is not.
    ['courier', 9_000, 'islands', 10_000, 0],
    ['courier', 1_000, 'remote', 10_000, 300],
    ['courier', 1_000, 'cyprus', 12_000, 800],
    ['boxnow', 1_500, 'mainland', 5_000, 300],
    ['boxnow', 2_001, 'mainland', 5_000, 350],
    ['boxnow', 5_000, 'mainland', 5_000, 350],
    ['boxnow', 5_001, 'mainland', 5_000, 450],
    ['boxnow', 20_000, 'mainland', 5_000, 450],
    ['boxnow', 1_000, 'islands', 5_000, 400],
    ['boxnow', 19_000, 'islands', 10_000, 0],
    ['store_pickup', 50_000, 'cyprus', 100, 0],
  ];
  it.each(table)('%s, %i g to %s, goods %i → %i', (method, grams, zone, goods, cents) => {
    const quote = shippingQuote(method, parcel(grams, zone), goods, rates);
    expect(quote.available).toBe(true);
    expect(quote.cents).toBe(cents);
  });

  it('names the surcharge it adds, and the compartment a locker parcel needs', () => {
    expect(shippingQuote('courier', parcel(1_000, 'remote'), 5_000, rates)).toMatchObject({ surcharge: 'remote', surchargeCents: 300 });
    expect(shippingQuote('courier', parcel(1_000, 'cyprus'), 5_000, rates)).toMatchObject({ surcharge: 'cyprus', surchargeCents: 800 });
    expect(shippingQuote('courier', parcel(1_000, 'islands'), 5_000, rates)).toMatchObject({ surcharge: null, surchargeCents: 0 });
    expect(shippingQuote('boxnow', parcel(4_000), 5_000, rates).compartment).toBe(2);
    expect([0, 2_000, 2_001, 5_000, 5_001, 20_000, 20_001].map(boxnowCompartment)).toEqual([1, 1, 2, 2, 3, 3, undefined]);
  });

  it('does not offer Box Now for a parcel over 20 kg, to Cyprus or a hard-to-reach place', () => {
    expect(shippingQuote('boxnow', parcel(20_001), 5_000, rates)).toMatchObject({ available: false, cents: 0 });
    expect(shippingQuote('boxnow', parcel(1_000, 'cyprus'), 5_000, rates).available).toBe(false);
    expect(shippingQuote('boxnow', parcel(1_000, 'remote'), 5_000, rates).available).toBe(false);
    expect(shippingQuote('courier', parcel(45_000), 5_000, rates)).toMatchObject({ available: true, cents: 450 + 43 * 90 });
  });

  it('counts a negative weight as none', () => {
    expect(shippingQuote('courier', parcel(-5_000), 5_000, rates).cents).toBe(450);
  });
});
