import { z } from 'zod';
import { TrackingKinds } from '@/lib/carriers/tracking';

/**
 * An order's shipment in the staff console and the operations API (issue #48, decision 0082): the
 * carrier, the reference the carrier knows it by, its state (creating while the carrier is asked,
 * created with the parcel, failed with the carrier's reason, cancelled), the parcel (its tracking
 * number) and the cash the carrier collects.
 */
export const ShipmentStatuses = ['creating', 'created', 'failed', 'cancelled', 'ended'] as const;

/** The shipment's digital delivery note (9.3, decision 0089): its number, what myDATA answered, and its return. */
export const zStaffDeliveryNote = z
  .object({
    id: z.number().int(),
    label: z.string(),
    status: z.enum(['pending', 'transmitted', 'rejected', 'cancelling', 'cancelled']),
    mark: z.string().nullable(),
    qrUrl: z.string().nullable(),
    /** return_due: the carrier brought it back and the return waits to be reported; returned: reported (`returnMark`). */
    movementStatus: z.enum(['return_due', 'returned']).nullable(),
    returnMark: z.string().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'StaffDeliveryNote' });
export type StaffDeliveryNote = z.infer<typeof zStaffDeliveryNote>;

export const zStaffShipment = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    carrier: z.enum(['boxnow', 'acs']),
    reference: z.string(),
    status: z.enum(ShipmentStatuses),
    /** The carrier's parcel id: the tracking number. */
    parcelId: z.string().nullable(),
    codCents: z.number().int(),
    /** The carrier's refusal (failed) or the last fault on the way (creating). */
    lastError: z.string().nullable(),
    createdAt: z.string(),
    deliveryNote: zStaffDeliveryNote.nullable(),
    /** The carrier's events, oldest first, with the carrier's own type: an unknown one (`other`) is shown to staff as the carrier wrote it (decision 0084). */
    events: z.array(z.object({ kind: z.enum(TrackingKinds), carrierType: z.string(), location: z.string().nullable(), occurredAt: z.string() })),
    /** When the carrier paid over the cash it collected, and its reference (decision 0091). */
    codRemittedAt: z.string().nullable(),
    codRemittanceRef: z.string().nullable(),
  })
  .meta({ id: 'StaffShipment' });
export type StaffShipment = z.infer<typeof zStaffShipment>;

/** `POST /staff/shipments`: ship several orders with their carriers, each as `POST /staff/orders/{id}/shipment` does (decision 0093). */
export const zShipOrdersRequest = z.strictObject({ orderIds: z.array(z.number().int().positive()).min(1).max(50) });
export const zShipOrdersResult = z
  .object({
    results: z.array(
      z.object({
        orderId: z.number().int(),
        /** Its number, for an order the member sees (null for one it does not: 404 order_not_found). */
        orderNumber: z.string().nullable(),
        status: z.enum(['shipped', 'failed']),
        shipment: zStaffShipment.nullable(),
        /** A failed one's error key (the single call's), and the carrier's reason when it gave one. */
        error: z.string().nullable(),
        detail: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ShipOrdersResult' });
export type ShipOrdersResult = z.infer<typeof zShipOrdersResult>;

/** The delivery note's language: Greek, or Greek with English beside it (decision 0089). */
export const zDeliveryNoteQuery = z.strictObject({ lang: z.enum(['el', 'en']).optional() });

/** The label's paper: A6, the carrier's label (thermal for ACS); A4 for an office printer. */
export const zShipmentLabelQuery = z.strictObject({ paper: z.enum(['A6', 'A4']).default('A6') });

/** An ACS pickup list the shop issued (decision 0085). */
export const zPickupList = z.object({ id: z.number().int(), carrier: z.enum(['acs']), number: z.string(), pickupDate: z.string(), createdAt: z.string() }).meta({ id: 'PickupList' });
export type PickupList = z.infer<typeof zPickupList>;
export const zPickupListList = z.object({ items: z.array(zPickupList) }).meta({ id: 'PickupListList' });
export type PickupListList = z.infer<typeof zPickupListList>;
