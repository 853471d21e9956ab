import { splitEuVatNumber } from '@/lib/vies/vies-rest';

/**
 * An invoice's VAT number is another member state's when it starts with that state's letters
 * (CY10259033P; decision 0078); a Greek ΑΦΜ is nine digits, with or without EL/GR before them.
 */
export function isForeignVatNumber(input: string): boolean {
  const compact = input.replace(/[\s.\-]/g, '').toUpperCase();
  return /^[A-Z]{2}/.test(compact) && !/^(EL|GR)/.test(compact);
}

/** Another member state's VAT number as the shop keeps it (country and number, e.g. CY10259033P), or undefined when it is not one. */
export function foreignVatNumber(input: string): string | undefined {
  if (!isForeignVatNumber(input)) return undefined;
  const split = splitEuVatNumber(input);
  return split && split.countryCode !== 'EL' ? `${split.countryCode}${split.number}` : undefined;
}
