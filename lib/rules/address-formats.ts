/**
 * Address formats (DESIGN §5): postal codes and mobile numbers of the countries the shop
 * delivers to. Greece: postal code five digits 10000–85999 (written `123 45` too), mobile
 * `69` + 8 digits; Cyprus: postal code four digits, mobile `9` + 7 digits. A mobile may carry
 * the country code (`+30`, `0030`, `+357`, `00357`) and spaces, dashes or dots.
 */
export const ShippingCountries = ['GR', 'CY'] as const;
export type ShippingCountry = (typeof ShippingCountries)[number];

const COUNTRY_CODES: Record<ShippingCountry, string> = { GR: '30', CY: '357' };

export function normalisePostalCode(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isValidPostalCode(country: ShippingCountry, input: string): boolean {
  const code = normalisePostalCode(input);
  return country === 'GR' ? /^[1-8]\d{4}$/.test(code) : /^[1-9]\d{3}$/.test(code);
}

/** The national number of a mobile (no country code, no separators), or undefined when it is not one. */
export function normaliseMobile(country: ShippingCountry, input: string): string | undefined {
  let digits = input.trim().replace(/[\s.-]/g, '');
  const cc = COUNTRY_CODES[country];
  if (digits.startsWith(`+${cc}`)) digits = digits.slice(cc.length + 1);
  else if (digits.startsWith(`00${cc}`)) digits = digits.slice(cc.length + 2);
  const valid = country === 'GR' ? /^69\d{8}$/.test(digits) : /^9\d{7}$/.test(digits);
  return valid ? digits : undefined;
}

export function isValidMobile(country: ShippingCountry, input: string): boolean {
  return normaliseMobile(country, input) !== undefined;
}
