import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { StaffRoles } from '@/lib/contract/staff';
import { createdAt } from './columns';
import { partners } from './schema-base';

/**
 * The people who run the shop (issue #17 item 3): staff accounts apart from customers (their own
 * login and tokens), the partners a sales person looks after, and the audit log of every staff
 * action. Re-exported by schema.ts; import tables from there.
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  /** Lower-cased; one account per address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: StaffRoles }).notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  createdAt: createdAt(),
});

/** The partners a SalesPerson is assigned to (Employees and Inspectors see every partner). */
export const staffPartners = pgTable(
  'staff_partners',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.partnerId] })],
);

/** Every staff action: who, when, what (an action name and its target), the state before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_target_idx').on(t.targetKind, t.targetId, t.createdAt), index('staff_audit_staff_idx').on(t.staffId, t.createdAt)],
);
