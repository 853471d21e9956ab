/**
 * What staff may set on a partner (issue #17 item 3), as pure limits: a percentage discount up to
 * 90 % (whole percent), a fixed discount up to €1 000 per unit (cents), a quota up to 100 000
 * units per period, a registration code of 4–32 capitals, digits and dashes, and landing content up
 * to 20 000 characters per language (stored sanitised).
 */
export const DISCOUNT_LIMITS = { Percentage: 90, FixedAmount: 100_000 } as const;
export const QUOTA_LIMIT_MAX = 100_000;
/** Loyalty rates (issue #18 item 5): points per euro and cents per point up to 100, a registration's and a birthday's points up to 100 000. */
export const LOYALTY_RATE_MAX = 100;
export const LOYALTY_GIFT_MAX = 100_000;
export const CONTENT_MAX = 12_000;
export const REGISTRATION_CODE = /^[A-Z0-9-]{4,32}$/;

export type DiscountKind = keyof typeof DISCOUNT_LIMITS;

/** The error key of a discount value out of range for its kind, if it is. */
export function discountValueProblem(kind: DiscountKind, value: number): 'discount_too_high' | undefined {
  return value > DISCOUNT_LIMITS[kind] ? 'discount_too_high' : undefined;
}

/** The fields a change touched (for the audit row): before and after of each, nothing else. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}
