import { z } from 'zod';
import { ShippingCountries } from '@/lib/rules/address-formats';

/** The rules of postal addresses and of the address book's requests (zod/mini, ./postal-address.ts). */
export { zAddressRequest, zPostalAddress, type AddressRequest, type PostalAddress } from './postal-address';

export const zAddress = z
  .object({
    id: z.number().int(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.enum(ShippingCountries),
    region: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    mobile: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof zAddress>;

/** The address book, default first, then newest. At most 20 addresses per customer and partner. */
export const ADDRESS_BOOK_MAX = 20;
export const zAddressList = z.object({ items: z.array(zAddress) }).meta({ id: 'AddressList' });
export type AddressList = z.infer<typeof zAddressList>;
