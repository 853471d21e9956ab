import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, partners, products, productVariants } from './schema-base';
import { orders } from './schema-orders';

/**
 * SPEC's product kinds in the storefront (issue #45 item 5; docs/decisions/0029-0031): a Bundle's
 * parts, a Grouped product's members, and gift cards — sold as a product, issued when the order
 * that bought them is paid, redeemed at checkout as a payment. Re-exported by schema.ts.
 */

/** The parts of a Bundle: each unit of the bundle is `quantity` units of the part variant. */
export const bundleParts = pgTable(
  'bundle_parts',
  {
    bundleProductId: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partVariantId: integer('part_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleProductId, t.partVariantId] }), check('bundle_parts_quantity_ck', sql`${t.quantity} > 0`)],
);

/** The members a Grouped product shows, in order. */
export const groupedItems = pgTable(
  'grouped_items',
  {
    groupedProductId: integer('grouped_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberProductId: integer('member_product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupedProductId, t.memberProductId] })],
);

/**
 * What an order's bundle line took out of stock, per unit of the line: the bundle's parts as they
 * were when it was ordered (a later change of the bundle never changes what its orders hold).
 * Plain ids, as order lines: an order outlives the products it names.
 */
export const orderLineParts = pgTable(
  'order_line_parts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position, t.variantId] }), check('order_line_parts_quantity_ck', sql`${t.quantity} > 0`)],
);

/**
 * Gift cards: a code (kept plain and normalised, as coupons: the buyer sees it again on the order
 * page; 16 random base-32 characters) issued by the paid order line that sold it, for one partner's
 * storefront. `balanceCents` is what is left; it never goes below zero.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The buyer (who sees the code on the order page). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order line (position) and the unit of it that issued the card. */
    orderLinePosition: integer('order_line_position'),
    unit: integer('unit').notNull().default(0),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status', { enum: ['Active', 'Void'] }).notNull().default('Active'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_uq').on(t.code),
    uniqueIndex('gift_cards_order_unit_uq').on(t.orderId, t.orderLinePosition, t.unit),
    check('gift_cards_balance_ck', sql`${t.balanceCents} >= 0 AND ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

/** What an order paid with a gift card (the order's fact; the ledger is gift_card_redemptions). */
export const orderGiftCards = pgTable('order_gift_cards', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  giftCardId: integer('gift_card_id')
    .notNull()
    .references(() => giftCards.id),
  amountCents: integer('amount_cents').notNull(),
});

/**
 * The gift-card ledger: one row per amount an order took off a card; giving it back (a cancel, a
 * refund) marks the row reversed and puts the amount back on the card. What an order holds is the
 * sum of its rows not reversed.
 */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [index('gift_card_redemptions_order_idx').on(t.orderId), index('gift_card_redemptions_card_idx').on(t.giftCardId), check('gift_card_redemptions_amount_ck', sql`${t.amountCents} > 0`)],
);
