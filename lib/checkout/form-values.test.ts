import { initialCheckoutValues, reconcileSavedAddress } from './form-values';

describe('checkout values', () => {
  it('start from the profile', () => {
    const values = initialCheckoutValues({ email: 'maria@example.com', firstName: 'Μαρία', lastName: 'Π', mobile: '6912345678' });
    expect(values).toMatchObject({ email: 'maria@example.com', billing: { firstName: 'Μαρία', lastName: 'Π', mobile: '6912345678', country: 'GR' }, documentType: 'Receipt', shipTo: 'billing' });
    expect(initialCheckoutValues().billing.mobile).toBe('');
    expect(initialCheckoutValues()).toMatchObject({ shipTo: 'billing', savedAddressId: '' });
  });

  it('start with the default shipping address chosen when there is one', () => {
    const profile = { email: 'maria@example.com', firstName: 'Μαρία', lastName: 'Π', mobile: null };
    expect(initialCheckoutValues(profile, 12)).toMatchObject({ shipTo: 'saved', savedAddressId: '12', email: 'maria@example.com' });
    expect(reconcileSavedAddress(initialCheckoutValues(profile, 12), [12, 3])).toMatchObject({ shipTo: 'saved', savedAddressId: '12' });
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
