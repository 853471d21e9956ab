import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PendingQuoteRevision } from '@/lib/quotations/quote-floor';
import { createdAt, updatedAt } from './columns';
import { carts, customerOwnerColumns, productVariants } from './schema-base';
import { orders } from './schema-orders';

/**
 * Quotations (issue #18 item 3): a customer asks for prices on the cart's lines, staff answer with
 * a quoted gross unit price per line and a validity date, the customer accepts or declines, and an
 * accepted quote is ordered once at its prices (`order_id`). Each line keeps the list gross and
 * the storefront's unit price at request time. A cart moved to an accepted quote is linked to it
 * (`cart_quotes`). Re-exported by schema.ts; import tables from there.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    /** The quote's address in the storefront (`/profile/quotes/{uid}`). */
    uid: text('uid').notNull(),
    ...customerOwnerColumns(),
    status: text('status', { enum: ['Pending', 'Accepted', 'Declined', 'Revisioned'] }).notNull(),
    customerComment: text('customer_comment'),
    staffNote: text('staff_note'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    lang: text('lang', { enum: ['el', 'en'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A SalesPerson's revision below the partner's floor, held for an Employee's approval (issue #44 item 7); the customer sees none of it. */
    pendingRevision: jsonb('pending_revision').$type<PendingQuoteRevision>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_uid_uq').on(t.uid),
    uniqueIndex('quotations_order_uq').on(t.orderId),
    index('quotations_customer_idx').on(t.customerId, t.partnerId),
    index('quotations_partner_status_idx').on(t.partnerId, t.status),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** The list gross unit price at request time (cents). */
    listUnitGross: integer('list_unit_gross').notNull(),
    /** What the storefront charged per unit at request time (the partner's discount applied). */
    requestedUnitGross: integer('requested_unit_gross').notNull(),
    /** Staff's price per unit; null until the quote is revised. */
    quotedUnitGross: integer('quoted_unit_gross'),
  },
  (t) => [
    uniqueIndex('quotation_lines_quote_variant_uq').on(t.quotationId, t.variantId),
    index('quotation_lines_variant_idx').on(t.variantId),
    check('quotation_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('quotation_lines_quoted_range', sql`${t.quotedUnitGross} is null or (${t.quotedUnitGross} > 0 and ${t.quotedUnitGross} <= ${t.listUnitGross})`),
  ],
);

/** The accepted quote a cart was moved to: the cart is priced at it while it holds exactly its lines. */
export const cartQuotes = pgTable('cart_quotes', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  quotationId: integer('quotation_id')
    .notNull()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
