import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customerOwnerColumns } from './schema-base';
import { staffMembers } from './schema-staff';

/**
 * Impersonation (issue #17 item 4): a sales person shopping as one of their customers. A row is
 * made when the console starts it, with a one-time handoff code (its hash; the code itself only
 * travels in the browser's URL fragment) that the storefront exchanges for a session of the
 * customer, whose refresh family is then `family_id`. It ends at `ends_at` (60 minutes after the
 * start) or earlier on Stop (`ended_at`). Re-exported by schema.ts; import tables from there.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    ...customerOwnerColumns(),
    /** sha-256 of the handoff code; null once it has been exchanged. */
    handoffHash: text('handoff_hash').unique(),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }).notNull(),
    familyId: uuid('family_id').unique(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('impersonations_staff_idx').on(t.staffId, t.createdAt)],
);
