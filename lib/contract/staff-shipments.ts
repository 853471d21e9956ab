import { z } from 'zod';

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
  })
  .meta({ id: 'StaffShipment' });
export type StaffShipment = z.infer<typeof zStaffShipment>;

/** The delivery note's language: Greek, or Greek with English beside it (decision 0089). */
export const zDeliveryNoteQuery = z.strictObject({ lang: z.enum(['el', 'en']).optional() });

/** The label's paper: A6, the carrier's label (thermal for ACS); A4 for an office printer. */
export const zShipmentLabelQuery = z.strictObject({ paper: z.enum(['A6', 'A4']).default('A6') });

/** An ACS pickup list the shop issued (decision 0085). */
export const zPickupList = z.object({ id: z.number().int(), carrier: z.enum(['acs']), number: z.string(), pickupDate: z.string(), createdAt: z.string() }).meta({ id: 'PickupList' });
export type PickupList = z.infer<typeof zPickupList>;
export const zPickupListList = z.object({ items: z.array(zPickupList) }).meta({ id: 'PickupListList' });
export type PickupListList = z.infer<typeof zPickupListList>;
