import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, partners } from './schema-base';
import { staffMembers } from './schema-staff';

/**
 * Privacy (issue #49). Re-exported by schema.ts; import tables from there.
 *
 * `consent_records`: every choice a visitor made in the consent dialog (decision 0094): which
 * version of the text they saw, what they allowed, when. `visitor_id` is the random id the
 * browser keeps in its consent cookie; `customer_id` the customer signed in at the time (null for
 * a visitor). A deleted account's records lose the link (lib/backend/services/privacy).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    visitorId: uuid('visitor_id').notNull(),
    partnerId: integer('partner_id').references(() => partners.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The version of the consent text the choice was made on (lib/consent/consent-text.ts). */
    version: text('version').notNull(),
    preferences: boolean('preferences').notNull(),
    embeds: boolean('embeds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_visitor_idx').on(t.visitorId, t.createdAt), index('consent_records_customer_idx').on(t.customerId)],
);

/**
 * A customer's data-rights requests (issue #49 item 2): an export of their data or the deletion
 * of their account, made by the customer in the profile or by staff in the console for them;
 * `status` says whether it was carried out or refused (`reason`: the error code the customer was
 * given). Kept for the audit period after the account is gone (the customer is anonymised, not
 * deleted, so the link stays).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    kind: text('kind', { enum: ['export', 'delete'] }).notNull(),
    status: text('status', { enum: ['completed', 'refused'] }).notNull(),
    reason: text('reason'),
    /** Staff who made it for the customer; null: the customer in their profile. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_partner_idx').on(t.partnerId, t.createdAt), index('privacy_requests_customer_idx').on(t.customerId)],
);
