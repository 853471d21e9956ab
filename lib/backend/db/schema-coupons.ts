import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { carts, customers, partners } from './schema-base';
import { orders } from './schema-orders';

/**
 * Coupons and vouchers (issue #18 item 4): a partner's codes (kept normalised: lib/coupons/
 * coupon-code.ts), each with its kind, value, combination policy, validity and limits; the coupon
 * a cart carries; and one redemption per order that used one (the limits count them). Re-exported
 * by schema.ts; import tables from there.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['Percentage', 'FixedAmount', 'Bogo'] }).notNull(),
    /** Percentage: whole percent; FixedAmount: cents off the cart; Bogo: 0. */
    value: integer('value').notNull(),
    policy: text('policy', { enum: ['ProductOnly', 'CouponOnly', 'Maximum', 'Additive', 'Multiplicative'] }).notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Only the customer with this email may use it. */
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_partner_code_uq').on(t.partnerId, t.code),
    check('coupons_value_ck', sql`${t.value} >= 0`),
  ],
);

/** The coupon a cart carries (at most one). */
export const cartCoupons = pgTable('cart_coupons', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** One per order placed with a coupon; released (deleted) when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_uq').on(t.orderId), index('coupon_redemptions_coupon_customer_idx').on(t.couponId, t.customerId)],
);
