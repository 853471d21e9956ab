import type { ShippingZone } from './shipping-zone';

/**
 * What shipping costs (issue #48 item 6, decision 0088), in cents, gross (VAT in), for a parcel of
 * a weight to a zone (lib/rules/shipping-zone.ts):
 *
 * - **Courier** (ACS): the base price for up to 2 kg, and a price for each further kilogram or part
 *   of one; the islands add theirs, Cyprus its own, and the places the carriers call hard to reach
 *   their surcharge.
 * - **Box Now**: a price per locker compartment, the compartment chosen by the parcel's weight
 *   (small up to 2 kg, medium up to 5 kg, large up to 20 kg: the products carry a weight and no
 *   dimensions); a locker on an island adds the islands' price. Box Now takes no parcel over 20 kg,
 *   so it is not offered for one.
 * - **Store pickup**: free.
 *
 * From the free-delivery threshold (the goods, gross, after discounts) the shop pays the delivery —
 * base, weight and islands — but not what a carrier adds for a hard-to-reach place or Cyprus,
 * which is shown apart so the shopper sees why something is still charged.
 */
export type ShippingTariff = {
  /** Courier, up to COURIER_INCLUDED_GRAMS. */
  courierCents: number;
  /** Courier, each further kilogram or part of one. */
  courierExtraKgCents: number;
  /** Box Now's small, medium and large compartments. */
  boxnowCents: number;
  boxnowMediumCents: number;
  boxnowLargeCents: number;
  /** Added for the islands: by courier, and for a locker there. */
  islandsCents: number;
  boxnowIslandsCents: number;
  /** Added by the carrier, never waived: a hard-to-reach place, Cyprus. */
  remoteCents: number;
  cyprusCents: number;
};

export type Parcel = { grams: number; zone: ShippingZone };

/** A parcel that costs the base price: what a method costs "from". */
export const LIGHT_MAINLAND_PARCEL: Parcel = { grams: 0, zone: 'mainland' };

export const COURIER_INCLUDED_GRAMS = 2_000;

/** Box Now's compartments (its `compartmentSize` 1–3) by the most a parcel in them may weigh. */
export const BOXNOW_COMPARTMENTS = [
  { size: 1, maxGrams: 2_000 },
  { size: 2, maxGrams: 5_000 },
  { size: 3, maxGrams: 20_000 },
] as const;
export type BoxnowCompartment = (typeof BOXNOW_COMPARTMENTS)[number]['size'];

/** The compartment a parcel needs, or undefined when it is over Box Now's 20 kg. */
export function boxnowCompartment(grams: number): BoxnowCompartment | undefined {
  return BOXNOW_COMPARTMENTS.find((c) => grams <= c.maxGrams)?.size;
}

/**
 * A method's price for a parcel: `cents` in all; `surchargeCents`, the carrier's part that the
 * free-delivery threshold does not waive (named by `surcharge`); `available` false when the method
 * cannot take the parcel (Box Now over 20 kg, a locker in Cyprus or a hard-to-reach place).
 */
export type ShippingQuote = {
  cents: number;
  available: boolean;
  surcharge: 'remote' | 'cyprus' | null;
  surchargeCents: number;
  compartment?: BoxnowCompartment;
};

const FREE: ShippingQuote = { cents: 0, available: true, surcharge: null, surchargeCents: 0 };

export function shippingQuote(
  method: 'courier' | 'store_pickup' | 'boxnow',
  parcel: Parcel,
  goodsTotalCents: number,
  rates: ShippingTariff & { freeDeliveryThresholdCents: number },
): ShippingQuote {
  if (method === 'store_pickup') return FREE;
  const free = goodsTotalCents >= rates.freeDeliveryThresholdCents;
  const grams = Math.max(0, parcel.grams);
  if (method === 'boxnow') {
    const compartment = boxnowCompartment(grams);
    if (!compartment || parcel.zone === 'cyprus' || parcel.zone === 'remote') return { ...FREE, available: false };
    const size = [rates.boxnowCents, rates.boxnowMediumCents, rates.boxnowLargeCents][compartment - 1]!;
    const islands = parcel.zone === 'islands' ? rates.boxnowIslandsCents : 0;
    return { ...FREE, cents: free ? 0 : size + islands, compartment };
  }
  const extraKg = Math.ceil(Math.max(0, grams - COURIER_INCLUDED_GRAMS) / 1_000);
  const delivery = rates.courierCents + extraKg * rates.courierExtraKgCents + (parcel.zone === 'islands' ? rates.islandsCents : 0);
  const surcharge = parcel.zone === 'remote' ? 'remote' : parcel.zone === 'cyprus' ? 'cyprus' : null;
  const surchargeCents = surcharge === 'remote' ? rates.remoteCents : surcharge === 'cyprus' ? rates.cyprusCents : 0;
  return { cents: (free ? 0 : delivery) + surchargeCents, available: true, surcharge, surchargeCents };
}
