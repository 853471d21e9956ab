import { z } from 'zod';
import { isValidMobile, isValidPostalCode, normaliseMobile, normalisePostalCode, ShippingCountries } from '@/lib/rules/address-formats';
import { zPersonName } from './common';

/**
 * Postal addresses (SPEC §2 address form: title, first name, last name, country, address, city,
 * postal code, mobile; SPEC §3 checkout adds region). Postal code and mobile follow the country
 * (lib/rules/address-formats) and are stored normalised (`10431`, `6912345678`).
 */
const zLine = (max: number) => z.string().trim().min(1).max(max);

export const zPostalAddressFields = z.strictObject({
  firstName: zPersonName,
  lastName: zPersonName,
  country: z.enum(ShippingCountries),
  region: z.string().trim().max(100).optional(),
  address: zLine(200),
  city: zLine(100),
  postalCode: z.string().trim().min(1).max(10),
  mobile: z.string().trim().min(1).max(24),
});

/** Country-dependent checks on an address object (issues on `postalCode` and `mobile`), then normalisation. */
export function withAddressRules<S extends z.ZodType<z.infer<typeof zPostalAddressFields>>>(schema: S) {
  return schema
    .superRefine((a, ctx) => {
      if (!isValidPostalCode(a.country, a.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postal_code_invalid' });
      if (!isValidMobile(a.country, a.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'address_mobile_invalid' });
    })
    .transform((a) => ({ ...a, postalCode: normalisePostalCode(a.postalCode), mobile: normaliseMobile(a.country, a.mobile) ?? a.mobile }));
}

export const zPostalAddress = withAddressRules(zPostalAddressFields);
export type PostalAddress = z.output<typeof zPostalAddress>;

/** `POST /Customers/Addresses`, `PUT /Customers/Addresses/{id}`. */
export const zAddressRequest = withAddressRules(zPostalAddressFields.extend({ title: zLine(60), isDefault: z.boolean().optional() }));
export type AddressRequest = z.input<typeof zAddressRequest>;

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
