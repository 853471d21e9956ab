/**
 * The company console forms' values (issue #50): euros typed in a form (`150`, `150,5`, `1.234,50`,
 * `1234.50`) as integer cents and back, and each form's fields as the operations API's body. A
 * value that is not a number is sent as typed, so the API refuses it with the field's key and the
 * form comes back with it; an empty optional number is null (none). Pure.
 */
const EUROS = /^(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;
const EUROS_EN = /^(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a euro amount as typed; undefined when it is not one. Greek (`1.234,50`) and English (`1,234.50`) grouping both read. */
export function eurosToCents(text: string): number | undefined {
  const value = text.trim().replace(/\s*€\s*/g, '');
  const match = EUROS.exec(value) ?? EUROS_EN.exec(value);
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/[.,\s]/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0') || 0);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Cents as a form's euro value: `1234,50` in Greek, `1234.50` in English; empty for none. */
export function centsToEuros(cents: number | null, lang: 'el' | 'en'): string {
  if (cents === null) return '';
  const text = (cents / 100).toFixed(2);
  return lang === 'el' ? text.replace('.', ',') : text;
}

/** A form's euro field as the API takes it: cents, null when empty and `optional`, else the text as typed (refused by the API). */
export function centsField(text: string, optional: boolean): number | null | string {
  if (text.trim() === '') return optional ? null : text;
  return eurosToCents(text) ?? text;
}

/** A whole-number field: the number, null when empty, else the text as typed. */
export function wholeField(text: string): number | null | string {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}

export type SettingsValues = { name: string; vatNumber: string; taxOffice: string; activity: string; approvalThreshold: string; paymentTermsDays: string; creditLimit: string };
export const SETTINGS_FIELDS = ['name', 'vatNumber', 'taxOffice', 'activity', 'approvalThreshold', 'paymentTermsDays', 'creditLimit'] as const satisfies readonly (keyof SettingsValues)[];

/** PUT /staff/companies/:id from the settings form. */
export function settingsBody(values: SettingsValues, expectedVersion: string) {
  return {
    name: values.name,
    vatNumber: values.vatNumber,
    taxOffice: values.taxOffice,
    activity: values.activity,
    approvalThresholdCents: centsField(values.approvalThreshold, true),
    paymentTermsDays: wholeField(values.paymentTermsDays),
    creditLimitCents: centsField(values.creditLimit, true) ?? 0,
    expectedVersion: Number(expectedVersion),
  };
}

/** The form field an API field key belongs to (the API names cents, the forms euros). */
export const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  approvalThresholdCents: 'approvalThreshold',
  creditLimitCents: 'creditLimit',
  amountCents: 'amount',
};

/** `name:key,…` of the API's field keys (as the form's field names) for a failure's URL; undefined when none. */
export function fieldsQuery(fields: Record<string, string> | undefined): string | undefined {
  const pairs = Object.entries(fields ?? {})
    .map(([name, key]) => [FORM_FIELD_OF[name] ?? name, key] as const)
    .filter(([name, key]) => /^[a-zA-Z]{1,30}$/.test(name) && /^[a-z_]{1,60}$/.test(key));
  return pairs.length ? pairs.map(([name, key]) => `${name}:${key}`).join(',') : undefined;
}

/** The field keys back from a failure's URL. */
export function fieldsFromQuery(raw: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',').slice(0, 12)) {
    const [name, key] = pair.split(':');
    if (name && key && /^[a-zA-Z]{1,30}$/.test(name) && /^[a-z_]{1,60}$/.test(key)) fields[name] = key;
  }
  return fields;
}
