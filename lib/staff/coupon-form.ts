import type { CouponRequest, StaffCoupon } from '@/lib/contract/coupons';
import { athensLocalToIso, isoToAthensLocal } from './athens-time';

/**
 * The coupon form's values as typed (text), and the request they make (issue #18 item 4). Pure:
 * the form keeps exactly what was typed when the API refuses it. A fixed amount is typed in euros
 * and sent as cents; a percentage in whole percent; a buy-one-get-one coupon has no value.
 */
export type CouponFormValues = {
  code: string;
  kind: string;
  value: string;
  policy: string;
  /** 'on' when checked, '' when not (an HTML checkbox). */
  active: string;
  /** `YYYY-MM-DDTHH:mm` in the shop's time (Athens); empty: no start. */
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  perCustomerLimit: string;
  email: string;
};

export type CouponFormState = {
  values: CouponFormValues;
  errors: Partial<Record<keyof CouponFormValues, string>>;
  notice?: { kind: 'error'; text: string };
};

const FIELDS: readonly (keyof CouponFormValues)[] = ['code', 'kind', 'value', 'policy', 'active', 'startsAt', 'endsAt', 'maxRedemptions', 'perCustomerLimit', 'email'];

export const emptyCouponValues: CouponFormValues = { code: '', kind: 'Percentage', value: '', policy: 'Additive', active: 'on', startsAt: '', endsAt: '', maxRedemptions: '', perCustomerLimit: '1', email: '' };

/** Cents as euros typed the shop's way (`12.5` → "12.50"). */
export const centsToEuros = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Euros typed with a comma or a point and at most two decimals, as cents; anything else stays text (the API refuses it by field). */
export function eurosToCents(text: string): number | string {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!m) return text;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const couponValuesOf = (c: StaffCoupon): CouponFormValues => ({
  code: c.code,
  kind: c.kind,
  value: c.kind === 'FixedAmount' ? centsToEuros(c.value) : c.kind === 'Bogo' ? '' : String(c.value),
  policy: c.policy,
  active: c.active ? 'on' : '',
  startsAt: c.startsAt ? isoToAthensLocal(c.startsAt) : '',
  endsAt: c.endsAt ? isoToAthensLocal(c.endsAt) : '',
  maxRedemptions: c.maxRedemptions === null ? '' : String(c.maxRedemptions),
  perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
  email: c.email ?? '',
});

export function readCouponForm(form: FormData): CouponFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 300) : '';
  };
  return Object.fromEntries(FIELDS.map((f) => [f, text(f)])) as CouponFormValues;
}

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);
const optional = <T>(text: string, read: (t: string) => T): T | null => (text.trim() === '' ? null : read(text.trim()));

/** The API request; numbers that are not numbers stay text, so the API names the field. */
export function toCouponRequest(v: CouponFormValues): Record<keyof CouponRequest, unknown> {
  return {
    code: v.code.trim(),
    kind: v.kind,
    value: v.kind === 'Bogo' ? 0 : v.kind === 'FixedAmount' ? eurosToCents(v.value) : whole(v.value),
    policy: v.policy,
    active: v.active === 'on',
    startsAt: optional(v.startsAt, athensLocalToIso),
    endsAt: optional(v.endsAt, athensLocalToIso),
    maxRedemptions: optional(v.maxRedemptions, whole),
    perCustomerLimit: optional(v.perCustomerLimit, whole),
    email: optional(v.email, (t) => t),
  };
}

/** The form field of an API field key (they are the same names). */
export const couponFieldOf = (apiField: string): keyof CouponFormValues | undefined => ((FIELDS as readonly string[]).includes(apiField) ? (apiField as keyof CouponFormValues) : undefined);
