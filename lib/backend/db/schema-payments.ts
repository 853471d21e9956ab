import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './schema-orders';

/**
 * Payments (issue #6). Re-exported by schema.ts; import tables from there.
 *
 * - `payments`: every attempt to pay an order online, one row per attempt. Written with the order
 *   (`pending`, no provider reference yet); started with the provider from the storefront's payment
 *   page (`providerRef`, `start`, `data`); confirmed once (`paid` or `failed`).
 * - `payment_events`: what happened to attempts and returns, accepted or refused (the log ops read).
 * - `sandbox_payments`: the state of the providers' sandboxes inside the API (DESIGN §6); a real
 *   deployment never writes it.
 */
export type PaymentStartBody =
  | { kind: 'redirect'; url: string }
  /** An auto-submitted POST form (Cardlink, Winbank). */
  | { kind: 'form'; action: string; fields: Record<string, string> };

export const ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'superseded', 'cancelled'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The attempt's public id (the storefront's payment page `payment/alpha_request/{uid}` …). */
    uid: text('uid')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's reference of the payment (Viva order code, PayPal order id, Cardlink orderid, Winbank MerchantReference); set when started. */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /**
     * pending → paid or failed by the provider's verdict; `expired` (the order's deadline passed),
     * `superseded` ("Pay now" started a new attempt) or `cancelled` (the customer cancelled the
     * order, or checked out again with other choices) close it from the shop's side.
     */
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('pending'),
    /** Where the customer is sent to pay (never holds a secret: it goes to the browser). */
    start: jsonb('start').$type<PaymentStartBody>(),
    /** The adapter's private state of the attempt (e.g. Winbank's ticket); never sent to the browser. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    transactionId: text('transaction_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The order's payment deadline (every attempt of an order shares it). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_uid_uq').on(t.uid),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** started, paid, failed, refused. */
    kind: text('kind').notNull(),
    /** For `refused`: why (unverified, unknown_payment, other_partner, other_customer, amount_mismatch, currency_mismatch, expired, …). */
    reason: text('reason'),
    customerId: integer('customer_id'),
    /** The return's parameters (bounded by the contract), for ops. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_provider_ref_uq').on(t.provider, t.ref)],
);
