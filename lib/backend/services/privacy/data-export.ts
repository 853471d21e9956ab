import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DataExportFormat } from '@/lib/contract/data-export';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import { customers, partners, privacyRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { exportSections } from './export-collect';
import { exportFileName, exportHeaders } from './export-file';
import { htmlExport } from './export-html';
import { jsonExport } from './export-json';
import { textStream } from './export-stream';
import type { ExportHead } from './export-types';

/**
 * A customer's data export (issue #49 item 2, decision 0095): who it is of, the privacy request
 * that records it, and the streamed answer. The customer downloads their own from the profile
 * (routes/data-export.ts); staff download a customer's from the console (staff/staff-data-export.ts).
 */
export type ExportSubject = { customer: typeof customers.$inferSelect; partner: { code: string; name: string } };

/** The customer with their partner; `partnerId` given: only within it (a customer's own export). */
export async function findExportSubject(db: Database, customerId: number, partnerId?: number): Promise<ExportSubject | undefined> {
  const [row] = await db
    .select({ customer: customers, code: partners.code, name: partners.name })
    .from(customers)
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    .where(partnerId === undefined ? eq(customers.id, customerId) : and(eq(customers.id, customerId), eq(customers.partnerId, partnerId)));
  return row ? { customer: row.customer, partner: { code: row.code, name: row.name } } : undefined;
}

/** The privacy request of an export: carried out (`staffId`: the member who made it for the customer, null: the customer) or refused with its error key. */
export async function recordExportRequest(
  db: Database | Tx,
  now: Date,
  owner: { customerId: number; partnerId: number },
  outcome: { staffId: number | null; refused?: string },
): Promise<void> {
  await db.insert(privacyRequests).values({
    customerId: owner.customerId,
    partnerId: owner.partnerId,
    kind: 'export',
    status: outcome.refused ? 'refused' : 'completed',
    reason: outcome.refused ?? null,
    staffId: outcome.staffId,
    createdAt: now,
  });
}

const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'el');

/**
 * The export as a download, streamed: `format` json or html, the page in `lang` or else the
 * customer's language. The request is recorded by the caller before this starts: the data goes
 * out from the first byte, so the record does not wait for the last.
 */
export function exportResponse(deps: Pick<ApiDeps, 'db' | 'now'>, subject: ExportSubject, format: DataExportFormat, lang?: Language): Response {
  const { customer, partner } = subject;
  const now = deps.now();
  const language = lang ?? languageOf(customer.language);
  const head: ExportHead = { exportedAt: now.toISOString(), partner, language, customerName: `${customer.firstName} ${customer.lastName}`.trim() };
  const sections = exportSections(deps.db, customer, language);
  const pieces = format === 'html' ? htmlExport(head, sections) : jsonExport(head, sections);
  const body = textStream(pieces, { onError: (error) => console.error('[api] data export failed half-way', customer.id, error) });
  return new Response(body, { status: 200, headers: exportHeaders(exportFileName(partner.code, now, format), format) });
}
