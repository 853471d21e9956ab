import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ReturnReasons } from '@/lib/contract/enums';
import { createdAt, updatedAt } from './columns';
import { customerOwnerColumns } from './schema-base';
import { orders } from './schema-orders';

/**
 * Return requests (issue #7): a customer asks back units of one of their orders. Re-exported by
 * schema.ts; import tables from there.
 *
 * - `return_requests`: one request per submission, numbered per order (`{orderNumber}-R{n}`,
 *   n = 1, 2, …; written under the order row's lock, unique on (order, n)). `Requested` until the
 *   shop handles it.
 * - `return_request_lines`: the order lines (by their position) and units asked back; one row per
 *   line and request.
 */
export const ReturnRequestStatuses = ['Requested', 'Received', 'Refunded', 'Rejected'] as const;

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's customer and partner (an order never changes hands). */
    ...customerOwnerColumns(),
    /** The request's sequence within its order (1, 2, …). */
    n: integer('n').notNull(),
    /** For people: `ACM-2026-000123-R1`. */
    number: text('number').notNull(),
    status: text('status', { enum: ReturnRequestStatuses }).notNull().default('Requested'),
    reason: text('reason', { enum: ReturnReasons }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('return_requests_order_n_uq').on(t.orderId, t.n), index('return_requests_customer_idx').on(t.customerId, t.partnerId)],
);

export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** The order line's position (`order_lines.position`). */
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.position] }), check('return_request_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
