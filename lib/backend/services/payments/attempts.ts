import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { PaymentMethod } from '@/lib/rules/checkout-options';
import { toWellFormed } from '@/lib/utils/well-formed-text';
import type { Database } from '../../db/client';
import { orders, partners, paymentEvents, payments } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ProviderName, StoredAttempt } from './provider';

/**
 * Payment attempts (one row per attempt, DESIGN §6) and their event log. An attempt is written with
 * its order (pending, not yet known to the provider), started from the storefront's payment page
 * and confirmed once; `payment_events` records what happened to it, and every refused return.
 */
export type AttemptRow = typeof payments.$inferSelect;

/** 32 hex digits: an opaque public id that also fits every provider's merchant-reference field. */
export const newAttemptUid = (): string => randomBytes(16).toString('hex');

export async function insertAttempt(
  tx: Tx,
  input: { orderId: number; provider: ProviderName; amountCents: number; now: Date; expiresAt: Date },
): Promise<string> {
  const uid = newAttemptUid();
  await tx.insert(payments).values({
    uid,
    orderId: input.orderId,
    provider: input.provider,
    amountCents: input.amountCents,
    currency: 'EUR',
    expiresAt: input.expiresAt,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return uid;
}

/** An attempt with what the checks need of its order (partner, owner, uid, number, language, email). */
export type AttemptWithOrder = AttemptRow & {
  order: { id: number; uid: string; orderNumber: string; partnerId: number; partnerCode: string; customerId: number; language: Language; email: string; status: number; paidAt: Date | null; refundDue: string | null; paymentMethod: PaymentMethod };
};

const withOrder = {
  payment: payments,
  order: {
    id: orders.id,
    uid: orders.uid,
    orderNumber: orders.orderNumber,
    partnerId: orders.partnerId,
    partnerCode: partners.code,
    customerId: orders.customerId,
    language: orders.language,
    email: orders.email,
    status: orders.status,
    paidAt: orders.paidAt,
    refundDue: orders.refundDue,
    paymentMethod: orders.paymentMethod,
  },
};

type Joined = { payment: AttemptRow; order: Omit<AttemptWithOrder['order'], 'language'> & { language: string } };
const flatten = (row: Joined | undefined): AttemptWithOrder | undefined =>
  row ? { ...row.payment, order: { ...row.order, language: row.order.language === 'en' ? 'en' : 'el' } } : undefined;

function selectAttempts(db: Database | Tx) {
  return db.select(withOrder).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).innerJoin(partners, eq(partners.id, orders.partnerId));
}

export async function attemptByUid(db: Database | Tx, uid: string): Promise<AttemptWithOrder | undefined> {
  if (!/^[0-9a-f]{32}$/.test(uid)) return undefined;
  return flatten((await selectAttempts(db).where(eq(payments.uid, uid)))[0]);
}

export async function attemptByReference(db: Database | Tx, provider: ProviderName, providerRef: string): Promise<AttemptWithOrder | undefined> {
  return flatten((await selectAttempts(db).where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef))))[0]);
}

/** The newest attempt of an order. */
export async function latestAttemptOfOrder(db: Database | Tx, orderId: number): Promise<AttemptWithOrder | undefined> {
  return flatten((await selectAttempts(db).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1))[0]);
}

/** What an adapter is given back of a started attempt. */
export const storedAttempt = (row: AttemptRow): StoredAttempt => ({
  uid: row.uid,
  providerRef: row.providerRef ?? '',
  amountCents: row.amountCents,
  currency: row.currency,
  data: row.data,
});

export type PaymentEvent = {
  paymentId?: number | null;
  provider: string;
  kind: 'started' | 'paid' | 'failed' | 'refused';
  reason?: string;
  customerId?: number | null;
  detail?: Record<string, string>;
};

/** What is stored of a return's parameters: bounded in size (issue #14 item 12). */
export const EVENT_DETAIL_LIMITS = { fields: 30, nameChars: 40, valueChars: 200, totalChars: 4000 } as const;

/**
 * A return's parameters as `payment_events.detail` can hold them whatever was sent: at most
 * EVENT_DETAIL_LIMITS fields, names and values cut, ill-formed UTF-16 and NUL (which a JSON
 * column refuses) replaced, and the whole cut to totalChars. Pure.
 */
export function storableDetail(detail: Readonly<Record<string, string>>): Record<string, string> {
  const clean = (text: string, max: number) => toWellFormed(text.slice(0, max)).replace(/\u0000/g, '\uFFFD');
  const out: [string, string][] = [];
  let total = 2;
  for (const [name, value] of Object.entries(detail).slice(0, EVENT_DETAIL_LIMITS.fields)) {
    const key = clean(name, EVENT_DETAIL_LIMITS.nameChars);
    const text = clean(String(value), EVENT_DETAIL_LIMITS.valueChars);
    total += JSON.stringify(key).length + JSON.stringify(text).length + 2;
    if (total > EVENT_DETAIL_LIMITS.totalChars) break;
    out.push([key, text]);
  }
  return Object.fromEntries(out);
}

/** Writes an event (its own statement: a refusal is logged although nothing else is written). */
export async function recordPaymentEvent(db: Database | Tx, event: PaymentEvent, now: Date): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId ?? null,
    provider: event.provider,
    kind: event.kind,
    reason: event.reason ?? null,
    customerId: event.customerId ?? null,
    detail: storableDetail(event.detail ?? {}),
    createdAt: now,
  });
  if (event.kind === 'refused') console.warn('[payments] return refused', { provider: event.provider, reason: event.reason, paymentId: event.paymentId ?? null, customerId: event.customerId ?? null });
}
