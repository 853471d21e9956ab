import { eq } from 'drizzle-orm';
import { cappedLines, remainingLines, returnedGoods } from '@/lib/fiscal/credit-lines';
import { fiscalLines } from '@/lib/fiscal/fiscal-lines';
import { InvoiceTypes, invoiceTypeFor, type FiscalBuyer } from '@/lib/fiscal/mydata-codes';
import type { MydataLine } from '@/lib/fiscal/mydata-xml';
import { fiscalDocuments, orderLines, returnRequestLines } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { liveSaleOf, writeDocument, type IssuedDocument } from './issue-document';

/**
 * Credit notes (issue #47 item 2, decision 0067): a received return, a cancellation or a refund of
 * an order that has its sale document gets a credit note tied to it (a retail credit 11.4 for a
 * receipt, a credit invoice 5.1 for an invoice), by the same issuer, numbered in its own series in
 * the caller's transaction (which holds the order). An order without a sale document (cancelled
 * before it was paid or dispatched) gets none; nor does one whose document is credited in full.
 */
export type CreditReason = 'return' | 'refund' | 'cancellation';

async function creditFor(
  tx: Tx,
  orderId: number,
  reason: CreditReason,
  linesOf: (remainder: MydataLine[], buyer: FiscalBuyer) => Promise<MydataLine[]> | MydataLine[],
  now: Date,
): Promise<IssuedDocument | undefined> {
  const [sale] = await tx.select().from(fiscalDocuments).where(liveSaleOf(orderId));
  if (!sale) return undefined;
  const credits = await tx.select({ lines: fiscalDocuments.lines }).from(fiscalDocuments).where(eq(fiscalDocuments.creditsDocumentId, sale.id));
  const remainder = remainingLines(sale.lines, credits.map((credit) => credit.lines));
  const buyer = sale.invoiceType === InvoiceTypes.retailReceipt ? 'retail' : sale.invoiceType === InvoiceTypes.intraEuSalesInvoice ? 'eu-business' : 'domestic-business';
  const lines = cappedLines(await linesOf(remainder, buyer), remainder);
  if (lines.length === 0) return undefined;
  return writeDocument(tx, { partnerId: sale.partnerId, orderId, issuerVat: sale.issuerVat, invoiceType: invoiceTypeFor('credit', buyer), creditsDocumentId: sale.id, creditReason: reason, lines, issuedAt: now });
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
    async (_remainder, buyer) => {
      const lines = await tx
        .select({ position: orderLines.position, quantity: orderLines.quantity, total: orderLines.total, taxRateBp: orderLines.taxRateBp })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const received = await tx.select({ position: returnRequestLines.position, quantity: returnRequestLines.quantity }).from(returnRequestLines).where(eq(returnRequestLines.returnId, returnId));
      const back = new Map<number, number>();
      for (const r of received) back.set(r.position, (back.get(r.position) ?? 0) + r.quantity);
      const goods = returnedGoods(lines.map((line) => ({ ...line, returned: back.get(line.position) ?? 0 })));
      return fiscalLines({ goods, shippingCents: 0, codFeeCents: 0, buyer });
    },
    now,
  );
}
