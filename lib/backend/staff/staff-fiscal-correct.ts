import { and, eq } from 'drizzle-orm';
import type { FiscalCorrectRequest, StaffFiscalDocument } from '@/lib/contract/staff-fiscal';
import { correctedBuyer } from '@/lib/fiscal/buyer-correction';
import type { ApiDeps } from '../context';
import { fiscalDocuments, orders, staffAudit } from '../db/schema';
import { ApiError, forbidden } from '../http/api-error';
import { writeDocument } from '../services/fiscal/issue-document';
import { buyerOf, refuseBuyer, toStaffDocument, visibleDocument } from './staff-fiscal';
import type { StaffPrincipal } from './staff-auth';

/**
 * A transmitted sales invoice with a wrong buyer (decision 0080): myDATA registered it, so it is
 * never edited; AADE's way for a wrong counterpart is to cancel the document and issue a new one.
 * In one transaction, holding the order (so no credit note is issued against it meanwhile), the
 * invoice moves to `cancelling` and a new one with the next number of its series, the same lines
 * and the corrected buyer replaces it; the job cancels the old one at myDATA, then sends the new
 * one, which is mailed to the customer. Only an Employee; only while nothing credits the invoice
 * (a credit note would point at a cancelled document); two staff at once correct it once. Audited.
 */
export async function correctFiscalDocument(deps: ApiDeps, staff: StaffPrincipal, id: number, request: FiscalCorrectRequest): Promise<StaffFiscalDocument> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const found = await visibleDocument(deps.db, staff, id);
  const before = buyerOf(found);
  const corrected = correctedBuyer(found.doc.invoiceType, before, request.buyer);
  if ('problem' in corrected) refuseBuyer(corrected.problem);
  if (found.doc.creditsDocumentId !== null) throw new ApiError(409, 'fiscal_not_sale');
  const replacement = await deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.doc.orderId)).for('update');
    const [credit] = await tx.select({ id: fiscalDocuments.id }).from(fiscalDocuments).where(eq(fiscalDocuments.creditsDocumentId, id)).limit(1);
    if (credit) throw new ApiError(409, 'fiscal_document_credited');
    const [old] = await tx
      .update(fiscalDocuments)
      .set({ status: 'cancelling', attempts: 0, nextAttemptAt: null, lastError: null })
      .where(and(eq(fiscalDocuments.id, id), eq(fiscalDocuments.status, 'transmitted')))
      .returning();
    if (!old) throw new ApiError(409, 'fiscal_not_transmitted');
    const now = deps.now();
    const created = await writeDocument(tx, {
      partnerId: old.partnerId,
      orderId: old.orderId,
      issuerVat: old.issuerVat,
      invoiceType: old.invoiceType,
      lines: old.lines,
      issuedAt: now,
      replacesDocumentId: old.id,
      buyer: corrected.buyer,
    });
    await tx.insert(staffAudit).values({
      staffId: staff.id,
      action: 'fiscal.correct',
      targetKind: 'fiscal_document',
      targetId: id,
      before: { status: 'transmitted', mark: old.mark, buyer: before },
      after: { status: 'cancelling', replacedBy: created.id, buyer: corrected.buyer },
      createdAt: now,
    });
    return created;
  });
  return toStaffDocument(await visibleDocument(deps.db, staff, replacement.id));
}
