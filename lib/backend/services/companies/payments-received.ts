import { and, eq } from 'drizzle-orm';
import type { StaffPayment } from '@/lib/contract/staff-companies';
import { isValidIdempotencyKey } from '@/lib/rules/idempotency-key';
import { companyCreditEntries, staffMembers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, conflict } from '../../http/api-error';

/**
 * Payments received on a company's credit (issue #50 item 5, decision 0101): staff (the console)
 * or an ERP (the operations API) record a bank transfer against the company's ledger as a
 * `payment` entry that lowers what it owes. A payment larger than what is owed is kept (the
 * company is then in credit and its next charges use that first): money the company sent is never
 * refused by the shop's books. The caller has locked the company row, so a payment and an
 * on-account charge, or two payments with the same Idempotency-Key, are written one after the other.
 */
export type PaymentRequest = { amountCents: number; reference: string; note?: string | undefined };

/** The optional Idempotency-Key header of an ERP: absent is fine, malformed is 400 `idempotency_key_required` (field invalid_format). */
export function optionalIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  if (!isValidIdempotencyKey(header)) throw new ApiError(400, 'idempotency_key_required', { 'Idempotency-Key': 'invalid_format' });
  return header;
}

type Entry = typeof companyCreditEntries.$inferSelect;

async function toPayment(tx: Tx, entry: Entry): Promise<StaffPayment> {
  const [staff] = entry.recordedByStaffId === null ? [] : await tx.select({ id: staffMembers.id, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, entry.recordedByStaffId));
  return {
    id: entry.id,
    companyId: entry.companyId,
    amountCents: -entry.owedCents,
    reference: entry.reference ?? '',
    note: entry.note,
    idempotencyKey: entry.idempotencyKey,
    recordedAt: entry.createdAt.toISOString(),
    recordedBy: staff ?? null,
  };
}

/** Whether a stored payment is the one this request describes (the same key must mean the same payment). */
const samePayment = (entry: Entry, request: PaymentRequest, note: string | null) => entry.kind === 'payment' && entry.owedCents === -request.amountCents && entry.reference === request.reference && entry.note === note;

/**
 * Records the payment on the locked company: with a key already used for this company, the first
 * payment is answered again and nothing is written (`replayed`), or 409 `idempotency_key_reused`
 * when the request differs.
 */
export async function recordPayment(
  tx: Tx,
  company: { id: number },
  request: PaymentRequest & { idempotencyKey: string | null; staffId: number; now: Date },
): Promise<{ payment: StaffPayment; replayed: boolean }> {
  const note = request.note?.trim() ? request.note.trim() : null;
  if (request.idempotencyKey !== null) {
    const [earlier] = await tx
      .select()
      .from(companyCreditEntries)
      .where(and(eq(companyCreditEntries.companyId, company.id), eq(companyCreditEntries.idempotencyKey, request.idempotencyKey)));
    if (earlier) {
      if (!samePayment(earlier, request, note)) throw conflict('idempotency_key_reused');
      return { payment: await toPayment(tx, earlier), replayed: true };
    }
  }
  const [entry] = await tx
    .insert(companyCreditEntries)
    .values({
      companyId: company.id,
      kind: 'payment',
      owedCents: -request.amountCents,
      reference: request.reference,
      idempotencyKey: request.idempotencyKey,
      recordedByStaffId: request.staffId,
      note,
      createdAt: request.now,
    })
    .returning();
  return { payment: await toPayment(tx, entry!), replayed: false };
}
