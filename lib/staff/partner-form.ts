import type { PartnerSettingsRequest, StaffPartner } from '@/lib/contract/staff-partners';

/**
 * The partner settings form's values as typed (text), and the request they make. Pure: the form
 * keeps exactly what was typed when the API refuses it.
 */
export type PartnerFormValues = {
  registrationCode: string;
  discountKind: string;
  discountValue: string;
  quotaLimit: string;
  quotaPeriod: string;
  /** Cents; empty: the shop's default. */
  freeDeliveryThreshold: string;
  loyaltyPointsPerEuro: string;
  loyaltyRegisterPoints: string;
  loyaltyBirthdayPoints: string;
  loyaltyCentsPerPoint: string;
  /** Whole percent (issue #44 item 7). */
  quoteFloorMarginPercent: string;
  contentEl: string;
  contentEn: string;
};

export type PartnerFormState = {
  values: PartnerFormValues;
  fingerprint: string;
  /** Translated message per field. */
  errors: Partial<Record<keyof PartnerFormValues, string>>;
  /** A translated message for the whole form (saved, or why not). */
  notice?: { kind: 'success' | 'error'; text: string };
};

export const formValuesOf = (p: StaffPartner): PartnerFormValues => ({
  registrationCode: p.registrationCode,
  discountKind: p.discountKind,
  discountValue: String(p.discountValue),
  quotaLimit: String(p.quotaLimit),
  quotaPeriod: p.quotaPeriod,
  freeDeliveryThreshold: p.freeDeliveryThreshold === null ? '' : String(p.freeDeliveryThreshold),
  loyaltyPointsPerEuro: String(p.loyaltyPointsPerEuro),
  loyaltyRegisterPoints: String(p.loyaltyRegisterPoints),
  loyaltyBirthdayPoints: String(p.loyaltyBirthdayPoints),
  loyaltyCentsPerPoint: String(p.loyaltyCentsPerPoint),
  quoteFloorMarginPercent: String(p.quoteFloorMarginPercent),
  contentEl: p.content.el,
  contentEn: p.content.en,
});

const LOYALTY_FIELDS = ['loyaltyPointsPerEuro', 'loyaltyRegisterPoints', 'loyaltyBirthdayPoints', 'loyaltyCentsPerPoint'] as const;
const FIELDS: readonly (keyof PartnerFormValues)[] = ['registrationCode', 'discountKind', 'discountValue', 'quotaLimit', 'quotaPeriod', 'freeDeliveryThreshold', ...LOYALTY_FIELDS, 'quoteFloorMarginPercent', 'contentEl', 'contentEn'];

export function readPartnerForm(form: FormData): PartnerFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 20_000) : '';
  };
  return Object.fromEntries(FIELDS.map((f) => [f, text(f)])) as PartnerFormValues;
}

/** The API request (numbers stay text when they are not numbers: the API says which field is wrong). */
export function toSettingsRequest(values: PartnerFormValues, fingerprint: string): Record<keyof PartnerSettingsRequest, unknown> {
  const number = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);
  return {
    registrationCode: values.registrationCode,
    discountKind: values.discountKind,
    discountValue: number(values.discountValue),
    quotaLimit: number(values.quotaLimit),
    quotaPeriod: values.quotaPeriod,
    freeDeliveryThreshold: values.freeDeliveryThreshold.trim() === '' ? null : number(values.freeDeliveryThreshold),
    loyaltyPointsPerEuro: number(values.loyaltyPointsPerEuro),
    loyaltyRegisterPoints: number(values.loyaltyRegisterPoints),
    loyaltyBirthdayPoints: number(values.loyaltyBirthdayPoints),
    loyaltyCentsPerPoint: number(values.loyaltyCentsPerPoint),
    quoteFloorMarginPercent: number(values.quoteFloorMarginPercent),
    content: { el: values.contentEl, en: values.contentEn },
    expectedFingerprint: fingerprint,
  };
}

/** The form field of an API field key (`content.el` → `contentEl`). */
export function formFieldOf(apiField: string): keyof PartnerFormValues | undefined {
  const name = apiField === 'content.el' ? 'contentEl' : apiField === 'content.en' ? 'contentEn' : apiField;
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof PartnerFormValues) : undefined;
}
