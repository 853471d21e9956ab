import { splitEuVatNumber } from '@/lib/vies/vies-rest';

/**
 * Greek VAT number (ΑΦΜ, DESIGN §5): nine digits, the last a check digit. Each of the first
 * eight digits is weighted by 2^(8 − index); the weighted sum mod 11, then mod 10, must equal
 * the ninth digit. All zeros is not a number anyone has. Spaces and an `EL`/`GR` prefix are allowed.
 */
export function normaliseVatNumber(input: string): string {
  return input.replace(/\s+/g, '').replace(/^(EL|GR)/i, '');
}

/** What is wrong with an ΑΦΜ, as a message key: not exactly nine digits, or a wrong check digit. */
export type VatNumberProblem = 'vat_number_length' | 'vat_number_check_digit';

export function vatNumberProblem(input: string): VatNumberProblem | undefined {
  const digits = normaliseVatNumber(input);
  if (!/^\d{9}$/.test(digits)) return 'vat_number_length';
  if (digits === '000000000') return 'vat_number_check_digit';
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(digits[8]) ? undefined : 'vat_number_check_digit';
}

export function isValidGreekVatNumber(input: string): boolean {
  return vatNumberProblem(input) === undefined;
}

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
