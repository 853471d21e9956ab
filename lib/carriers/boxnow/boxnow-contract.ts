import { z } from 'zod';

/**
 * Box Now's partner API as its OpenAPI description (v1.65) publishes it (issue #48, decision 0082),
 * the parts the shop uses: the token (`POST /api/v1/auth-sessions`, a JSON body), a delivery
 * request to a locker (`POST /api/v1/delivery-requests`), parcels by order number
 * (`GET /api/v1/parcels?orderNumber=`), a parcel's label (`GET /api/v1/parcels/{id}/label.pdf`) and
 * its cancellation (`POST /api/v1/parcels/{id}:cancel`). Pure: what is sent is built here, what
 * comes back is read here, by the adapter and by the sandbox alike.
 */

/** Money as Box Now takes it: a string with two decimals ("42.00"). */
export function boxnowMoney(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`an amount in cents must be a whole number ≥ 0, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A phone in the international form Box Now requires (+30…): a Greek number without its code gets it; undefined when it is not a phone. */
export function internationalPhone(input: string): string | undefined {
  const compact = input.replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact.startsWith('+') ? compact : /^[26]\d{9}$/.test(compact) ? `+30${compact}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : undefined;
}

/** The compartment sizes: 1 small (8 cm high), 2 medium (17 cm), 3 large (36 cm), all 60 × 45 cm. */
export const CompartmentSizes = [1, 2, 3] as const;
export type CompartmentSize = (typeof CompartmentSizes)[number];

/** The heaviest parcel a locker takes (kg). */
export const BOXNOW_MAX_WEIGHT_KG = 20;

/** What the shop ships to a locker: its own reference (unique per shipment), the goods' value, cash to collect, the customer, the locker and the parcels. */
export type LockerShipment = {
  reference: string;
  valueCents: number;
  /** Cash on delivery to collect at the locker; 0 when paid. */
  codCents: number;
  recipient: { name: string; phone: string; email: string };
  lockerId: string;
  parcels: readonly { id: string; name: string; weightKg?: number; compartmentSize: CompartmentSize }[];
};

export const zBoxnowDeliveryRequest = z.object({
  orderNumber: z.string().min(1).max(100),
  invoiceValue: z.string().regex(/^\d+\.\d{2}$/),
  paymentMode: z.enum(['prepaid', 'cod']),
  amountToBeCollected: z.string().regex(/^\d+\.\d{2}$/),
  allowReturn: z.boolean().optional(),
  origin: z.object({ locationId: z.string().min(1), contactNumber: z.string().optional(), contactEmail: z.string().optional(), contactName: z.string().optional() }),
  destination: z.object({ locationId: z.string().min(1), contactNumber: z.string().min(1), contactEmail: z.string().min(1), contactName: z.string().min(1) }),
  items: z.array(z.object({ id: z.string().optional(), name: z.string().max(1000).optional(), value: z.string().regex(/^\d+\.\d{2}$/), weight: z.number().optional(), compartmentSize: z.number().int().optional() })).min(1),
});
export type BoxnowDeliveryRequest = z.infer<typeof zBoxnowDeliveryRequest>;

/** The delivery request for `shipment`, picked up at `originLocationId`. A phone Box Now would refuse: RangeError. */
export function boxnowDeliveryRequest(shipment: LockerShipment, originLocationId: string): BoxnowDeliveryRequest {
  const phone = internationalPhone(shipment.recipient.phone);
  if (!phone) throw new RangeError(`"${shipment.recipient.phone}" is not a phone Box Now takes`);
  const share = (i: number) => Math.floor(shipment.valueCents / shipment.parcels.length) + (i === 0 ? shipment.valueCents % shipment.parcels.length : 0);
  return {
    orderNumber: shipment.reference,
    invoiceValue: boxnowMoney(shipment.valueCents),
    paymentMode: shipment.codCents > 0 ? 'cod' : 'prepaid',
    amountToBeCollected: boxnowMoney(shipment.codCents),
    allowReturn: true,
    origin: { locationId: originLocationId },
    destination: { locationId: shipment.lockerId, contactNumber: phone, contactEmail: shipment.recipient.email, contactName: shipment.recipient.name },
    items: shipment.parcels.map((parcel, i) => ({ id: parcel.id, name: parcel.name.slice(0, 1000), value: boxnowMoney(share(i)), ...(parcel.weightKg !== undefined ? { weight: Math.round(parcel.weightKg * 100) / 100 } : {}), compartmentSize: parcel.compartmentSize })),
  };
}

export const zBoxnowToken = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number().positive() });
export const zBoxnowDeliveryResponse = z.object({ id: z.string().min(1), parcels: z.array(z.object({ id: z.string().min(1) })).min(1) });
export type BoxnowDeliveryResponse = z.infer<typeof zBoxnowDeliveryResponse>;

/** The parcel states (ParcelState) and event types (EventType) of v1.65, as spelled on the wire. */
export const BoxnowParcelStates = ['new', 'in-transit', 'expired-return', 'returned', 'in-final-destination', 'delivered', 'lost', 'canceled', 'missing'] as const;
export const BoxnowEventTypes = ['new', 'delivered', 'expired', 'returned', 'in-depot', 'final-destination', 'canceled', 'accepted-for-return', 'missing', 'accepted-to-locker', 'lost'] as const;

export const zBoxnowParcel = z.object({
  id: z.string(),
  // Tolerant: a state this version does not know is kept as it comes.
  state: z.string(),
  deliveryRequest: z.object({ orderNumber: z.string().optional() }).passthrough().optional(),
  events: z.array(z.object({ type: z.string(), createTime: z.string(), locationDisplayName: z.string().optional(), postalCode: z.string().optional() })).optional(),
  cancelationRequested: z.boolean().optional(),
});
export const zBoxnowParcelList = z.object({ count: z.number().optional(), data: z.array(zBoxnowParcel) });
export type BoxnowParcel = z.infer<typeof zBoxnowParcel>;

/** A refusal: `{"code":"P410","message":…}` (the message often missing). */
export const zBoxnowError = z.object({ code: z.string(), message: z.string().optional() });

/** P410: the order number was used already (the request went through before). */
export const BOXNOW_DUPLICATE_ORDER = 'P410';
