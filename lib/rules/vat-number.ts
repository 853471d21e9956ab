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
