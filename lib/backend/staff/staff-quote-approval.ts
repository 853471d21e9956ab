import { eq, inArray } from 'drizzle-orm';
import type { StaffQuoteApproval } from '@/lib/contract/quotations';
import { quoteFloorCents, type PendingQuoteRevision } from '@/lib/quotations/quote-floor';
import { decideQuote } from '@/lib/quotations/quote-status';
import type { ApiDeps } from '../context';
import { partners, quotationLines, quotations, staffAudit, staffMembers } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, conflict, forbidden, notFound } from '../http/api-error';
import type { QuoteRow } from '../services/quotations/quote-view';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * The quote floor's approvals (issue #44 item 7, rule lib/quotations/quote-floor.ts): a
 * SalesPerson's revision below the partner's floor is kept on the quote (`pending_revision`),
 * unseen by the customer, until an Employee approves it (it is then applied as a revision and the
 * customer is mailed) or rejects it. Audited as `quote.approve` / `quote.reject`, with the partner.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;

/** The partner's quote floor margin (percent). */
export async function partnerFloorMargin(db: Reader, partnerId: number): Promise<number> {
  const [row] = await db.select({ margin: partners.quoteFloorMarginPercent }).from(partners).where(eq(partners.id, partnerId));
  return row?.margin ?? 0;
}

/** A held revision as staff see it: each line's price, its floor and whether it is below. */
export async function approvalView(db: Reader, row: QuoteRow, lines: readonly { variantId: number; requestedUnitGross: number }[]): Promise<StaffQuoteApproval | null> {
  const held = row.pendingRevision;
  if (!held) return null;
  const margin = await partnerFloorMargin(db, row.partnerId);
  const [member] = await db.select({ name: staffMembers.name }).from(staffMembers).where(inArray(staffMembers.id, [held.staffId]));
  const requested = new Map(lines.map((line) => [line.variantId, line.requestedUnitGross]));
  return {
    lines: held.lines.map((line) => {
      const floorUnitGross = quoteFloorCents(requested.get(line.variantId) ?? 0, margin);
      return { ...line, floorUnitGross, belowFloor: line.quotedUnitGross < floorUnitGross };
    }),
    validUntil: held.validUntil,
    note: held.note,
    requestedBy: { id: held.staffId, name: member?.name ?? '' },
    at: held.at,
  };
}

/**
 * An Employee approves or rejects the held revision of quote `id`. 403 staff_role_forbidden for
 * anyone else, 404 quote_not_found, 409 quote_not_awaiting_approval without one, and on approval
 * the revision's own refusals (quote_status_conflict, quote_valid_until_past). Approved: the
 * quote's row as it was (for the customer's mail), rejected: undefined.
 */
export async function decideHeldRevision(deps: ApiDeps, staff: StaffPrincipal, id: number, action: 'approve' | 'reject'): Promise<QuoteRow | undefined> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
    if (!row || !seesPartner(staff, row.partnerId)) throw notFound('quote_not_found');
    const held = row.pendingRevision;
    if (!held) throw conflict('quote_not_awaiting_approval');
    const before = { uid: row.uid, status: row.status, requestedBy: held.staffId, prices: held.lines.map((l) => l.quotedUnitGross), validUntil: held.validUntil };
    if (action === 'reject') {
      await tx.update(quotations).set({ pendingRevision: null }).where(eq(quotations.id, id));
      await audit(tx, staff, row, 'quote.reject', before, { uid: row.uid, status: row.status }, now);
      return undefined;
    }
    const decision = decideQuote(row, 'revise', now);
    if (!decision.ok) throw new ApiError(409, decision.error);
    const validUntil = new Date(held.validUntil);
    if (validUntil.getTime() <= now.getTime()) throw conflict('quote_valid_until_past');
    await applyPrices(tx, id, held);
    await tx.update(quotations).set({ status: decision.next, validUntil, staffNote: held.note, pendingRevision: null, updatedAt: now }).where(eq(quotations.id, id));
    await audit(tx, staff, row, 'quote.approve', before, { uid: row.uid, status: decision.next, prices: before.prices, validUntil: held.validUntil }, now);
    return row;
  });
}

async function applyPrices(tx: Tx, quotationId: number, held: PendingQuoteRevision): Promise<void> {
  const lines = await tx.select({ id: quotationLines.id, variantId: quotationLines.variantId }).from(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  const prices = new Map(held.lines.map((line) => [line.variantId, line.quotedUnitGross]));
  for (const line of lines) {
    const price = prices.get(line.variantId);
    if (price === undefined) throw conflict('quote_lines_mismatch');
    await tx.update(quotationLines).set({ quotedUnitGross: price }).where(eq(quotationLines.id, line.id));
  }
}

async function audit(tx: Tx, staff: StaffPrincipal, row: QuoteRow, action: string, before: Record<string, unknown>, after: Record<string, unknown>, now: Date) {
  await tx.insert(staffAudit).values({ staffId: staff.id, action, targetKind: 'quote', targetId: row.id, partnerId: row.partnerId, before, after, createdAt: now });
}
