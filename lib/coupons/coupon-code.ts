/**
 * A coupon code as the shop keeps it (issue #18 item 4): what a customer types is forgiven its
 * spaces, case and Greek keyboard (the Greek capitals that look like Latin ones are read as those:
 * "welcome 10", "Welcome10" and "WΕLCOMΕ10" with Greek Ε are one code). Codes are A–Z, 0–9 and
 * hyphens, 3 to 32 long.
 */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;
/** Most characters a typed code may have before it is read (spaces included). */
export const COUPON_INPUT_MAX = 64;

const GREEK_LOOKALIKES: Record<string, string> = { Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X' };

/** The code a typed text names, or undefined when it cannot be one. */
export function normalizeCouponCode(typed: string): string | undefined {
  if (typed.length > COUPON_INPUT_MAX) return undefined;
  const code = typed
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[\u0391-\u03A9]/g, (letter) => GREEK_LOOKALIKES[letter] ?? letter)
    .replace(/[\u2010-\u2015\u2212]/g, '-');
  return COUPON_CODE.test(code) ? code : undefined;
}
