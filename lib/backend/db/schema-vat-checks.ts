import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema-base';

/**
 * EU VAT numbers VIES confirmed for a customer (issue #47): the seller's proof for a 0 %
 * intra-Community supply is the consultation number VIES gives with a valid answer, kept with the
 * name and address it named. `vat_number` is normalised, with its member state ('CY10259033P').
 * Order placement looks for a recent valid check (lib/backend/services/vies/eu-vat-check.ts).
 * Re-exported by schema.ts; import tables from there.
 */
export const vatChecks = pgTable(
  'vat_checks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vatNumber: text('vat_number').notNull(),
    valid: boolean('valid').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** VIES's requestIdentifier (consultation number); null when VIES gave none. */
    consultation: text('consultation'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vat_checks_customer_idx').on(t.customerId, t.vatNumber, t.checkedAt)],
);
