import type { Language } from '@/lib/contract/enums';

/**
 * The pieces of a customer's data export (issue #49 item 2, decision 0095), shared by the readers
 * (export-collect*.ts, export-orders.ts) and the writers (export-json.ts, export-html.ts): plain
 * values only (amounts in cents under keys ending in `Cents`, times as ISO strings), so that the
 * JSON file is the data as it is and the HTML page formats it.
 */
export type ExportValue = string | number | boolean | null | readonly ExportValue[] | ExportRecord;
export type ExportRecord = { readonly [key: string]: ExportValue };

/** Whose data: every query is filtered by both (a customer belongs to one partner). */
export type ExportOwner = { customerId: number; partnerId: number };

/** The sections in the order the file has them; each name is a top-level key of the JSON file. */
export const EXPORT_SECTIONS = [
  'profile',
  'addresses',
  'orders',
  'returns',
  'quotations',
  'orderLists',
  'loyalty',
  'loyaltyEntries',
  'giftCards',
  'cart',
  'quotaUsage',
  'consentRecords',
  'privacyRequests',
  'vatChecks',
  'emails',
  'impersonations',
] as const;
export type ExportSectionName = (typeof EXPORT_SECTIONS)[number];

/**
 * One section, read only when the writer reaches it: a single record, or rows read in keyset
 * batches (never the whole list in memory).
 */
export type ExportSection =
  | { name: ExportSectionName; kind: 'record'; read: () => Promise<ExportRecord> }
  | { name: ExportSectionName; kind: 'rows'; read: () => AsyncIterable<ExportRecord> };

/** What heads the file: when, which shop, in which language the HTML page is written. */
export type ExportHead = { exportedAt: string; partner: { code: string; name: string }; language: Language; customerName: string };
