import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customerOwnerColumns, productVariants } from './schema-base';

/**
 * Order lists (issue #18 item 2, "requisition lists"): a customer's named lists of variants and
 * quantities under one partner, saved from the cart or an order, edited, and added to the cart
 * whole. A variant removed from the catalogue leaves its lists with it. Re-exported by schema.ts;
 * import tables from there.
 */
export const orderLists = pgTable(
  'order_lists',
  {
    id: serial('id').primaryKey(),
    ...customerOwnerColumns(),
    name: text('name').notNull(),
    /** Shared with the buyer's company (issue #50 item 6): every member sees it and may put it in their cart; only its owner changes it. Plain id. */
    companyId: integer('company_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_lists_owner_name_uq').on(t.customerId, t.partnerId, t.name)],
);

export const orderListLines = pgTable(
  'order_list_lines',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('order_list_lines_list_variant_uq').on(t.listId, t.variantId),
    index('order_list_lines_variant_idx').on(t.variantId),
    check('order_list_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);
