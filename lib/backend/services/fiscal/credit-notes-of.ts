import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CreditNote } from '@/lib/contract/orders';
import { documentLabel } from '@/lib/fiscal/document-series';
import type { ApiDeps } from '../../context';
import { fiscalDocuments } from '../../db/schema';

type Reader = Pick<ApiDeps['db'], 'select'>;

/** The credit notes of an order's sale document, oldest first (issue #47): what its order page lists. */
export async function creditNotesOf(db: Reader, orderId: number): Promise<CreditNote[]> {
  const rows = await db
    .select({ id: fiscalDocuments.id, series: fiscalDocuments.series, year: fiscalDocuments.year, number: fiscalDocuments.number, reason: fiscalDocuments.creditReason, issuedAt: fiscalDocuments.issuedAt, total: fiscalDocuments.totalCents, mark: fiscalDocuments.mark })
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.orderId, orderId), isNotNull(fiscalDocuments.creditsDocumentId)))
    .orderBy(asc(fiscalDocuments.id));
  return rows.map((row) => ({ id: row.id, label: documentLabel(row), reason: row.reason!, issuedAt: row.issuedAt.toISOString(), total: row.total, mark: row.mark }));
}
