import { checkoutParcels } from './parcel';

const billing = { country: 'GR', postalCode: '105 63' };
const base = { documentType: 'Receipt', billing, shipTo: 'billing', savedAddressId: '', shippingAddress: { country: 'GR', postalCode: '' }, locker: null } as const;

describe('checkoutParcels', () => {
  it('prices the courier to the address it would take, Box Now to the chosen locker, pickup nowhere', () => {
    const parcels = checkoutParcels({ ...base, shipTo: 'new', shippingAddress: { country: 'GR', postalCode: '84700' }, locker: { id: 'BN1', postalCode: '71201' } as never }, [], 1_500);
    expect(parcels.courier).toEqual({ grams: 1_500, zone: 'islands' });
    expect(parcels.boxnow).toEqual({ grams: 1_500, zone: 'islands' });
    expect(parcels.store_pickup).toEqual({ grams: 1_500, zone: 'mainland' });
  });

  it('reads a saved address, and starts Box Now from the mainland until a locker is chosen', () => {
    const parcels = checkoutParcels({ ...base, shipTo: 'saved', savedAddressId: '7' }, [{ id: 7, country: 'CY', postalCode: '1010' }], 800);
    expect(parcels.courier.zone).toBe('cyprus');
    expect(parcels.boxnow.zone).toBe('mainland');
  });
});
