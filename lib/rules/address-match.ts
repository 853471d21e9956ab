/**
 * Whether two postal addresses are the same address (issue #46: the checkout remembers the address
 * typed in it, and typing the same one again must not add it to the address book twice). Compared
 * field by field after normalising what people type differently: letter case, Greek accents and
 * the final sigma, spaces, commas and full stops; postal code and mobile by their digits; an empty
 * region is none. The address book's title is not part of the address.
 */
export type ComparableAddress = {
  firstName: string;
  lastName: string;
  country: string;
  region?: string | null;
  address: string;
  city: string;
  postalCode: string;
  mobile: string;
};

const TEXT_FIELDS = ['firstName', 'lastName', 'address', 'city'] as const;
const DIGIT_FIELDS = ['postalCode', 'mobile'] as const;

/** Text as it is compared: no accents, lower case, σ for ς, punctuation and runs of spaces as one space. */
export function normaliseAddressText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[.,;·]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const digits = (text: string): string => text.replace(/\D/g, '');

export function sameAddress(a: ComparableAddress, b: ComparableAddress): boolean {
  if (a.country.trim().toUpperCase() !== b.country.trim().toUpperCase()) return false;
  if (normaliseAddressText(a.region ?? '') !== normaliseAddressText(b.region ?? '')) return false;
  if (TEXT_FIELDS.some((field) => normaliseAddressText(a[field]) !== normaliseAddressText(b[field]))) return false;
  return DIGIT_FIELDS.every((field) => digits(a[field]) === digits(b[field]));
}

/** The first address of the book that is the same as `address`, or undefined. */
export function findSameAddress<T extends ComparableAddress>(book: readonly T[], address: ComparableAddress): T | undefined {
  return book.find((entry) => sameAddress(entry, address));
}
