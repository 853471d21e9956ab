import { and, eq, isNull } from 'drizzle-orm';
import { cappedAt, isNothing, remainderOf, returnedAmounts, type FiscalAmounts } from '@/lib/fiscal/credit-amounts';
import { InvoiceTypes, invoiceTypeFor } from '@/lib/fiscal/mydata-codes';
import { fiscalDocuments, orderLines, returnRequestLines } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { writeDocument, type IssuedDocument } from './issue-document';

/**
 * Credit notes (issue #47 item 2, decision 0067): a received return, a cancellation or a refund of
 * an order that has its sale document gets a credit note tied to it (a retail credit 11.4 for a
 * receipt, a credit invoice 5.1 for an invoice), by the same issuer, numbered in its own series in
 * the caller's transaction (which holds the order). An order without a sale document (cancelled
 * before it was paid or dispatched) gets none; nor does one whose document is credited in full.
 */
export type CreditReason = 'return' | 'refund' | 'cancellation';

async function creditFor(tx: Tx, orderId: number, reason: CreditReason, amountsOf: (remainder: FiscalAmounts) => Promise<FiscalAmounts> | FiscalAmounts, now: Date): Promise<IssuedDocument | undefined> {
  const [sale] = await tx.select().from(fiscalDocuments).where(and(eq(fiscalDocuments.orderId, orderId), isNull(fiscalDocuments.creditsDocumentId)));
  if (!sale) return undefined;
  const credits = await tx.select({ net: fiscalDocuments.netCents, vat: fiscalDocuments.vatCents, total: fiscalDocuments.totalCents }).from(fiscalDocuments).where(eq(fiscalDocuments.creditsDocumentId, sale.id));
  const remainder = remainderOf({ net: sale.netCents, vat: sale.vatCents, total: sale.totalCents }, credits);
  const amounts = cappedAt(await amountsOf(remainder), remainder);
  if (isNothing(amounts)) return undefined;
  const invoiceType = invoiceTypeFor('credit', sale.invoiceType === InvoiceTypes.retailReceipt ? 'retail' : 'domestic-business');
  return writeDocument(tx, { partnerId: sale.partnerId, orderId, issuerVat: sale.issuerVat, invoiceType, creditsDocumentId: sale.id, creditReason: reason, netCents: amounts.net, vatCents: amounts.vat, totalCents: amounts.total, issuedAt: now });
}

/** A cancellation or refund: credits what is left of the sale. */
export function creditRemainder(tx: Tx, orderId: number, reason: Exclude<CreditReason, 'return'>, now: Date): Promise<IssuedDocument | undefined> {
  return creditFor(tx, orderId, reason, (remainder) => remainder, now);
}

/** A received return: credits its lines' share of the order's lines. */
export function creditReturn(tx: Tx, orderId: number, returnId: number, now: Date): Promise<IssuedDocument | undefined> {
  return creditFor(
    tx,
    orderId,
    'return',
    async () => {
      const lines = await tx.select({ position: orderLines.position, quantity: orderLines.quantity, total: orderLines.total }).from(orderLines).where(eq(orderLines.orderId, orderId));
      const received = await tx.select({ position: returnRequestLines.position, quantity: returnRequestLines.quantity }).from(returnRequestLines).where(eq(returnRequestLines.returnId, returnId));
      const back = new Map<number, number>();
      for (const r of received) back.set(r.position, (back.get(r.position) ?? 0) + r.quantity);
      return returnedAmounts(lines.map((line) => ({ quantity: line.quantity, total: line.total, returned: back.get(line.position) ?? 0 })));
    },
    now,
  );
}
