import type { FormFailure } from '@/lib/forms/server-errors';

/** API error keys that are about one field of the checkout form, though the API sends no `fields`. */
const FIELD_OF_ERROR: Record<string, string> = {
  store_not_found: 'storeId',
  locker_not_found: 'lockerId',
  payment_not_allowed: 'paymentMethod',
  address_not_found: 'savedAddressId',
  company_address_not_found: 'companyAddressId',
  shipping_required: 'shippingMethod',
  store_required: 'storeId',
  locker_required: 'lockerId',
  payment_required: 'paymentMethod',
};

/** The form field of a `POST /Orders` body path (`shipTo.address.city` → `shippingAddress.city`). */
export function formFieldOf(path: string): string {
  if (path.startsWith('shipTo.address.')) return `shippingAddress.${path.slice('shipTo.address.'.length)}`;
  if (path === 'shipTo.addressId') return 'savedAddressId';
  if (path === 'invoice') return 'invoice.vatNumber';
  return path;
}

/**
 * A failed `POST /Orders` in the form's terms: field paths renamed to the form's, and a field
 * error key without `fields` (e.g. 409 `store_not_found`) put on its field.
 */
export function checkoutFailure(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, string | number>> = {};
  for (const [path, key] of Object.entries(failure.fields ?? {})) {
    const field = formFieldOf(path);
    fields[field] = key;
    const p = failure.params?.[path];
    if (p) params[field] = p;
  }
  const field = FIELD_OF_ERROR[failure.key];
  if (Object.keys(fields).length === 0 && field) fields[field] = failure.key;
  return { key: failure.key, ...(Object.keys(fields).length ? { fields } : {}), ...(Object.keys(params).length ? { params } : {}) };
}

/** Every field path of the checkout form that can carry an error. */
const ADDRESS_FIELDS = ['firstName', 'lastName', 'country', 'region', 'address', 'city', 'postalCode', 'mobile'] as const;
export const CHECKOUT_FIELD_PATHS = [
  'email',
  ...ADDRESS_FIELDS.map((f) => `billing.${f}` as const),
  'documentType',
  'invoice.vatNumber',
  'invoice.companyName',
  'invoice.job',
  'invoice.irs',
  'shipTo',
  'savedAddressId',
  'companyAddressId',
  ...ADDRESS_FIELDS.map((f) => `shippingAddress.${f}` as const),
  'comments',
  'shippingMethod',
  'storeId',
  'lockerId',
  'paymentMethod',
  'cardProvider',
  'purchaseOrderNumber',
] as const;
