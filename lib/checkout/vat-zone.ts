import { vatZoneOf, type VatZone } from '@/lib/rules/vat-zone';
import type { CheckoutValues } from './form-values';

type Place = { country: string; postalCode: string };
export type ZoneValues = Pick<CheckoutValues, 'documentType' | 'shipTo' | 'savedAddressId' | 'shippingMethod' | 'locker'> & { billing: Place; shippingAddress: Place };

/**
 * The VAT zone of the checkout's values (decision 0077), worked out as the server works out the
 * order's (`resolveOrderInput`, then `vatZoneOf`): the invoice's address, and where the goods go —
 * the billing address, a saved address or a new one by courier, the locker's postal code by Box
 * Now, none at store pickup. `euVatVerified`: VIES confirmed the invoice's VAT number of another
 * member state (decision 0078). The checkout prices the summary in that zone, so the total it
 * shows is the total the server computes.
 */
export function checkoutVatZone(values: ZoneValues, addresses: readonly ({ id: number } & Place)[], euVatVerified = false): VatZone {
  return vatZoneOf({ type: values.documentType, billing: values.billing, delivery: deliveryPlaceOf(values, addresses), euVatVerified });
}

/** Where the goods go with the values' shipping method (as `resolveOrderInput` reads it); null for store pickup or before a choice. */
export function deliveryPlaceOf(values: ZoneValues, addresses: readonly ({ id: number } & Place)[]): Place | null {
  if (values.shippingMethod === 'boxnow') return values.locker ? { country: 'GR', postalCode: values.locker.postalCode } : null;
  if (values.shippingMethod !== 'courier') return null;
  if (values.shipTo === 'billing') return values.billing;
  if (values.shipTo === 'saved') return addresses.find((a) => String(a.id) === values.savedAddressId) ?? null;
  return values.shippingAddress;
}
