import type { CarrierEvent } from '@/lib/carriers/tracking';
import type { ShippingMethod } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';

/**
 * What every carrier adapter does for the shop (issue #48, decisions 0082–0083). A carrier is one
 * folder under services/carriers/ with its client, its `CarrierAdapter` and its sandbox's state;
 * registry.ts lists them. Refusals are CarrierRefusal, faults ProviderError (carrier-errors.ts).
 */
export const CarrierSlugs = ['boxnow', 'acs'] as const;
export type CarrierSlug = (typeof CarrierSlugs)[number];

export type LabelPaper = 'A4' | 'A6';

/** An order placed before parcels were weighed (decision 0088) is declared at this weight. */
export const DEFAULT_PARCEL_GRAMS = 1_000;

/** What a carrier is told about a shipment. */
export type ShippingFacts = {
  /** The shop's reference for this attempt (order number and attempt): sent once per carrier. */
  reference: string;
  orderNumber: string;
  sender: string;
  valueCents: number;
  codCents: number;
  weightKg: number;
  /** Box Now's compartment for the weight (lib/rules/shipping-cost.ts `boxnowCompartment`). */
  compartmentSize: 1 | 2 | 3;
  recipient: { name: string; street: string; postalCode: string; city: string; phone: string; email: string };
  /** The locker, for a locker carrier. */
  lockerId?: string;
};

export type CarrierAdapter = {
  slug: CarrierSlug;
  /** The shipping methods it ships. */
  ships: readonly ShippingMethod[];
  /** The parcel (its tracking number) for `facts.reference`: created, or found when the carrier already has it. */
  createParcel(deps: ApiDeps, facts: ShippingFacts): Promise<string>;
  label(deps: ApiDeps, parcelId: string, paper: LabelPaper): Promise<Uint8Array>;
  /** The page where the customer follows the parcel (the carrier's; its sandbox's without credentials). */
  trackingUrl(deps: ApiDeps, parcelId: string): string;
  cancel(deps: ApiDeps, parcelId: string): Promise<void>;
  /** The parcel's tracking events as the carrier reports them now (decision 0084). */
  track(deps: ApiDeps, parcelId: string): Promise<CarrierEvent[]>;
};
