import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './schema-base';
import { staffMembers } from './schema-staff';

/**
 * The history of a product's list price (issue #45 item 4): one row per price a product has had,
 * written in the transaction that sets it (the console, the operations API or an import), so a
 * price change is never lost and the shop can say what a product cost on a day.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    priceBasis: text('price_basis', { enum: ['BeforeTaxes', 'AfterTaxes'] }).notNull(),
    /** Who set it: a staff member, or null for the seed. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** console, api, import or seed. */
    source: text('source', { enum: ['console', 'api', 'import', 'seed'] }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.validFrom)],
);
