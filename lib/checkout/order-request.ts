import type { PlaceOrderRequest } from '@/lib/contract/checkout';
import type { AddressValues, CheckoutValues } from './form-values';

type PostalAddressBody = PlaceOrderRequest['billing'];

const address = (a: AddressValues): PostalAddressBody => ({
  firstName: a.firstName.trim(),
  lastName: a.lastName.trim(),
  country: a.country,
  ...(a.region.trim() ? { region: a.region.trim() } : {}),
  address: a.address.trim(),
  city: a.city.trim(),
  postalCode: a.postalCode.trim(),
  mobile: a.mobile.trim(),
});

/**
 * The `POST /Orders` body from the form's values: only what the choices need (the invoice only
 * for an invoice, a shipping address only for the courier, the store only for store pickup, the
 * locker only for Box Now, the provider only for a card, a purchase-order number when one was
 * typed), and `expectedTotal`, the total the
 * customer saw in the summary.
 */
export function toPlaceOrderRequest(values: CheckoutValues, expectedTotal: number): PlaceOrderRequest {
  const courier = values.shippingMethod === 'courier';
  const shipTo: PlaceOrderRequest['shipTo'] =
    courier && values.shipTo === 'saved'
      ? { kind: 'saved', addressId: Number(values.savedAddressId) }
      : courier && values.shipTo === 'new'
        ? { kind: 'new', address: address(values.shippingAddress), ...(values.saveAddress ? { save: true } : {}) }
        : courier && values.shipTo === 'company'
          ? { kind: 'company', addressId: Number(values.companyAddressId) }
          : { kind: 'billing' };
  const comments = values.comments.trim();
  const purchaseOrderNumber = values.purchaseOrderNumber.trim();
  const invoice = values.documentType === 'Invoice';
  return {
    email: values.email.trim(),
    documentType: invoice ? 'Invoice' : 'Receipt',
    ...(invoice
      ? {
          invoice: {
            vatNumber: values.invoice.vatNumber.trim(),
            companyName: values.invoice.companyName.trim(),
            job: values.invoice.job.trim(),
            irs: values.invoice.irs.trim(),
          },
        }
      : {}),
    billing: address(values.billing),
    ...(values.saveBilling ? { saveBilling: true } : {}),
    shipTo,
    shippingMethod: values.shippingMethod as PlaceOrderRequest['shippingMethod'],
    ...(values.shippingMethod === 'store_pickup' ? { storeId: Number(values.storeId) } : {}),
    ...(values.shippingMethod === 'boxnow' ? { lockerId: values.lockerId } : {}),
    paymentMethod: values.paymentMethod as PlaceOrderRequest['paymentMethod'],
    ...(values.paymentMethod === 'card' && values.cardProvider ? { cardProvider: values.cardProvider } : {}),
    ...(comments ? { comments } : {}),
    ...(purchaseOrderNumber ? { purchaseOrderNumber } : {}),
    expectedTotal,
  };
}
