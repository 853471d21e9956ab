/**
 * myDATA's digital goods movement call the issuer makes (issue #48 item 3, decision 0089), pure
 * both ways (the adapter writes and reads, the sandbox reads and writes):
 * `POST /ConfirmDeliveryReturn` with a `ConfirmDeliveryReturnRequest` naming the delivery note by
 * its QR URL — the issuer's report that the carrier brought the goods back (the movement ends on a
 * return) — answered by a `ResponseDoc` whose result carries `deliveryReturnMark`, or the errors.
 * Dispatch (`RegisterTransfer`) and the delivery's outcome (`ConfirmDeliveryOutcome`) are the
 * carrier's calls, not the issuer's.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { RESPONSE_NS } from './mydata-xml';

export type DeliveryReturnResult = { status: 'Success'; deliveryReturnMark: string } | { status: 'ValidationError' | 'TechnicalError' | 'XMLSyntaxError'; errors: { code: string; message: string }[] };

const builder = () => new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true });
const parser = (arrays: ReadonlySet<string>) => new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, isArray: (name) => arrays.has(name) });
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function buildDeliveryReturnRequest(qrUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder().build({ ConfirmDeliveryReturnRequest: { qrUrl } })}`;
}

/** The QR URL a `ConfirmDeliveryReturnRequest` names; undefined when it is not one. */
export function parseDeliveryReturnRequest(xml: string): string | undefined {
  try {
    const parsed = parser(new Set()).parse(xml) as { ConfirmDeliveryReturnRequest?: { qrUrl?: unknown } };
    return text(parsed.ConfirmDeliveryReturnRequest?.qrUrl);
  } catch {
    return undefined;
  }
}

export function buildDeliveryReturnResponse(result: DeliveryReturnResult): string {
  const response =
    result.status === 'Success'
      ? { index: 1, statusCode: 'Success', deliveryReturnMark: result.deliveryReturnMark }
      : { index: 1, statusCode: result.status, errors: { error: result.errors.map((e) => ({ message: e.message, code: e.code })) } };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder().build({ ResponseDoc: { '@_xmlns': RESPONSE_NS, response: [response] } })}`;
}

/** myDATA's answer to `ConfirmDeliveryReturn`. A body that is not a `ResponseDoc`: SyntaxError. */
export function parseDeliveryReturnResponse(xml: string): DeliveryReturnResult {
  type Raw = { statusCode?: unknown; deliveryReturnMark?: unknown; errors?: { error?: { code?: unknown; message?: unknown }[] } };
  const parsed = parser(new Set(['response', 'error'])).parse(xml) as { ResponseDoc?: { response?: Raw[] } };
  const response = parsed.ResponseDoc?.response?.[0];
  if (!response) throw new SyntaxError('not a myDATA ResponseDoc');
  const mark = text(response.deliveryReturnMark);
  if (text(response.statusCode) === 'Success' && mark) return { status: 'Success', deliveryReturnMark: mark };
  const status = text(response.statusCode);
  return {
    status: status === 'TechnicalError' || status === 'XMLSyntaxError' ? status : 'ValidationError',
    errors: (response.errors?.error ?? []).map((e) => ({ code: text(e.code) ?? '', message: text(e.message) ?? '' })),
  };
}
