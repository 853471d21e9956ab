import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FiscalResendRequest, StaffFiscalDocument, StaffFiscalList, StaffFiscalListQuery } from '@/lib/contract/staff-fiscal';
import { documentLabel } from '@/lib/fiscal/document-series';
import { correctedBuyer, type BuyerCorrectionProblem } from '@/lib/fiscal/buyer-correction';
import type { FiscalBuyerDetails } from '@/lib/fiscal/mydata-document';
import type { ApiDeps } from '../context';
import { fiscalDocuments, orders, partners, staffAudit } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * The fiscal documents for the console and the operations API (issue #47 item 3, decision 0070):
 * every document of the partners a member sees with what myDATA answered, and the resend of a
 * refused one. A resend moves a `rejected` document back to `pending` (the transmitter sends it on
 * its next run) in one conditional update, so two staff resending at once resend it once; an
 * invoice's buyer may be corrected with it. The document's series and number stay: myDATA never
 * registered it. Audited.
 */
const credited = alias(fiscalDocuments, 'credited');
const replaced = alias(fiscalDocuments, 'replaced');

const selectDocuments = (db: Pick<ApiDeps['db'], 'select'>) =>
  db
    .select({
      doc: fiscalDocuments,
      orderNumber: orders.orderNumber,
      invoice: orders.invoice,
      billing: orders.billing,
      partner: partners.code,
      credited: { series: credited.series, year: credited.year, number: credited.number },
      replaced: { series: replaced.series, year: replaced.year, number: replaced.number },
    })
    .from(fiscalDocuments)
    .innerJoin(orders, eq(orders.id, fiscalDocuments.orderId))
    .innerJoin(partners, eq(partners.id, fiscalDocuments.partnerId))
    .leftJoin(credited, eq(credited.id, fiscalDocuments.creditsDocumentId))
    .leftJoin(replaced, eq(replaced.id, fiscalDocuments.replacesDocumentId));
export type StaffFiscalRow = Awaited<ReturnType<typeof selectDocuments>>[number];
type Row = StaffFiscalRow;

const labelOf = (doc: { series: string | null; year: number | null; number: number | null } | null) =>
  doc?.number ? documentLabel({ series: doc.series!, year: doc.year!, number: doc.number }) : null;

/** The buyer the document is sent with: a staff correction, else the order's invoice details and billing address (with the company's name). */
export function buyerOf(row: Row): FiscalBuyerDetails | null {
  if (row.doc.invoiceType.startsWith('11.')) return null;
  if (row.doc.buyer) return row.doc.buyer;
  if (!row.invoice) return null;
  const country = row.billing.country;
  return { vatNumber: row.invoice.vatNumber, country, street: row.billing.address, postalCode: row.billing.postalCode, city: row.billing.city, name: row.invoice.companyName };
}

export function toStaffDocument(row: Row): StaffFiscalDocument {
  const { doc } = row;
  return {
    id: doc.id,
    label: documentLabel(doc),
    invoiceType: doc.invoiceType,
    orderId: doc.orderId,
    orderNumber: row.orderNumber,
    partner: row.partner,
    status: doc.status,
    totalCents: doc.totalCents,
    issuedAt: doc.issuedAt.toISOString(),
    mark: doc.mark,
    qrUrl: doc.qrUrl,
    rejection: doc.rejection,
    lastError: doc.lastError,
    attempts: doc.attempts,
    creditsLabel: labelOf(row.credited),
    buyer: buyerOf(row),
    replacesLabel: labelOf(row.replaced),
    cancellationMark: doc.cancellationMark,
  };
}

function filters(staff: StaffPrincipal, query: StaffFiscalListQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(fiscalDocuments.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.status) where.push(eq(fiscalDocuments.status, query.status));
  if (query.partner) where.push(eq(partners.code, query.partner));
  return where;
}

export async function listStaffFiscalDocuments(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffFiscalListQuery): Promise<StaffFiscalList> {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    selectDocuments(deps.db).where(where).orderBy(desc(fiscalDocuments.issuedAt), desc(fiscalDocuments.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(fiscalDocuments).innerJoin(partners, eq(partners.id, fiscalDocuments.partnerId)).where(where),
  ]);
  return { items: rows.map(toStaffDocument), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A buyer correction refused (lib/fiscal/buyer-correction.ts): 400 with the field it is about. */
export function refuseBuyer(problem: BuyerCorrectionProblem): never {
  if (problem === 'fiscal_buyer_country') throw badRequest('fiscal_buyer_country', { 'buyer.vatNumber': 'fiscal_buyer_country' });
  throw badRequest('fiscal_buyer_not_invoice', { buyer: 'fiscal_buyer_not_invoice' });
}

export async function visibleDocument(db: Pick<ApiDeps['db'], 'select'>, staff: StaffPrincipal, id: number): Promise<Row> {
  const [row] = await selectDocuments(db).where(eq(fiscalDocuments.id, id));
  if (!row || !seesPartner(staff, row.doc.partnerId)) throw notFound('fiscal_document_not_found');
  return row;
}

export async function resendFiscalDocument(deps: ApiDeps, staff: StaffPrincipal, id: number, request: FiscalResendRequest): Promise<StaffFiscalDocument> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const found = await visibleDocument(deps.db, staff, id);
  const before = buyerOf(found);
  const corrected = request.buyer && correctedBuyer(found.doc.invoiceType, before, request.buyer);
  if (corrected && 'problem' in corrected) refuseBuyer(corrected.problem);
  const buyer = corrected?.buyer;
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(fiscalDocuments)
      .set({ status: 'pending', rejection: null, lastError: null, attempts: 0, nextAttemptAt: null, ...(buyer ? { buyer } : {}) })
      .where(and(eq(fiscalDocuments.id, id), eq(fiscalDocuments.status, 'rejected')))
      .returning({ id: fiscalDocuments.id });
    if (!moved) throw new ApiError(409, 'fiscal_not_rejected');
    await tx.insert(staffAudit).values({
      staffId: staff.id,
      action: 'fiscal.resend',
      targetKind: 'fiscal_document',
      targetId: id,
      before: { status: found.doc.status, rejection: found.doc.rejection, ...(buyer ? { buyer: before } : {}) },
      after: { status: 'pending', ...(buyer ? { buyer } : {}) },
      createdAt: deps.now(),
    });
  });
  return toStaffDocument(await visibleDocument(deps.db, staff, id));
}
