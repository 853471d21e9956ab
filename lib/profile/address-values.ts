import type { Address, AddressRequest } from '@/lib/contract/addresses';

/** The address form as its inputs hold it (SPEC §3 address form plus checkout's optional region). */
export type AddressFormValues = Required<AddressRequest>;

/**
 * The form's starting values: the address being edited (its region kept, so an address made at
 * checkout loses nothing), or an empty Greek address for a new one, named like the customer.
 */
export function addressFormValues(address: Address | undefined, customer?: { firstName: string; lastName: string }): AddressFormValues {
  if (address) {
    const { title, firstName, lastName, country, region, address: line, city, postalCode, mobile, isDefault } = address;
    return { title, firstName, lastName, country, region: region ?? '', address: line, city, postalCode, mobile, isDefault };
  }
  return { title: '', firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', country: 'GR', region: '', address: '', city: '', postalCode: '', mobile: '', isDefault: false };
}

/** The address's one-line summary for its card and the delete confirmation: street, postal code and city. */
export function addressLine(address: Pick<Address, 'address' | 'postalCode' | 'city'>): string {
  return `${address.address}, ${address.postalCode} ${address.city}`;
}
