/**
 * The two other calls of myDATA's REST API the shop makes (issue #47 item 3, decision 0080), as
 * AADE's documentation publishes them, pure both ways (the adapter reads, the sandbox writes):
 * - `GET /RequestTransmittedDocs?mark=&maxMark=` answers a `RequestedDoc`: the documents the user
 *   transmitted with a MARK above `mark` (up to `maxMark`), each with its UID, MARK, QR URL and the
 *   MARK of its cancellation, if any, plus the cancellations themselves, paged by a continuation token.
 * - `POST /CancelInvoice?mark=` answers a `ResponseDoc` whose one result carries the cancellation's
 *   own MARK (`cancellationMark`), or the errors.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { MYDATA_NS, RESPONSE_NS } from './mydata-xml';

export type TransmittedDocument = { uid: string; mark: string; qrUrl?: string; cancelledByMark?: string; series: string; aa: string; invoiceType: string };
export type CancelledDocument = { invoiceMark: string; cancellationMark: string; cancellationDate: string };
export type RequestedDoc = {
  documents: TransmittedDocument[];
  cancellations: CancelledDocument[];
  continuation?: { nextPartitionKey: string; nextRowKey: string };
};

const parser = (arrays: ReadonlySet<string>) =>
  new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, isArray: (name) => arrays.has(name) });

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** myDATA's `RequestedDoc`, as far as the shop reads it. A body that is not one: SyntaxError. */
export function parseRequestedDoc(xml: string): RequestedDoc {
  type RawInvoice = { uid?: unknown; mark?: unknown; qrCodeUrl?: unknown; cancelledByMark?: unknown; invoiceHeader?: { series?: unknown; aa?: unknown; invoiceType?: unknown } };
  type RawCancel = { invoiceMark?: unknown; cancellationMark?: unknown; cancellationDate?: unknown };
  type Raw = { continuationToken?: { nextPartitionKey?: unknown; nextRowKey?: unknown }; invoicesDoc?: { invoice?: RawInvoice[] }; cancelledInvoicesDoc?: { cancelledInvoice?: RawCancel[] } };
  const parsed = parser(new Set(['invoice', 'cancelledInvoice', 'invoiceDetails'])).parse(xml) as { RequestedDoc?: Raw | '' };
  if (parsed.RequestedDoc === undefined) throw new SyntaxError('not a myDATA RequestedDoc');
  const doc: Raw = parsed.RequestedDoc === '' ? {} : parsed.RequestedDoc;
  const documents = (doc.invoicesDoc?.invoice ?? []).flatMap((raw): TransmittedDocument[] => {
    const uid = text(raw.uid);
    const mark = text(raw.mark);
    if (!uid || !mark) return [];
    const qrUrl = text(raw.qrCodeUrl);
    const cancelledByMark = text(raw.cancelledByMark);
    return [{ uid, mark, ...(qrUrl ? { qrUrl } : {}), ...(cancelledByMark ? { cancelledByMark } : {}), series: text(raw.invoiceHeader?.series) ?? '', aa: text(raw.invoiceHeader?.aa) ?? '', invoiceType: text(raw.invoiceHeader?.invoiceType) ?? '' }];
  });
  const cancellations = (doc.cancelledInvoicesDoc?.cancelledInvoice ?? []).flatMap((raw): CancelledDocument[] => {
    const invoiceMark = text(raw.invoiceMark);
    const cancellationMark = text(raw.cancellationMark);
    return invoiceMark && cancellationMark ? [{ invoiceMark, cancellationMark, cancellationDate: text(raw.cancellationDate) ?? '' }] : [];
  });
  const next = doc.continuationToken && { nextPartitionKey: text(doc.continuationToken.nextPartitionKey), nextRowKey: text(doc.continuationToken.nextRowKey) };
  return { documents, cancellations, ...(next?.nextPartitionKey && next.nextRowKey ? { continuation: { nextPartitionKey: next.nextPartitionKey, nextRowKey: next.nextRowKey } } : {}) };
}

/** A `RequestedDoc` (the sandbox's answer): each document with its header's identity, and the cancellations. */
export function buildRequestedDoc(doc: RequestedDoc): string {
  const invoice = doc.documents.map((d) => ({
    uid: d.uid,
    mark: d.mark,
    ...(d.cancelledByMark ? { cancelledByMark: d.cancelledByMark } : {}),
    invoiceHeader: { series: d.series, aa: d.aa, invoiceType: d.invoiceType },
    ...(d.qrUrl ? { qrCodeUrl: d.qrUrl } : {}),
  }));
  const cancelledInvoice = doc.cancellations.map((c) => ({ invoiceMark: c.invoiceMark, cancellationMark: c.cancellationMark, cancellationDate: c.cancellationDate }));
  const body = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true }).build({
    RequestedDoc: {
      '@_xmlns': MYDATA_NS,
      ...(doc.continuation ? { continuationToken: doc.continuation } : {}),
      ...(invoice.length ? { invoicesDoc: { invoice } } : {}),
      ...(cancelledInvoice.length ? { cancelledInvoicesDoc: { cancelledInvoice } } : {}),
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

export type CancelResult = { status: 'Success'; cancellationMark: string } | { status: 'ValidationError' | 'TechnicalError' | 'XMLSyntaxError'; errors: { code: string; message: string }[] };

/** myDATA's answer to `CancelInvoice`: one result, with the cancellation's MARK or the errors. */
export function parseCancelResponse(xml: string): CancelResult {
  type Raw = { statusCode?: unknown; cancellationMark?: unknown; errors?: { error?: { code?: unknown; message?: unknown }[] } };
  const parsed = parser(new Set(['response', 'error'])).parse(xml) as { ResponseDoc?: { response?: Raw[] } };
  const response = parsed.ResponseDoc?.response?.[0];
  if (!response) throw new SyntaxError('not a myDATA ResponseDoc');
  const mark = text(response.cancellationMark);
  if (response.statusCode === 'Success' && mark) return { status: 'Success', cancellationMark: mark };
  const status = response.statusCode === 'ValidationError' || response.statusCode === 'XMLSyntaxError' ? response.statusCode : 'TechnicalError';
  return { status, errors: (response.errors?.error ?? []).map((e) => ({ code: String(e.code ?? ''), message: String(e.message ?? '') })) };
}

/** The `ResponseDoc` of a `CancelInvoice` (the sandbox's answer). */
export function buildCancelResponse(result: CancelResult): string {
  const response =
    result.status === 'Success'
      ? { index: 1, cancellationMark: result.cancellationMark, statusCode: result.status }
      : { index: 1, errors: { error: result.errors.map((e) => ({ message: e.message, code: e.code })) }, statusCode: result.status };
  const body = new XMLBuilder({ ignoreAttributes: false, format: false }).build({ ResponseDoc: { '@_xmlns': RESPONSE_NS, response: [response] } });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

/** The `mark` and `maxMark` that read back exactly the document with MARK `mark` (MARKs are whole numbers). */
export function onlyMark(mark: string): { mark: string; maxMark: string } {
  if (!/^\d{1,20}$/.test(mark)) throw new RangeError(`a MARK is digits, got "${mark}"`);
  return { mark: (BigInt(mark) - 1n).toString(), maxMark: mark };
}
