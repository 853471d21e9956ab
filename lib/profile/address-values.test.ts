import { zAddressRequest, type Address } from '@/lib/contract/addresses';
import { addressFormValues, addressLine } from './address-values';

const saved: Address = { id: 7, title: 'Γραφείο', firstName: 'Μαρία', lastName: 'Π', country: 'CY', region: 'Λευκωσία', address: 'Μακαρίου 1', city: 'Λευκωσία', postalCode: '1065', mobile: '96123456', isDefault: true };

describe('address form values', () => {
  it('edit an address whole, its region and default flag included', () => {
    const values = addressFormValues(saved);
    expect(values).toEqual({ title: 'Γραφείο', firstName: 'Μαρία', lastName: 'Π', country: 'CY', region: 'Λευκωσία', address: 'Μακαρίου 1', city: 'Λευκωσία', postalCode: '1065', mobile: '96123456', isDefault: true });
    // What the form starts with is a valid request as it stands: saving unchanged changes nothing.
    expect(zAddressRequest.parse(values)).toEqual(values);
  });

  it('show a missing region as an empty input', () => {
    expect(addressFormValues({ ...saved, region: null }).region).toBe('');
  });

  it('start a new address in Greece, named like the customer, not default', () => {
    expect(addressFormValues(undefined, { firstName: 'Μαρία', lastName: 'Π' })).toMatchObject({ title: '', firstName: 'Μαρία', lastName: 'Π', country: 'GR', postalCode: '', isDefault: false });
    expect(addressFormValues(undefined).firstName).toBe('');
  });

  it('summarise an address on one line', () => {
    expect(addressLine(saved)).toBe('Μακαρίου 1, 1065 Λευκωσία');
  });
});
