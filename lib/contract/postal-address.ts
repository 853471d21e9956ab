import * as z from 'zod/mini';
import { isValidMobile, isValidPostalCode, normaliseMobile, normalisePostalCode, ShippingCountries } from '@/lib/rules/address-formats';
import { zLine, zPersonName } from './field-rules';

/**
 * Postal addresses (SPEC §2 address form: title, first name, last name, country, address, city,
 * postal code, mobile; SPEC §3 checkout adds region). Postal code and mobile follow the country
 * (lib/rules/address-formats) and are stored normalised (`10431`, `6912345678`). zod/mini, as
 * ./field-rules.ts: the checkout and the address form load these rules in the browser.
 */
const zPostalAddressFields = z.strictObject({
  firstName: zPersonName,
  lastName: zPersonName,
  country: z.enum(ShippingCountries),
  region: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  address: zLine(200),
  city: zLine(100),
  postalCode: zLine(10),
  mobile: zLine(24),
});
type PostalAddressFields = z.output<typeof zPostalAddressFields>;

/** Country-dependent checks on an address object (issues on `postalCode` and `mobile`), then normalisation. */
function withAddressRules<S extends z.ZodMiniType<PostalAddressFields>>(schema: S) {
  type Fields = z.output<S>;
  const checked = schema.check(
    z.superRefine((a: Fields, ctx) => {
      if (!isValidPostalCode(a.country, a.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postal_code_invalid' });
      if (!isValidMobile(a.country, a.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'address_mobile_invalid' });
    }),
  );
  return z.pipe(
    checked,
    z.transform((a: Fields) => ({ ...a, postalCode: normalisePostalCode(a.postalCode), mobile: normaliseMobile(a.country, a.mobile) ?? a.mobile })),
  );
}

export const zPostalAddress = withAddressRules(zPostalAddressFields);
export type PostalAddress = z.output<typeof zPostalAddress>;

/** `POST /Customers/Addresses`, `PUT /Customers/Addresses/{id}`. */
export const zAddressRequest = withAddressRules(z.extend(zPostalAddressFields, { title: zLine(60), isDefault: z.optional(z.boolean()) }));
export type AddressRequest = z.input<typeof zAddressRequest>;
