/**
 * The series and numbers of the shop's fiscal documents (issue #47 item 2, decision 0066): one
 * series per document type, numbered from 1 in each calendar year as Athens counts it (a receipt
 * issued at 00:30 on 1 January Athens time is the new year's, although UTC is still in the old),
 * gapless per issuer, series and year. Pure: the number itself is taken in the document's
 * transaction (lib/backend/services/fiscal/issue-document.ts).
 */
import { InvoiceTypes, type InvoiceType } from './mydata-codes';

/** The series of each document type (`invoiceHeader.series`): short, Greek, as Greek shops print them. */
export const FISCAL_SERIES: Readonly<Record<InvoiceType, string>> = {
  [InvoiceTypes.salesInvoice]: 'ΤΠ',
  [InvoiceTypes.intraEuSalesInvoice]: 'ΤΠΕ',
  [InvoiceTypes.creditInvoice]: 'ΠΤ',
  [InvoiceTypes.retailReceipt]: 'ΑΛΠ',
  [InvoiceTypes.retailCredit]: 'ΠΣΛ',
  [InvoiceTypes.deliveryNote]: 'ΔΑ',
};

const athensYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', year: 'numeric' });

/** The fiscal year a document issued at `at` is numbered in: the calendar year in Athens. */
export function fiscalYear(at: Date): number {
  if (Number.isNaN(at.getTime())) throw new RangeError('fiscal year of an invalid date');
  return Number(athensYear.format(at));
}

/** How a document is named to people: series, year and number (`ΑΛΠ 2026/42`); myDATA takes series and number (`aa`) apart. */
export function documentLabel(doc: { series: string; year: number; number: number }): string {
  if (!Number.isSafeInteger(doc.number) || doc.number < 1) throw new RangeError(`document number must be a whole number ≥ 1, got ${doc.number}`);
  return `${doc.series} ${doc.year}/${doc.number}`;
}

/** Whether numbers run without a gap from 1 (what an audit of one series and year checks). */
export function isGapless(numbers: readonly number[]): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.every((n, i) => n === i + 1);
}
