import { checkoutFailure, CHECKOUT_FIELD_PATHS, formFieldOf } from './server-errors';

describe('a failed POST /Orders in the form terms', () => {
  it('renames body paths to form fields', () => {
    expect(formFieldOf('billing.postalCode')).toBe('billing.postalCode');
    expect(formFieldOf('shipTo.address.mobile')).toBe('shippingAddress.mobile');
    expect(formFieldOf('shipTo.addressId')).toBe('savedAddressId');
    expect(formFieldOf('invoice')).toBe('invoice.vatNumber');
  });

  it('keeps field keys and their params on the renamed fields', () => {
    expect(
      checkoutFailure({ key: 'validation_failed', fields: { 'invoice.vatNumber': 'vat_number_check_digit', 'shipTo.address.city': 'max_characters' }, params: { 'shipTo.address.city': { max: 100 } } }),
    ).toEqual({
      key: 'validation_failed',
      fields: { 'invoice.vatNumber': 'vat_number_check_digit', 'shippingAddress.city': 'max_characters' },
      params: { 'shippingAddress.city': { max: 100 } },
    });
  });

  it('puts field-shaped error keys on their field', () => {
    expect(checkoutFailure({ key: 'locker_not_found' })).toEqual({ key: 'locker_not_found', fields: { lockerId: 'locker_not_found' } });
    expect(checkoutFailure({ key: 'store_not_found' }).fields).toEqual({ storeId: 'store_not_found' });
    expect(checkoutFailure({ key: 'payment_not_allowed' }).fields).toEqual({ paymentMethod: 'payment_not_allowed' });
    expect(checkoutFailure({ key: 'address_not_found' }).fields).toEqual({ savedAddressId: 'address_not_found' });
  });

  it('leaves cart-wide errors for the top of the form', () => {
    expect(checkoutFailure({ key: 'quota_exceeded' })).toEqual({ key: 'quota_exceeded' });
    expect(checkoutFailure({ key: 'price_changed' })).toEqual({ key: 'price_changed' });
  });

  it('lists every field that can carry an error once', () => {
    expect(new Set(CHECKOUT_FIELD_PATHS).size).toBe(CHECKOUT_FIELD_PATHS.length);
    expect(CHECKOUT_FIELD_PATHS).toEqual(expect.arrayContaining(['billing.postalCode', 'shippingAddress.mobile', 'invoice.vatNumber', 'lockerId']));
  });
});
