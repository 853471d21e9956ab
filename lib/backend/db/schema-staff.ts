import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** `invited`: no password set yet (issue #44 item 3: the invitee sets it from a mailed link). */
  status: text('status', { enum: ['active', 'disabled', 'invited'] }).notNull().default('active'),
  /** Bumped by every change of the account (role, partners, status, password): a change names the version it saw. */
  version: integer('version').notNull().default(1),
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
    /** The target's partner where the target row does not say it (a quote; issue #44 item 7): the audit's partner filter reads it first. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_target_idx').on(t.targetKind, t.targetId, t.createdAt), index('staff_audit_staff_idx').on(t.staffId, t.createdAt)],
);

/**
 * One row per staff login (issue #44 item 3): the token carries the row's id (`sid`) and every
 * staff call reads the row with the member, so a logout, a disabled account or a password reset
 * (revoked_at set) refuses the token at once on every instance. Address and agent are for the audit.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * A member's TOTP two-factor sign-in (RFC 6238, issue #44 item 3): the secret encrypted (never
 * returned after enrolment), `enabled_at` null while the enrolment awaits its first code, and the
 * last accepted time step, so a code is accepted once.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/**
 * One-time links to set a staff password (issue #44 item 3): mailed on an invitation and on a
 * password reset, stored hashed, spent once, expiring; a newer link or a disabled account ends the open ones.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);
