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
} & Record<IssuerField, string>;

/** The partner's own issuer (decision 0074), flat: every one empty is the shop's issuer. */
export const ISSUER_FIELDS = ['issuerNameEl', 'issuerNameEn', 'issuerAddressEl', 'issuerAddressEn', 'issuerVatNumber', 'issuerTaxOffice', 'issuerRegistryNumber', 'issuerPhone', 'issuerEmail'] as const;
export type IssuerField = (typeof ISSUER_FIELDS)[number];

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
  issuerNameEl: p.issuer?.name.el ?? '',
  issuerNameEn: p.issuer?.name.en ?? '',
  issuerAddressEl: p.issuer?.address.el ?? '',
  issuerAddressEn: p.issuer?.address.en ?? '',
  issuerVatNumber: p.issuer?.vatNumber ?? '',
  issuerTaxOffice: p.issuer?.taxOffice ?? '',
  issuerRegistryNumber: p.issuer?.registryNumber ?? '',
  issuerPhone: p.issuer?.phone ?? '',
  issuerEmail: p.issuer?.email ?? '',
});

/** The issuer the form asks for: none when every field is empty, else all of it as typed (the API says what is wrong). */
function issuerRequest(v: PartnerFormValues) {
  if (ISSUER_FIELDS.every((f) => v[f].trim() === '')) return null;
  return {
    name: { el: v.issuerNameEl, en: v.issuerNameEn },
    address: { el: v.issuerAddressEl, en: v.issuerAddressEn },
    vatNumber: v.issuerVatNumber,
    taxOffice: v.issuerTaxOffice,
    registryNumber: v.issuerRegistryNumber,
    phone: v.issuerPhone,
    email: v.issuerEmail,
  };
}

const LOYALTY_FIELDS = ['loyaltyPointsPerEuro', 'loyaltyRegisterPoints', 'loyaltyBirthdayPoints', 'loyaltyCentsPerPoint'] as const;
const FIELDS: readonly (keyof PartnerFormValues)[] = ['registrationCode', 'discountKind', 'discountValue', 'quotaLimit', 'quotaPeriod', 'freeDeliveryThreshold', ...LOYALTY_FIELDS, 'quoteFloorMarginPercent', 'contentEl', 'contentEn', ...ISSUER_FIELDS];

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
    issuer: issuerRequest(values),
    expectedFingerprint: fingerprint,
  };
}

/** The form field of an API field key (`content.el` → `contentEl`). */
export function formFieldOf(apiField: string): keyof PartnerFormValues | undefined {
  const issuer = /^issuer\.(name|address)\.(el|en)$/.exec(apiField) ?? /^issuer\.(\w+)$/.exec(apiField);
  const camel = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const name = apiField === 'content.el' ? 'contentEl' : apiField === 'content.en' ? 'contentEn' : issuer ? `issuer${camel(issuer[1]!)}${issuer[2] ? camel(issuer[2]) : ''}` : apiField;
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof PartnerFormValues) : undefined;
}
