import { and, asc, eq } from 'drizzle-orm';
import { dueDate, onAccountRefusal, owedOf, availableCredit, overdueDebits, type LedgerEntry } from '@/lib/rules/company/credit-ledger';
import type { Database } from '../../db/client';
import { companyCreditEntries } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { lockCompany } from './membership';

/**
 * The company's credit ledger (issue #50 item 5, decision 0101; the rules are
 * lib/rules/company/credit-ledger.ts). Every write locks the company row first, so two buyers
 * charging at once, or a charge and a payment, are checked one after the other and what the company
 * may charge never goes below zero. An order is charged once and cancelled once (unique index).
 */
type Reader = Pick<Database, 'select'>;

export async function readLedger(db: Reader, companyId: number): Promise<LedgerEntry[]> {
  return db
    .select({ id: companyCreditEntries.id, kind: companyCreditEntries.kind, owedCents: companyCreditEntries.owedCents, orderId: companyCreditEntries.orderId, dueAt: companyCreditEntries.dueAt, createdAt: companyCreditEntries.createdAt })
    .from(companyCreditEntries)
    .where(eq(companyCreditEntries.companyId, companyId))
    .orderBy(asc(companyCreditEntries.createdAt), asc(companyCreditEntries.id));
}

/** What the company owes, may still charge, and whether an invoice is overdue (for the checkout and the statement). */
export async function creditSummary(db: Reader, company: { id: number; creditLimitCents: number }, now: Date) {
  const entries = await readLedger(db, company.id);
  const owedCents = owedOf(entries);
  const overdue = overdueDebits(entries, now);
  return { owedCents, availableCents: availableCredit(company.creditLimitCents, owedCents), overdueCents: overdue.reduce((s, d) => s + d.openCents, 0), oldestDueAt: overdue[0]?.dueAt ?? null };
}

/**
 * Charges an on-account order to its company, with the company locked: 400 `paymentMethod:
 * payment_not_allowed` without terms, 409 `credit_overdue` (params.credit.overdueCents) with an
 * invoice past its date, 409 `credit_insufficient` (params.credit.availableCents) beyond the limit.
 */
export async function chargeOnAccount(tx: Tx, request: { companyId: number; orderId: number; amountCents: number; reference: string | null; now: Date }): Promise<void> {
  const company = await lockCompany(tx, request.companyId);
  if (!company) throw new Error(`company ${request.companyId} vanished`);
  const entries = await readLedger(tx, company.id);
  const refusal = onAccountRefusal(company, entries, request.amountCents, request.now);
  if (refusal === 'on_account_unavailable') throw new ApiError(400, 'payment_not_allowed', { paymentMethod: 'payment_not_allowed' });
  if (refusal === 'credit_overdue') {
    const overdue = overdueDebits(entries, request.now);
    throw new ApiError(409, 'credit_overdue', undefined, undefined, { credit: { overdueCents: overdue.reduce((s, d) => s + d.openCents, 0), oldestDueAt: overdue[0]!.dueAt.toISOString() } });
  }
  if (refusal === 'credit_insufficient') throw new ApiError(409, 'credit_insufficient', undefined, undefined, { credit: { availableCents: availableCredit(company.creditLimitCents, owedOf(entries)), amountCents: request.amountCents } });
  await tx.insert(companyCreditEntries).values({
    companyId: company.id,
    kind: 'charge',
    owedCents: request.amountCents,
    orderId: request.orderId,
    dueAt: dueDate(request.now, company.paymentTermsDays!),
    reference: request.reference,
    createdAt: request.now,
  });
}

/**
 * Gives an on-account order's charge back (a cancel: all of it, once) or part of it (a return's
 * refund), with the company locked. Nothing happens for an order that was never charged.
 */
export async function creditOrder(tx: Tx, request: { orderId: number; kind: 'cancel' | 'return'; cents?: number; now: Date }): Promise<void> {
  const [charge] = await tx
    .select({ companyId: companyCreditEntries.companyId })
    .from(companyCreditEntries)
    .where(and(eq(companyCreditEntries.orderId, request.orderId), eq(companyCreditEntries.kind, 'charge')));
  if (!charge) return;
  await lockCompany(tx, charge.companyId);
  // Read again with the company locked: what of the charge is not given back yet.
  const ofOrder = await tx.select({ owedCents: companyCreditEntries.owedCents }).from(companyCreditEntries).where(eq(companyCreditEntries.orderId, request.orderId));
  const left = owedOf(ofOrder);
  const cents = request.kind === 'cancel' ? left : Math.min(request.cents ?? 0, left);
  if (cents <= 0) return;
  await tx
    .insert(companyCreditEntries)
    .values({ companyId: charge.companyId, kind: request.kind, owedCents: -cents, orderId: request.orderId, createdAt: request.now })
    .onConflictDoNothing();
}
