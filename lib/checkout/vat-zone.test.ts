import { emptyAddress } from './form-values';
import { checkoutVatZone, type ZoneValues } from './vat-zone';

const lesvos = { ...emptyAddress(), postalCode: '811 00' };
const athens = { ...emptyAddress(), postalCode: '105 63' };
const values = (changes: Partial<ZoneValues> = {}): ZoneValues => ({
  documentType: 'Invoice',
  billing: lesvos,
  shipTo: 'billing',
  savedAddressId: '',
  shippingAddress: emptyAddress(),
  shippingMethod: 'courier',
  locker: null,
  ...changes,
});
const saved = [
  { id: 7, country: 'GR', postalCode: '85400' },
  { id: 8, country: 'GR', postalCode: '10431' },
];

describe('checkoutVatZone', () => {
  it('an invoice on Lesvos by courier to the billing address, to a saved island address or to a new one there: the islands', () => {
    expect(checkoutVatZone(values(), saved)).toBe('islands');
    expect(checkoutVatZone(values({ shipTo: 'saved', savedAddressId: '7' }), saved)).toBe('islands');
    expect(checkoutVatZone(values({ shipTo: 'new', shippingAddress: { ...lesvos, postalCode: '82100' } }), saved)).toBe('islands');
  });

  it('Box Now by the locker\'s postal code; store pickup and no method yet: normal', () => {
    const locker = { id: 'L1', name: 'Box', address: 'Οδός 1', area: 'Μυτιλήνη', city: 'Μυτιλήνη', postalCode: '81100' };
    expect(checkoutVatZone(values({ shippingMethod: 'boxnow', locker }), saved)).toBe('islands');
    expect(checkoutVatZone(values({ shippingMethod: 'boxnow', locker: { ...locker, postalCode: '10431' } }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ shippingMethod: 'boxnow', locker: null }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ shippingMethod: 'store_pickup' }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ shippingMethod: '' }), saved)).toBe('normal');
  });

  it('a receipt, a mainland business, or goods going to the mainland: normal', () => {
    expect(checkoutVatZone(values({ documentType: 'Receipt' }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ billing: athens }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ shipTo: 'saved', savedAddressId: '8' }), saved)).toBe('normal');
    expect(checkoutVatZone(values({ shipTo: 'saved', savedAddressId: '99' }), saved)).toBe('normal');
  });
});
