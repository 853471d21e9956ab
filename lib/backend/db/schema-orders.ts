import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import type { CartAmounts } from '@/lib/contract/cart';
import { customers, partners, type LocalizedText } from './schema-base';
import { staffMembers } from './schema-staff';
import { VAT_ZONES } from '@/lib/rules/vat-zone';

/**
 * Orders (issue #5): orders and their lines (snapshots: an order never changes when the catalogue
 * does), the per-partner order number counters, idempotency keys of POST /Orders and payment
 * attempts. Re-exported by schema.ts; import tables from there.
 */
export type OrderAddressSnapshot = {
  firstName: string;
  lastName: string;
  country: 'GR' | 'CY';
  region: string | null;
  address: string;
  city: string;
  postalCode: string;
  mobile: string;
};
export type InvoiceSnapshot = { vatNumber: string; companyName: string; job: string; irs: string };
export type StoreSnapshot = { id: number; name: LocalizedText; address: LocalizedText; city: LocalizedText; postalCode: string; hours: LocalizedText };
export type LockerSnapshot = { id: string; name: LocalizedText; address: LocalizedText; area: LocalizedText; city: LocalizedText; postalCode: string };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Opaque 128-bit random id (base64url, 22 characters): the success page's and the API's handle. */
    uid: text('uid').notNull().unique(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** For people: `ACM-2026-000123` (partner prefix, year, per-partner sequence). */
    orderNumber: text('order_number').notNull(),
    /** SPEC §4 status code (Pending 0 …). */
    status: integer('status').notNull().default(0),
    type: text('type', { enum: ['Retail', 'Invoice'] }).notNull(),
    /** The VAT rates it was priced at: normal, the islands' for an invoice to a business on Lesvos, Chios, Samos, Kos or Leros delivered there (decision 0077), none for an intra-Community supply (0078). */
    vatZone: text('vat_zone', { enum: VAT_ZONES }).notNull().default('normal'),
    channel: text('channel', { enum: ['Online', 'Phone', 'App'] }).notNull().default('Online'),
    /** The language the order was placed in (its confirmation mail). */
    language: text('language').notNull(),
    email: text('email').notNull(),
    billing: jsonb('billing').$type<OrderAddressSnapshot>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceSnapshot>(),
    shippingMethod: text('shipping_method', { enum: ['courier', 'store_pickup', 'boxnow'] }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    store: jsonb('store').$type<StoreSnapshot>(),
    locker: jsonb('locker').$type<LockerSnapshot>(),
    /** `on_account`: charged to the company's credit, paid by its payment terms (issue #50 item 5). */
    paymentMethod: text('payment_method', { enum: ['cod', 'card', 'paypal', 'iris', 'on_account'] }).notNull(),
    /** Card provider (Viva, Alpha, Eurobank, WinBank) or Paypal; null for cash on delivery. */
    paymentProvider: text('payment_provider'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Card or PayPal: when the order must be paid by (issue #17 item 2); the expiry sweep cancels it after. Null for cash on delivery. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /**
     * Why staff must give money back; null when nothing is due. A payment after the order was
     * cancelled (late_payment) or a second one (paid_twice); or a late payment that could not revive
     * its expired order because what it held is gone (issue #44 item 1, lib/rules/order-revival.ts).
     */
    refundDue: text('refund_due', { enum: ['late_payment', 'paid_twice', 'stock_gone', 'quota_full', 'points_spent', 'coupon_used', 'quote_used', 'gift_card_spent'] }),
    /** The quote the order was placed at (issue #44 item 1: a revived order takes it back); plain id, no foreign key. */
    quotationId: integer('quotation_id'),
    /** The sales person who placed the order while shopping as the customer (issue #17 item 4); null when the customer did. */
    placedByStaffId: integer('placed_by_staff_id').references(() => staffMembers.id),
    comments: text('comments'),
    /** The company the buyer placed it for (issue #50; plain id, no foreign key: schema-companies.ts refers to orders) and the buyer's own purchase-order number. */
    companyId: integer('company_id'),
    purchaseOrderNumber: text('purchase_order_number'),
    /** A purchase request waiting for an approver (purchase_requests): not worked on, not paid, until approved. */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    goodsCents: integer('goods_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** The coupon the order was placed with (issue #18 item 4) and its discount (gross cents). */
    couponCode: text('coupon_code'),
    couponCents: integer('coupon_cents').notNull().default(0),
    /** Loyalty points redeemed on the order (issue #18 item 5) and what they took off (gross cents). */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsCents: integer('points_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    codFeeCents: integer('cod_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    itemCount: integer('item_count').notNull(),
    /** What the parcel weighs (grams), as the shipping cost was worked out at placement (decision 0088); null before it. */
    parcelGrams: integer('parcel_grams'),
    /** A store pickup's code, given when the order is ready for pickup; the customer shows it at the store (issue #48 item 2). */
    pickupCode: text('pickup_code'),
    /** Bumped by every status change: a change made against an older version is refused (409 `order_changed`). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_partner_number_uq').on(t.partnerId, t.orderNumber),
    index('orders_customer_created_idx').on(t.customerId, t.partnerId, t.createdAt),
    index('orders_company_created_idx').on(t.companyId, t.createdAt).where(sql`${t.companyId} IS NOT NULL`),
    // The expiry sweep's query: unpaid orders with a deadline, oldest deadline first.
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.paidAt} IS NULL AND ${t.status} = 0`),
  ],
);

/** Order lines: the cart line as ordered (names in both languages, amounts in cents). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Plain ids, no foreign keys: an order outlives the products it names.
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    code: text('code').notNull(),
    eurl: text('eurl').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    color: text('color').notNull(),
    size: text('size'),
    picture: text('picture').notNull(),
    quantity: integer('quantity').notNull(),
    discounted: boolean('discounted').notNull(),
    unit: jsonb('unit').$type<CartAmounts>().notNull(),
    total: jsonb('total').$type<CartAmounts>().notNull(),
    /** The VAT rate the line was priced at, in basis points (2400 = 24 %): its fiscal document's VAT category (issue #47). */
    taxRateBp: integer('tax_rate_bp').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** The last order number used per partner and year (incremented in the placing transaction). */
export const orderCounters = pgTable(
  'order_counters',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.year] })],
);

/**
 * `Idempotency-Key`s of POST /Orders, per customer, with a hash of the request body and the answer
 * given. Written in the placing transaction (the unique key makes a concurrent duplicate wait for it).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_customer_key_uq').on(t.customerId, t.key)],
);

/** Who changed an order's status: the shop itself (payments, the expiry sweep), a staff member, or the customer. */
export type StatusChangeActor = { kind: 'system' | 'staff' | 'customer'; id?: number; name?: string };

/**
 * Every status change of an order (issue #17 item 1), in the transaction that made it: the order
 * page's history and the staff console's audit read it. An order's first status (Pending) is its
 * creation and has no row.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    actor: jsonb('actor').$type<StatusChangeActor>().notNull(),
    note: text('note'),
    /** The note is meant for the customer too (issue #44 item 2): their order page shows it; otherwise only staff see it. */
    forCustomer: boolean('for_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A staff note on an order that changes no status (issue #44 item 2): the staff order page shows
 * every note with its author and time; one marked for the customer is shown on their order page.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    forCustomer: boolean('for_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
