import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { zEmail } from '@/lib/contract/field-rules';
import { zInvoiceDetails } from '@/lib/contract/invoice-details';
import { zPostalAddress } from '@/lib/contract/postal-address';
import { encodeMessage, keyResolver } from '@/lib/forms/resolver';
import type { CheckoutValues } from './form-values';
import { selectionErrors, type NotAllowed } from './selection';

/**
 * The checkout form's rules, from the contract's schemas: the contact email, the billing address
 * (postal code and mobile of its country), the invoice details (ΑΦΜ check digit) only for an
 * invoice, a shipping address only for the courier (a saved one chosen, or a new one valid: the
 * API keeps a shipping address for courier orders only). Choices (shipping, store, locker,
 * payment) are checked by `selectionErrors`, i.e. SPEC §5's `checkCheckoutSelection`. zod/mini:
 * the checkout loads these rules as it opens, to choose its opening step.
 */
export function checkoutFormSchema(values: Pick<CheckoutValues, 'documentType' | 'shipTo' | 'shippingMethod' | 'paymentMethod'>) {
  const courier = values.shippingMethod === 'courier';
  return z.object({
    email: zEmail,
    billing: zPostalAddress,
    documentType: z.unknown(),
    invoice: values.documentType === 'Invoice' ? zInvoiceDetails : z.unknown(),
    saveBilling: z.boolean(),
    shipTo: z.unknown(),
    // A radio group can hold null (react-hook-form, once its inputs unmount with none checked):
    // radio values are read as choices (null: not chosen), never checked for their type here.
    savedAddressId: courier && values.shipTo === 'saved' ? z.string({ message: 'required' }).check(z.minLength(1)) : z.unknown(),
    companyAddressId: courier && values.shipTo === 'company' ? z.string({ message: 'required' }).check(z.minLength(1)) : z.unknown(),
    shippingAddress: courier && values.shipTo === 'new' ? zPostalAddress : z.unknown(),
    saveAddress: z.boolean(),
    comments: z.string().check(z.trim(), z.maxLength(1000)),
    shippingMethod: z.unknown(),
    storeId: z.unknown(),
    lockerId: z.unknown(),
    locker: z.unknown(),
    paymentMethod: z.unknown(),
    cardProvider: z.unknown(),
    // The purchase-order number (issue #50): 1–40 characters with payment on account, at most 40 otherwise.
    purchaseOrderNumber:
      values.paymentMethod === 'on_account' ? z.string({ message: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(40)) : z.string().check(z.trim(), z.maxLength(40)),
  });
}

/** The form's resolver: the schema's keys and the selection keys, field by field (message keys, as the API's). */
export function checkoutResolver(notAllowed: NotAllowed): Resolver<CheckoutValues> {
  return async (values, context, options) => {
    const result = await keyResolver(checkoutFormSchema(values))(values, context, options as never);
    const selection = Object.entries(selectionErrors(values, notAllowed));
    if (selection.length === 0) return result.errors && Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as FieldErrors<CheckoutValues> } : { values, errors: {} };
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [field, key] of selection) errors[field] = { type: 'selection', message: encodeMessage({ key }) };
    return { values: {}, errors: errors as FieldErrors<CheckoutValues> };
  };
}

/** Whether the form's values pass every rule (without showing anything): for steps opened by URL. */
export function invalidFieldPaths(values: CheckoutValues, notAllowed: NotAllowed): string[] {
  const parsed = checkoutFormSchema(values).safeParse(values);
  const paths = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  return [...paths, ...Object.keys(selectionErrors(values, notAllowed))];
}
