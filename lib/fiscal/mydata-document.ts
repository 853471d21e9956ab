/**
 * A stored fiscal document as myDATA takes it (issue #47 item 3, decision 0069): the issuer (its
 * ΑΦΜ, Greece, head office), the buyer of an invoice or a credit invoice (its ΑΦΜ, country and
 * billing address), the header with series, number and the Athens issue date, a credit's
 * correlation to the MARK of the document it credits, the one payment method of the order for the
 * whole amount, and the lines written with the document. Pure; its UID is the one myDATA computes.
 */
import { InvoiceTypes, isCredit, PaymentMethodCodes, type FiscalPaymentMethod, type InvoiceType } from './mydata-codes';
import { athensIssueDate, invoiceUid } from './mydata-uid';
import type { MydataDocument, MydataLine, MydataMovement, MydataParty } from './mydata-xml';

/** Who an invoice is issued to: the ΑΦΜ, the country and the billing address. */
export type FiscalBuyerDetails = { vatNumber: string; country: string; street: string; postalCode: string; city: string; name?: string };

export type FiscalDocumentFacts = {
  issuerVat: string;
  invoiceType: InvoiceType;
  series: string;
  number: number;
  issuedAt: Date;
  totalCents: number;
  lines: readonly MydataLine[];
  paymentMethod: FiscalPaymentMethod;
  /** The invoice's buyer (the order's invoice details and billing address); none on a retail document. */
  buyer?: FiscalBuyerDetails;
  /** A credit note: the MARK of the document it credits. */
  creditsMark?: string;
  /** A delivery note (9.3): where the goods leave from and go to, and when (decision 0089). */
  movement?: MydataMovement;
};

/** The shop's documents are issued from its head office (myDATA's branch 0). */
const HEAD_OFFICE = 0;

const isDeliveryNote = (type: InvoiceType) => type === InvoiceTypes.deliveryNote;
/** An invoice needs its buyer; a retail document and a delivery note (decision 0089) name none. */
const needsCounterpart = (type: InvoiceType) => !type.startsWith('11.') && !isDeliveryNote(type);

export function mydataDocument(facts: FiscalDocumentFacts): MydataDocument {
  if (needsCounterpart(facts.invoiceType) && !facts.buyer) throw new Error(`a ${facts.invoiceType} document needs its buyer`);
  if (isCredit(facts.invoiceType) && !facts.creditsMark) throw new Error('a credit note needs the MARK of the document it credits');
  if (isDeliveryNote(facts.invoiceType) && !facts.movement) throw new Error('a delivery note needs its movement');
  const issuer: MydataParty = { vatNumber: facts.issuerVat, country: 'GR', branch: HEAD_OFFICE };
  const counterpart: MydataParty | undefined =
    facts.buyer && needsCounterpart(facts.invoiceType)
      ? { vatNumber: facts.buyer.vatNumber, country: facts.buyer.country, branch: HEAD_OFFICE, ...(facts.buyer.name ? { name: facts.buyer.name } : {}), address: { street: facts.buyer.street, postalCode: facts.buyer.postalCode, city: facts.buyer.city } }
      : undefined;
  return {
    issuer,
    ...(counterpart ? { counterpart } : {}),
    header: {
      series: facts.series,
      aa: facts.number,
      issueDate: athensIssueDate(facts.issuedAt),
      invoiceType: facts.invoiceType,
      ...(facts.creditsMark ? { correlatedInvoices: [facts.creditsMark] } : {}),
      ...(facts.movement ? { movement: facts.movement } : {}),
    },
    // A delivery note carries no amount to pay.
    payments: isDeliveryNote(facts.invoiceType) ? [] : [{ type: PaymentMethodCodes[facts.paymentMethod], cents: facts.totalCents }],
    lines: facts.lines,
  };
}

/** The UID myDATA will give the document (and refuse a second one with). */
export function documentUid(doc: MydataDocument): string {
  return invoiceUid({ issuerVat: doc.issuer.vatNumber.replace(/^(EL|GR)/i, ''), issueDate: doc.header.issueDate, branch: doc.issuer.branch, invoiceType: doc.header.invoiceType, series: doc.header.series, aa: doc.header.aa });
}
