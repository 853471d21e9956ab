import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { StaffQuote, StaffQuoteList, StaffQuoteListQuery, StaffQuoteRequest } from '@/lib/contract/quotations';
import { linesBelowFloor, revisionNeedsApproval } from '@/lib/quotations/quote-floor';
import { quotedPriceProblem } from '@/lib/quotations/quote-pricing';
import { decideQuote } from '@/lib/quotations/quote-status';
import type { ApiDeps } from '../context';
import { customers, partners, quotationLines, quotations, staffAudit } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { readQuotes, type QuoteRecord } from '../services/quotations/quote-view';
import { sendQuoteRevisedMail } from '../services/quotations/quote-mail';
import { seesPartner, type StaffPrincipal } from './staff-auth';
import { approvalView, decideHeldRevision, partnerFloorMargin } from './staff-quote-approval';

/**
 * Quotations in the operations API (issue #18 item 3): every member reads the quotes of the
 * partners they see (another partner's is 404 `quote_not_found`); an Employee or a SalesPerson of
 * the partner revises one (a quoted gross unit price per line, > 0 and ≤ the list price, and a
 * validity date in the future) or declines it, audited as `quote.revise` / `quote.decline`. A
 * revision mails the customer after the commit. A SalesPerson's revision with a line below the
 * partner's floor is held for an Employee instead (`quote.revise_held`, issue #44 item 7:
 * staff-quote-approval.ts). Every quote audit row carries the quote's partner.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
const quoteNotFound = () => notFound('quote_not_found');

function visibleTo(staff: StaffPrincipal): SQL | undefined {
  return staff.partnerIds === null ? undefined : inArray(quotations.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]);
}

/** Partner codes and customers of the records, for the staff view. */
async function withOwners(db: Reader, records: readonly QuoteRecord[]) {
  const ids = [...new Set(records.map((r) => r.row.customerId))];
  const rows = ids.length
    ? await db.select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, partner: partners.code }).from(customers).innerJoin(partners, eq(partners.id, customers.partnerId)).where(inArray(customers.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const owner = byId.get(record.row.customerId)!;
    return { record, partner: owner.partner, customer: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}`.trim() } };
  });
}

export async function listStaffQuotes(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffQuoteListQuery): Promise<StaffQuoteList> {
  const where: (SQL | undefined)[] = [visibleTo(staff)];
  if (query.status) where.push(eq(quotations.status, query.status));
  if (query.partner) where.push(inArray(quotations.partnerId, deps.db.select({ id: partners.id }).from(partners).where(eq(partners.code, query.partner))));
  const records = await readQuotes(deps.db, and(...where), 'el');
  return { items: (await withOwners(deps.db, records)).map(({ record, partner, customer }) => ({ ...record.summary, id: record.row.id, partner, customer, awaitingApproval: record.row.pendingRevision !== null })) };
}

export async function getStaffQuote(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, id: number, lang: 'el' | 'en' = 'el'): Promise<StaffQuote> {
  const [record] = await readQuotes(deps.db, and(eq(quotations.id, id), visibleTo(staff)), lang, 1);
  if (!record) throw quoteNotFound();
  const [{ partner, customer }] = (await withOwners(deps.db, [record])) as [Awaited<ReturnType<typeof withOwners>>[number]];
  const approval = await approvalView(deps.db, record.row, record.lines);
  const revisable = decideQuote(record.row, 'revise', deps.now()).ok;
  return {
    ...record.summary,
    id: record.row.id,
    partner,
    customer,
    language: record.row.lang,
    comment: record.row.customerComment,
    staffNote: record.row.staffNote,
    lines: record.lines,
    mayRevise: revisable && staff.role !== 'Inspector',
    approval,
    mayApprove: approval !== null && revisable && staff.role === 'Employee',
  };
}

/** The revision's prices: one for every line of the quote, each > 0 and ≤ its list price (400 with a key per line). */
function checkPrices(lines: readonly { id: number; variantId: number; listUnitGross: number }[], request: Extract<StaffQuoteRequest, { action: 'revise' }>) {
  const given = new Map(request.lines.map((line) => [line.variantId, line.quotedUnitGross]));
  const fields: Record<string, string> = {};
  if (given.size !== request.lines.length || given.size !== lines.length || lines.some((line) => !given.has(line.variantId))) throw badRequest('quote_lines_mismatch', { lines: 'quote_lines_mismatch' });
  request.lines.forEach((line, i) => {
    const list = lines.find((l) => l.variantId === line.variantId)!.listUnitGross;
    const problem = quotedPriceProblem(line.quotedUnitGross, list);
    if (problem) fields[`lines.${i}.quotedUnitGross`] = problem;
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return given;
}

export async function putStaffQuote(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StaffQuoteRequest, lang: 'el' | 'en'): Promise<StaffQuote> {
  if (request.action === 'approve' || request.action === 'reject') {
    const approved = await decideHeldRevision(deps, staff, id, request.action);
    if (approved) await sendQuoteRevisedMail(deps, approved);
    return getStaffQuote(deps, staff, id, lang);
  }
  const now = deps.now();
  const revised = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
    if (!row || !seesPartner(staff, row.partnerId)) throw quoteNotFound();
    const decision = decideQuote(row, request.action === 'revise' ? 'revise' : 'staffDecline', now);
    if (!decision.ok) throw new ApiError(409, decision.error);
    const note = request.note?.trim() || null;
    const lines = await tx.select({ id: quotationLines.id, variantId: quotationLines.variantId, listUnitGross: quotationLines.listUnitGross, requestedUnitGross: quotationLines.requestedUnitGross, quotedUnitGross: quotationLines.quotedUnitGross }).from(quotationLines).where(eq(quotationLines.quotationId, id));
    const summary = (status: string, until: Date | null, prices: readonly (number | null)[]) => ({ uid: row.uid, status, validUntil: until?.toISOString() ?? null, prices });
    const before = summary(row.status, row.validUntil, lines.map((l) => l.quotedUnitGross));
    let validUntil = row.validUntil;
    if (request.action === 'revise') {
      validUntil = new Date(request.validUntil);
      if (validUntil.getTime() <= now.getTime()) throw badRequest('quote_valid_until_past', { validUntil: 'quote_valid_until_past' });
      const prices = checkPrices(lines, request);
      const below = linesBelowFloor(lines, prices, await partnerFloorMargin(tx, row.partnerId));
      if (revisionNeedsApproval(staff.role, below.length)) {
        // Held for an Employee: nothing the customer sees changes, no mail.
        const held = { lines: request.lines, validUntil: validUntil.toISOString(), note, staffId: staff.id, at: now.toISOString() };
        await tx.update(quotations).set({ pendingRevision: held }).where(eq(quotations.id, id));
        const after = { ...summary(row.status, validUntil, request.lines.map((l) => l.quotedUnitGross)), belowFloor: below };
        await tx.insert(staffAudit).values({ staffId: staff.id, action: 'quote.revise_held', targetKind: 'quote', targetId: id, partnerId: row.partnerId, before, after, createdAt: now });
        return undefined;
      }
      for (const line of lines) await tx.update(quotationLines).set({ quotedUnitGross: prices.get(line.variantId)! }).where(eq(quotationLines.id, line.id));
    }
    await tx.update(quotations).set({ status: decision.next, validUntil, staffNote: note, pendingRevision: null, updatedAt: now }).where(eq(quotations.id, id));
    await tx.insert(staffAudit).values({
      staffId: staff.id,
      action: request.action === 'revise' ? 'quote.revise' : 'quote.decline',
      targetKind: 'quote',
      targetId: id,
      partnerId: row.partnerId,
      before,
      after: summary(decision.next, validUntil, request.action === 'revise' ? request.lines.map((l) => l.quotedUnitGross) : lines.map((l) => l.quotedUnitGross)),
      createdAt: now,
    });
    return request.action === 'revise' ? row : undefined;
  });
  if (revised) await sendQuoteRevisedMail(deps, revised);
  return getStaffQuote(deps, staff, id, lang);
}
