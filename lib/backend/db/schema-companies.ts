import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customers, partners } from './schema-base';
import { orders } from './schema-orders';
import { staffMembers } from './schema-staff';

/**
 * Company accounts (issue #50, decision 0100): a business inside a partner with its invoice
 * details, a shared address book and its members (customers of the partner, each in one company at
 * most) with a role; invitations; purchase requests (an order placed over an approval rule that
 * waits for an approver, holding its stock, quota, coupon and points); and the company's credit
 * ledger for payment on account. Re-exported by schema.ts; import tables from there.
 */
export const COMPANY_STATUSES = ['pending', 'active', 'declined', 'disabled'] as const;
export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'viewer'] as const;
export const SPENDING_PERIODS = ['month', 'quarter'] as const;
export const PURCHASE_REQUEST_STATES = ['waiting', 'approved', 'declined', 'expired', 'cancelled'] as const;
/** A charge is an on-account order; the others lower what the company owes (cancel and return of that order, a payment received, a staff adjustment). */
export const CREDIT_ENTRY_KINDS = ['charge', 'cancel', 'return', 'payment', 'adjustment'] as const;

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** The invoice details (ΑΦΜ, ΔΟΥ, activity, registered name) every invoice of its buyers carries. */
    name: text('name').notNull(),
    vatNumber: text('vat_number').notNull(),
    taxOffice: text('tax_office').notNull(),
    activity: text('activity').notNull(),
    /** pending: a customer asked for it and staff have not decided; declined: staff refused it; disabled: staff stopped it. Only an active company works. */
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('pending'),
    /** An order above this gross total (cents) needs an approver; null: no threshold. */
    approvalThresholdCents: integer('approval_threshold_cents'),
    /** Payment on account: days to pay an invoice, null when the company has no terms; the credit limit in cents. */
    paymentTermsDays: integer('payment_terms_days'),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    /** The customer who asked for the company (null when staff created it). */
    requestedByCustomerId: integer('requested_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id),
    /** Bumped by every change of the company's settings: a change made against an older one is refused (409 company_changed). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_partner_vat_uq').on(t.partnerId, t.vatNumber),
    check('companies_credit_limit_nonnegative', sql`${t.creditLimitCents} >= 0`),
    check('companies_terms_range', sql`${t.paymentTermsDays} IS NULL OR ${t.paymentTermsDays} BETWEEN 1 AND 365`),
  ],
);

export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A customer belongs to one company at most. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' })
      .unique(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** What the member may spend per period (gross cents, placed and not cancelled orders); null: no limit. */
    spendingLimitCents: integer('spending_limit_cents'),
    limitPeriod: text('limit_period', { enum: SPENDING_PERIODS }).notNull().default('month'),
    /** Every order of this member waits for an approver. */
    alwaysNeedsApproval: boolean('always_needs_approval').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId), check('company_members_limit_nonnegative', sql`${t.spendingLimitCents} IS NULL OR ${t.spendingLimitCents} >= 0`)],
);

/** The company's shared address book: every member may ship to these. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

/** An admin's invitation of a colleague by e-mail: the mailed link (stored hashed) registers and joins once, before it expires. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByCustomerId: integer('invited_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedCustomerId: integer('accepted_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * An order placed over an approval rule (issue #50 item 4): the order row is written as placed
 * (its prices, stock, quota, coupon and points held) with `orders.awaiting_approval`, and waits here
 * until an approver of the company decides or `holdUntil` passes. One row per order.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    buyerCustomerId: integer('buyer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Why it needs approval: over_threshold, over_limit, always. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    state: text('state', { enum: PURCHASE_REQUEST_STATES }).notNull().default('waiting'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    decidedByCustomerId: integer('decided_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The approver's reason for a decline, or why the shop ended it (expired, buyer_removed, …). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_requests_company_idx').on(t.companyId, t.state, t.createdAt), index('purchase_requests_waiting_idx').on(t.holdUntil).where(sql`${t.state} = 'waiting'`)],
);

/**
 * The company's credit ledger (issue #50 item 5): `owedCents` is what the entry adds to what the
 * company owes (a charge positive; a cancel, return or payment negative). What it owes never passes
 * its credit limit and never falls below zero: every write locks the company row first.
 */
export const companyCreditEntries = pgTable(
  'company_credit_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    owedCents: integer('owed_cents').notNull(),
    /** The on-account order a charge, cancel or return belongs to. */
    orderId: integer('order_id').references(() => orders.id),
    /** A charge's due date (its invoice's date plus the terms). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** A payment's reference (bank transfer, ERP document) or the order's purchase-order number. */
    reference: text('reference'),
    /** An ERP's Idempotency-Key for a recorded payment: the same key never records twice. */
    idempotencyKey: text('idempotency_key'),
    recordedByStaffId: integer('recorded_by_staff_id').references(() => staffMembers.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_credit_entries_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_credit_entries_order_kind_uq').on(t.orderId, t.kind).where(sql`${t.kind} IN ('charge', 'cancel')`),
    uniqueIndex('company_credit_entries_key_uq').on(t.companyId, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);
