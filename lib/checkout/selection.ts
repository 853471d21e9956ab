import type { CheckoutOptions } from '@/lib/contract/checkout';
import { checkCheckoutSelection, type PaymentMethod, type ShippingMethod } from '@/lib/rules/checkout-options';
import type { CheckoutValues } from './form-values';

export type NotAllowed = CheckoutOptions['notAllowed'];

/** Whether a payment method may go with a shipping method, as `GET /Checkout/Options` says (COD with a locker may not). */
export function isPaymentOffered(notAllowed: NotAllowed, shipping: ShippingMethod | '', payment: PaymentMethod): boolean {
  return !notAllowed.some((rule) => rule.shipping === shipping && rule.payment === payment);
}

type SelectionField = 'shippingMethod' | 'storeId' | 'lockerId' | 'paymentMethod' | 'cardProvider';

/**
 * The choices of the form that must be made before placing an order, by field: SPEC §5's four
 * errors (`checkCheckoutSelection`), a card provider for a card payment, and a payment method
 * that goes with the chosen shipping method.
 */
export function selectionErrors(values: Pick<CheckoutValues, SelectionField>, notAllowed: NotAllowed): Partial<Record<SelectionField, string>> {
  const errors: Partial<Record<SelectionField, string>> = {
    ...checkCheckoutSelection({
      shippingMethod: values.shippingMethod || undefined,
      storeId: Number(values.storeId) || null,
      lockerId: values.lockerId || null,
      paymentMethod: values.paymentMethod || undefined,
    }),
  };
  if (values.paymentMethod === 'card' && !values.cardProvider) errors.cardProvider = 'required';
  if (values.paymentMethod && !errors.paymentMethod && !isPaymentOffered(notAllowed, values.shippingMethod, values.paymentMethod)) {
    errors.paymentMethod = 'payment_not_allowed';
  }
  return errors;
}
