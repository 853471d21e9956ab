/**
 * A store pickup's code (issue #48 item 2, docs/decisions/0090): given when the order is ready for
 * pickup, shown by the customer at the counter, typed by staff to hand the order over. Six digits:
 * read out the same in Greek and English, typed on a phone's number pad, no letter that looks like
 * another (0/O, 1/I, Greek Ρ/Latin P). 10^6 codes: a person guessing at the counter is right once in
 * a million tries. Pure: the random number comes from the caller (crypto.randomInt).
 */
export const PICKUP_CODE_LENGTH = 6;
/** How many codes there are: the random number a code is made from is below it. */
export const PICKUP_CODE_SPACE = 10 ** PICKUP_CODE_LENGTH;

/** The code of a random whole number in [0, PICKUP_CODE_SPACE): zero-padded digits. */
export function pickupCodeFrom(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= PICKUP_CODE_SPACE) throw new RangeError('pickup code out of range');
  return String(value).padStart(PICKUP_CODE_LENGTH, '0');
}

/** Spaces of any kind, dashes and dots people put between groups, and the underscore. */
const SEPARATORS = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000._\-\u2010-\u2015\u2212]/gu;

/**
 * The code as typed, in its stored form, or undefined when it cannot be one: full-width digits
 * become ASCII (NFKC), separators go; digits have no case to fold.
 */
export function normalisePickupCode(raw: string): string | undefined {
  const code = raw.normalize('NFKC').replace(SEPARATORS, '');
  return new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`).test(code) ? code : undefined;
}

/** The code as shown and read out: two groups of three (`482 913`). */
export const formatPickupCode = (code: string): string => (code.length === PICKUP_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code);

/** Why a typed code does not hand the order over (field keys, translated in both languages). */
export const PickupCodeProblems = ['pickup_code_format', 'pickup_code_wrong'] as const;
export type PickupCodeProblem = (typeof PickupCodeProblems)[number];

/**
 * Whether `typed` is the order's code: not a code at all (`pickup_code_format`), or not this
 * order's (`pickup_code_wrong`, also when the order has none). Every character is compared, so the
 * answer's time does not tell how much of a guess was right.
 */
export function checkPickupCode(stored: string | null, typed: string): { ok: true } | { ok: false; problem: PickupCodeProblem } {
  const code = normalisePickupCode(typed);
  if (code === undefined) return { ok: false, problem: 'pickup_code_format' };
  if (stored === null || stored.length !== code.length) return { ok: false, problem: 'pickup_code_wrong' };
  let difference = 0;
  for (let i = 0; i < code.length; i += 1) difference |= code.charCodeAt(i) ^ stored.charCodeAt(i);
  return difference === 0 ? { ok: true } : { ok: false, problem: 'pickup_code_wrong' };
}
