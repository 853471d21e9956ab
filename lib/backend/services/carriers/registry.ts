import type { ShippingMethod } from '@/lib/rules/checkout-options';
import { acsCarrier } from './acs/acs-carrier';
import { boxnowCarrier } from './boxnow/boxnow-carrier';
import type { CarrierAdapter, CarrierSlug } from './carrier';

/** The carriers the shop ships with (decisions 0082–0083): a new carrier is its folder and one line here. */
export const CARRIERS: readonly CarrierAdapter[] = [boxnowCarrier, acsCarrier];

/** The carrier that ships `method`, if any (store pickup has none). */
export const carrierFor = (method: ShippingMethod): CarrierAdapter | undefined => CARRIERS.find((carrier) => carrier.ships.includes(method));

export function carrierNamed(slug: CarrierSlug): CarrierAdapter {
  const found = CARRIERS.find((carrier) => carrier.slug === slug);
  if (!found) throw new Error(`no carrier ${slug}`);
  return found;
}
