import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, partners } from './schema-base';
import { orders } from './schema-orders';

/**
 * Loyalty points (issue #18 item 5): a customer's ledger under a partner, one row per earning,
 * approval or reversal (SPEC's point types and statuses); the balance is the sum of the approved
 * rows, the pending points the sum of the pending ones. An order's ForConsumption row turns from
 * PendingPoints to ApprovedPoints when the order completes. Re-exported by schema.ts.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ForConsumption', 'Revert', 'Register', 'Birthday', 'Redeem'] }).notNull(),
    status: text('status', { enum: ['ApprovedPoints', 'PendingPoints'] }).notNull(),
    /** Signed: a Revert or a Redeem takes points away. */
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A Birthday entry's year: one per customer and year, however many job runs (or instances) meet it. */
    birthdayYear: integer('birthday_year'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_points_customer_idx').on(t.customerId, t.partnerId),
    index('loyalty_points_order_idx').on(t.orderId),
    uniqueIndex('loyalty_points_birthday_uq').on(t.customerId, t.birthdayYear),
  ],
);
