import { initialCheckoutValues, reconcileSavedAddress } from './form-values';

describe('checkout values', () => {
  it('start from the profile', () => {
    const values = initialCheckoutValues({ email: 'maria@example.com', firstName: 'Μαρία', lastName: 'Π', mobile: '6912345678' });
    expect(values).toMatchObject({ email: 'maria@example.com', billing: { firstName: 'Μαρία', lastName: 'Π', mobile: '6912345678', country: 'GR' }, documentType: 'Receipt', shipTo: 'billing' });
    expect(initialCheckoutValues().billing.mobile).toBe('');
    expect(initialCheckoutValues()).toMatchObject({ shipTo: 'billing', savedAddressId: '' });
  });

  it('start from the default address for billing, shipped to that same address, and with the starting choices', () => {
    const profile = { email: 'maria@example.com', firstName: 'Μαρία', lastName: 'Π', mobile: '6900000000' };
    const home = { id: 12, firstName: 'Γιώργος', lastName: 'Κ', country: 'GR', region: null, address: 'Ερμού 1', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' };
    const values = initialCheckoutValues(profile, { defaultAddress: home, choice: { shippingMethod: 'courier', paymentMethod: 'cod' } });
    expect(values).toMatchObject({
      email: 'maria@example.com',
      billing: { firstName: 'Γιώργος', lastName: 'Κ', country: 'GR', region: '', address: 'Ερμού 1', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' },
      // Never a silently different saved address: the goods go where the billing says.
      shipTo: 'billing',
      savedAddressId: '12',
      shippingMethod: 'courier',
      paymentMethod: 'cod',
      cardProvider: '',
      storeId: '',
    });
    // Parts the address lacks come from the profile.
    expect(initialCheckoutValues(profile, { defaultAddress: { ...home, firstName: '', mobile: '' } }).billing).toMatchObject({ firstName: 'Μαρία', mobile: '6900000000' });
    expect(reconcileSavedAddress(values, [12, 3])).toBe(values);
  });

  it('keep a saved address that still exists', () => {
    const values = { ...initialCheckoutValues(), shipTo: 'saved' as const, savedAddressId: '4' };
    expect(reconcileSavedAddress(values, [3, 4])).toBe(values);
  });

  it('forget a saved address that is gone, and the choice when none is left', () => {
    const values = { ...initialCheckoutValues(), shipTo: 'saved' as const, savedAddressId: '4' };
    expect(reconcileSavedAddress(values, [3])).toMatchObject({ shipTo: 'saved', savedAddressId: '' });
    expect(reconcileSavedAddress(values, [])).toMatchObject({ shipTo: 'billing', savedAddressId: '' });
    expect(reconcileSavedAddress({ ...values, savedAddressId: '' }, [])).toMatchObject({ shipTo: 'billing' });
    const other = { ...initialCheckoutValues(), shipTo: 'new' as const, savedAddressId: '4' };
    expect(reconcileSavedAddress(other, [])).toMatchObject({ shipTo: 'new', savedAddressId: '' });
  });
});
