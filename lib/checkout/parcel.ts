import { ShippingMethods, type ShippingMethod } from '@/lib/rules/checkout-options';
import type { Parcel } from '@/lib/rules/shipping-cost';
import { shippingZoneOf } from '@/lib/rules/shipping-zone';
import { deliveryPlaceOf, type ZoneValues } from './vat-zone';

type Place = { country: string; postalCode: string };

/**
 * The parcel each shipping method would carry (decision 0088): the cart's weight, to the zone of
 * where that method takes it — the courier's address (billing, saved or new), the chosen locker's
 * postal code. A method without a place yet (no locker chosen) is priced for the mainland, the
 * price it starts from.
 */
export function checkoutParcels(values: Omit<ZoneValues, 'shippingMethod'>, addresses: readonly ({ id: number } & Place)[], grams: number): Record<ShippingMethod, Parcel> {
  const parcelFor = (method: ShippingMethod): Parcel => {
    const place = deliveryPlaceOf({ ...values, shippingMethod: method }, addresses);
    return { grams, zone: place ? shippingZoneOf(place.country, place.postalCode) : 'mainland' };
  };
  return Object.fromEntries(ShippingMethods.map((method) => [method, parcelFor(method)])) as Record<ShippingMethod, Parcel>;
}
