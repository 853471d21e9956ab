/**
 * A fiscal document as myDATA's `SendInvoices` takes it (`InvoicesDoc`, schema InvoicesDoc v2.0.1
 * of AADE's REST API), and the `ResponseDoc` it answers, read back (issue #47 item 3). Pure: the
 * elements are written in the schema's sequence order, amounts in euros with two decimals, the
 * summary and its income classification summed from the lines, so a document always adds up. The
 * adapter sends this text; the sandbox in the embedded API reads it with `parseInvoicesDoc`.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { InvoiceType } from './mydata-codes';

export const MYDATA_NS = 'http://www.aade.gr/myDATA/invoice/v1.0';
export const INCOME_NS = 'https://www.aade.gr/myDATA/incomeClassificaton/v1.0';
export const RESPONSE_NS = 'http://www.aade.gr/myDATA/response/v1.0';

/** `name`: a counterpart outside Greece only (myDATA wants it there and not for a Greek one, whose name it knows). */
export type MydataParty = { vatNumber: string; country: string; branch: number; name?: string; address?: { street?: string; number?: string; postalCode: string; city: string } };
export type MydataLine = {
  netCents: number;
  vatCategory: number;
  vatCents: number;
  vatExemptionCategory?: number;
  /** What was sold (E3); none on a delivery note, which carries goods, not income. */
  income?: { classificationType: string; classificationCategory: string };
  /** A delivery note's goods: what they are and how many (`itemCode`, `itemDescr`, `quantity`, `measurementUnit`). */
  item?: { code: string; description: string; quantity: number; unit: number };
};

export type MydataAddress = { street?: string; number?: string; postalCode: string; city: string };

/** A delivery note's movement (`dispatchDate`, `dispatchTime`, `movePurpose`, `otherDeliveryNoteHeader`). */
export type MydataMovement = { dispatchDate: string; dispatchTime: string; movePurpose: number; loading: MydataAddress; delivery: MydataAddress };
export type MydataDocument = {
  issuer: MydataParty;
  /** Required for an invoice (1.x, 5.1); none for a retail receipt or its credit (11.x). */
  counterpart?: MydataParty;
  header: { series: string; aa: number; issueDate: string; invoiceType: InvoiceType; correlatedInvoices?: readonly string[]; movement?: MydataMovement };
  payments: readonly { type: number; cents: number }[];
  lines: readonly MydataLine[];
};

/** Cents as myDATA's decimal amount (`12.40`). */
export function amount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount in cents must be a whole number, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The VAT number as myDATA takes it: digits only, without the `EL` prefix or spaces. */
export const mydataVatNumber = (vat: string): string => vat.replace(/\s+/g, '').replace(/^(EL|GR)/i, '');

/** A party's VAT number: a Greek one as `mydataVatNumber`, another state's without its country's letters (CY10259033P → 10259033P). */
const partyVatNumber = (p: MydataParty): string =>
  p.country === 'GR' ? mydataVatNumber(p.vatNumber) : p.vatNumber.replace(/\s+/g, '').replace(new RegExp(`^${p.country === 'GR' ? 'EL' : p.country}`, 'i'), '');

function party(p: MydataParty) {
  return {
    vatNumber: partyVatNumber(p),
    country: p.country,
    branch: p.branch,
    ...(p.name && p.country !== 'GR' ? { name: p.name } : {}),
    ...(p.address ? { address: { ...(p.address.street ? { street: p.address.street } : {}), ...(p.address.number ? { number: p.address.number } : {}), postalCode: p.address.postalCode, city: p.address.city } } : {}),
  };
}

const classification = (c: { classificationType: string; classificationCategory: string }, cents: number) => ({
  'icls:classificationType': c.classificationType,
  'icls:classificationCategory': c.classificationCategory,
  'icls:amount': amount(cents),
});

/** The summary's income classification: the lines' net per type and category, in the order first met. */
export function summaryClassifications(lines: readonly MydataLine[]): { classificationType: string; classificationCategory: string; cents: number }[] {
  const out = new Map<string, { classificationType: string; classificationCategory: string; cents: number }>();
  for (const line of lines) {
    if (!line.income) continue;
    const key = `${line.income.classificationType}|${line.income.classificationCategory}`;
    const seen = out.get(key) ?? { ...line.income, cents: 0 };
    seen.cents += line.netCents;
    out.set(key, seen);
  }
  return [...out.values()];
}

const address = (a: MydataAddress) => ({ ...(a.street ? { street: a.street } : {}), ...(a.number ? { number: a.number } : {}), postalCode: a.postalCode, city: a.city });

/** The header's movement elements, in the schema's places (after correlatedInvoices; otherDeliveryNoteHeader later). */
function movementElements(movement: MydataMovement | undefined) {
  if (!movement) return {};
  return {
    dispatchDate: movement.dispatchDate,
    dispatchTime: movement.dispatchTime,
    movePurpose: movement.movePurpose,
    otherDeliveryNoteHeader: { loadingAddress: address(movement.loading), deliveryAddress: address(movement.delivery) },
  };
}

function invoiceElement(doc: MydataDocument) {
  if (doc.lines.length === 0) throw new RangeError('a document needs at least one line');
  const net = doc.lines.reduce((sum, l) => sum + l.netCents, 0);
  const vat = doc.lines.reduce((sum, l) => sum + l.vatCents, 0);
  return {
    issuer: party(doc.issuer),
    ...(doc.counterpart ? { counterpart: party(doc.counterpart) } : {}),
    invoiceHeader: {
      series: doc.header.series,
      aa: String(doc.header.aa),
      issueDate: doc.header.issueDate,
      invoiceType: doc.header.invoiceType,
      currency: 'EUR',
      ...(doc.header.correlatedInvoices?.length ? { correlatedInvoices: [...doc.header.correlatedInvoices] } : {}),
      ...movementElements(doc.header.movement),
    },
    ...(doc.payments.length ? { paymentMethods: { paymentMethodDetails: doc.payments.map((p) => ({ type: p.type, amount: amount(p.cents) })) } } : {}),
    invoiceDetails: doc.lines.map((line, i) => ({
      lineNumber: i + 1,
      ...(line.item ? { itemCode: line.item.code, itemDescr: line.item.description, quantity: line.item.quantity, measurementUnit: line.item.unit } : {}),
      netValue: amount(line.netCents),
      vatCategory: line.vatCategory,
      vatAmount: amount(line.vatCents),
      ...(line.vatExemptionCategory !== undefined ? { vatExemptionCategory: line.vatExemptionCategory } : {}),
      ...(line.income ? { incomeClassification: classification(line.income, line.netCents) } : {}),
    })),
    invoiceSummary: {
      totalNetValue: amount(net),
      totalVatAmount: amount(vat),
      totalWithheldAmount: amount(0),
      totalFeesAmount: amount(0),
      totalStampDutyAmount: amount(0),
      totalOtherTaxesAmount: amount(0),
      totalDeductionsAmount: amount(0),
      totalGrossValue: amount(net + vat),
      incomeClassification: summaryClassifications(doc.lines).map((c) => classification(c, c.cents)),
    },
  };
}

/** An `InvoicesDoc` of one or more documents (myDATA answers each by its 1-based index). */
export function buildInvoicesDoc(docs: MydataDocument | readonly MydataDocument[]): string {
  const invoice = (Array.isArray(docs) ? docs : [docs]).map(invoiceElement);
  if (invoice.length === 0) throw new RangeError('an InvoicesDoc needs at least one document');
  const builder = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true });
  const body = builder.build({ InvoicesDoc: { '@_xmlns': MYDATA_NS, '@_xmlns:icls': INCOME_NS, invoice } });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

const parser = (arrays: ReadonlySet<string>) =>
  new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, isArray: (name) => arrays.has(name) });

/** An `InvoicesDoc` read back (the sandbox's side): its invoices as plain objects, strings as sent. */
export function parseInvoicesDoc(xml: string): Record<string, unknown>[] {
  const parsed = parser(new Set(['invoice', 'invoiceDetails', 'paymentMethodDetails', 'incomeClassification', 'correlatedInvoices'])).parse(xml) as { InvoicesDoc?: { invoice?: Record<string, unknown>[] } };
  return parsed.InvoicesDoc?.invoice ?? [];
}

export type MydataResult =
  | { index: number; status: 'Success'; invoiceUid: string; invoiceMark: string; qrUrl?: string }
  | { index: number; status: 'ValidationError' | 'TechnicalError' | 'XMLSyntaxError'; errors: { code: string; message: string }[] };

/** myDATA's `ResponseDoc`, one result per document sent. */
export function parseResponseDoc(xml: string): MydataResult[] {
  type Raw = { index?: string; statusCode?: string; invoiceUid?: string; invoiceMark?: string; qrUrl?: string; errors?: { error?: { code?: string; message?: string }[] } };
  const parsed = parser(new Set(['response', 'error'])).parse(xml) as { ResponseDoc?: { response?: Raw[] } };
  const responses = parsed.ResponseDoc?.response;
  if (!responses) throw new SyntaxError('not a myDATA ResponseDoc');
  return responses.map((r) => {
    const index = Number(r.index ?? 1);
    if (r.statusCode === 'Success' && r.invoiceMark) return { index, status: 'Success', invoiceUid: r.invoiceUid ?? '', invoiceMark: r.invoiceMark, ...(r.qrUrl ? { qrUrl: r.qrUrl } : {}) };
    const status = r.statusCode === 'ValidationError' || r.statusCode === 'XMLSyntaxError' ? r.statusCode : 'TechnicalError';
    return { index, status, errors: (r.errors?.error ?? []).map((e) => ({ code: String(e.code ?? ''), message: String(e.message ?? '') })) };
  });
}

/** A `ResponseDoc` (the sandbox's answer). */
export function buildResponseDoc(results: readonly MydataResult[]): string {
  const response = results.map((r) =>
    r.status === 'Success'
      ? { index: r.index, invoiceUid: r.invoiceUid, invoiceMark: r.invoiceMark, ...(r.qrUrl ? { qrUrl: r.qrUrl } : {}), statusCode: r.status }
      : { index: r.index, errors: { error: r.errors.map((e) => ({ message: e.message, code: e.code })) }, statusCode: r.status },
  );
  const body = new XMLBuilder({ ignoreAttributes: false, format: false }).build({ ResponseDoc: { '@_xmlns': RESPONSE_NS, response } });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}
