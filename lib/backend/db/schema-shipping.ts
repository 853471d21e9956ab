import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './schema-base';
import { orders } from './schema-orders';
import { staffMembers } from './schema-staff';

/**
 * Shipments (issue #48, decision 0082): an order's parcel with a carrier. Written `creating`
 * (under the order's lock, the carrier's reference fixed) before the carrier is called, `created`
 * with the carrier's parcel and tracking number in the transaction that moves the order to
 * InDelivery, `failed` with the carrier's refusal, `cancelled` when its voucher was cancelled. At
 * most one live shipment (creating or created) per order; a reference is sent once per carrier,
 * which is what makes a second send of a lost answer harmless. Re-exported by schema.ts.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    carrier: text('carrier', { enum: ['boxnow', 'acs'] }).notNull(),
    /** What the carrier knows the shipment by (Box Now's orderNumber, ACS's Reference_Key1): the order number and the attempt. */
    reference: text('reference').notNull(),
    /** ended: the parcel came back or was lost, and the order ships again with a new voucher (decision 0086). */
    status: text('status', { enum: ['creating', 'created', 'failed', 'cancelled', 'ended'] }).notNull(),
    /** The carrier's parcel (Box Now's parcel id, ACS's voucher number); also the tracking number the customer sees. */
    parcelId: text('parcel_id'),
    /** Where the customer follows the parcel: the carrier's tracking page (the sandbox's in a demo). */
    trackingUrl: text('tracking_url'),
    /** The code that opens the Box Now locker, once the parcel is in it (its webhook's parcelPin; issue #48 item 4). */
    lockerCode: text('locker_code'),
    /** The carrier paid the cash it collected over to the shop (issue #48 item 5): when, and its reference. */
    codRemittedAt: timestamp('cod_remitted_at', { withTimezone: true }),
    codRemittanceRef: text('cod_remittance_ref'),
    /** Cash the carrier collects on delivery (cents); 0 when paid. */
    codCents: integer('cod_cents').notNull(),
    /** The carrier's refusal (failed), or the last fault on the way (creating). */
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => staffMembers.id),
    /** When the tracking job may next ask the carrier (null = now); a claim leases it until then (decision 0084). */
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_reference_idx').on(t.carrier, t.reference),
    uniqueIndex('shipments_live_idx').on(t.orderId).where(sql`${t.status} IN ('creating', 'created')`),
    index('shipments_order_idx').on(t.orderId),
  ],
);

/**
 * The carriers' pickup lists the shop issued (issue #48 item 2, decision 0085): ACS's daily list of
 * the vouchers its courier collects, by number and day, printed for the courier to sign.
 */
export const pickupLists = pgTable(
  'pickup_lists',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier', { enum: ['acs'] }).notNull(),
    number: text('number').notNull(),
    pickupDate: text('pickup_date').notNull(),
    createdBy: integer('created_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pickup_lists_number_idx').on(t.carrier, t.number)],
);

/**
 * A shipment's tracking events as the carrier reported them (issue #48 item 5, decision 0084), each
 * once: `key` is the carrier's identity of the event; the tracking job that inserts it is the one
 * that applies it to the order (lib/carriers/tracking.ts), however many instances poll.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['in_transit', 'ready_for_pickup', 'delivery_failed', 'partially_delivered', 'delivered', 'returned', 'lost', 'cancelled', 'other'] }).notNull(),
    carrierType: text('carrier_type').notNull(),
    description: text('description'),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shipment_events_key_idx').on(t.shipmentId, t.key)],
);

/**
 * Box Now's side of the sandbox inside the embedded API (routes/sandboxes/boxnow.ts): the parcels
 * it accepted, by order number and item, each with its state and the request as sent. Its parcel ids are
 * 10 digits, 2000000000 + id. Never used by the live adapter.
 */
export const sandboxBoxnowParcels = pgTable(
  'sandbox_boxnow_parcels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** Which item of its delivery request (0-based): one parcel per item. */
    item: integer('item').notNull(),
    state: text('state').notNull(),
    /** The events played on it (test endpoint), after its `new`: Box Now's event types with their time. */
    events: jsonb('events').$type<{ type: string; createTime: string; locationDisplayName?: string }[]>().notNull().default([]),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_boxnow_parcels_order_uq').on(t.orderNumber, t.item)],
);

/**
 * ACS's side of the sandbox inside the embedded API (routes/sandboxes/acs.ts): the vouchers it
 * issued, each with its state (created, printed, listed on a pickup list, deleted) and the
 * parameters as sent. Its voucher numbers are 10 digits, 7000000000 + id; ACS keeps no reference
 * unique, nor does the sandbox. Never used by the live adapter.
 */
export const sandboxAcsVouchers = pgTable('sandbox_acs_vouchers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference'),
  state: text('state', { enum: ['created', 'printed', 'listed', 'deleted'] }).notNull(),
  pickupDate: text('pickup_date').notNull(),
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
  /** The pickup list it was issued on, once listed. */
  pickupListNo: text('pickup_list_no'),
  /** The checkpoints played on it (test endpoint): ACS's action texts with their time and place. */
  checkpoints: jsonb('checkpoints').$type<{ at: string; action: string; location: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
