/**
 * Greek VAT number (ΑΦΜ, DESIGN §5): nine digits, the last a check digit. Each of the first
 * eight digits is weighted by 2^(9 − position); the weighted sum mod 11, then mod 10, must equal
 * the ninth digit. All zeros is not a number anyone has. Spaces and an `EL`/`GR` prefix are allowed.
 */
export function normaliseVatNumber(input: string): string {
  return input.replace(/\s+/g, '').replace(/^(EL|GR)/i, '');
}

export function isValidGreekVatNumber(input: string): boolean {
  const digits = normaliseVatNumber(input);
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(digits[8]);
}
