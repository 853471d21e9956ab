import { centsOf } from '../provider';
import { digestOver, REQUEST_FIELDS, sameDigest, type RequestField } from './digest';

/**
 * The payment request a shop posts (through the customer's browser) to Cardlink's
 * `/vpos/shophandlermpi` (https://developer.cardlink.gr/api-product/redirect/): the fields of the
 * documented table in table order, only those sent, then `digest`. All values are strings.
 */
export type CardlinkRequest = Partial<Record<RequestField, string>> &
  Record<'version' | 'mid' | 'orderid' | 'orderAmount' | 'currency' | 'payerEmail' | 'confirmUrl' | 'cancelUrl', string>;

/** Cardlink's `orderid` ("unique merchant order id, max length 50"), compactly from an attempt's 32-hex uid: 25 base-36 digits. */
export function cardlinkOrderId(attemptUid: string): string {
  if (/^[0-9a-f]{32}$/.test(attemptUid)) return BigInt(`0x${attemptUid}`).toString(36).padStart(25, '0');
  const plain = attemptUid.replace(/[^A-Za-z0-9]/g, '').slice(0, 50);
  if (!plain) throw new Error('cardlink: an attempt uid without letters or digits');
  return plain;
}

/** The form's fields: those given, in the documented order, with the digest last. Empty optional fields are left out (they count as '' either way). */
export function signedRequest(request: CardlinkRequest, secret: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of REQUEST_FIELDS) {
    const value = request[name];
    if (value !== undefined && value !== '') fields[name] = value;
  }
  fields.digest = digestOver(REQUEST_FIELDS, fields, secret);
  return fields;
}

/** A verified request, as the gateway (the sandbox) reads it. */
export type ReceivedRequest = {
  mid: string;
  orderid: string;
  orderDesc: string;
  orderAmount: string;
  amountCents: number;
  currency: string;
  lang: string;
  /** '1' sale (captured at once), '2' pre-authorization. */
  trType: '1' | '2';
  payerEmail: string;
  confirmUrl: string;
  cancelUrl: string;
  digest: string;
};

const KNOWN = new Set<string>([...REQUEST_FIELDS, 'digest']);

const absoluteHttpUrl = (value: string | undefined): value is string => {
  if (!value || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Reads a posted request as the gateway does: every field known and sent once, the required ones
 * well-formed, the merchant known and the digest right. The error texts are the gateway's own
 * (Cardlink's FAQ quotes "Invalid merchant id", "Security error invalid digest").
 */
export function readRequest(
  entries: readonly (readonly [string, string])[],
  merchant: { mid: string; secret: string },
): { ok: true; request: ReceivedRequest } | { ok: false; error: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!KNOWN.has(name)) return { ok: false, error: `Unknown field ${name}` };
    if (Object.hasOwn(fields, name)) return { ok: false, error: `Duplicate field ${name}` };
    fields[name] = value;
  }
  const missing = (['version', 'mid', 'orderid', 'orderAmount', 'currency', 'payerEmail', 'confirmUrl', 'cancelUrl', 'digest'] as const).find((name) => !fields[name]);
  if (missing) return { ok: false, error: `Missing field ${missing}` };
  if (fields.version !== '2') return { ok: false, error: 'Unsupported version' };
  if (fields.mid !== merchant.mid) return { ok: false, error: `Invalid merchant id ${fields.mid}` };
  if (!sameDigest(fields.digest, digestOver(REQUEST_FIELDS, fields, merchant.secret))) return { ok: false, error: 'Security error invalid digest' };

  const orderid = fields.orderid!;
  const amountCents = centsOf(fields.orderAmount!);
  const trType = fields.trType ?? '1';
  const orderDesc = fields.orderDesc ?? '';
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(orderid)) return { ok: false, error: 'Invalid orderid' };
  if (amountCents === undefined || amountCents <= 0) return { ok: false, error: 'Invalid orderAmount' };
  if (fields.currency !== 'EUR') return { ok: false, error: 'Invalid currency' };
  if (trType !== '1' && trType !== '2') return { ok: false, error: 'Invalid trType' };
  if (orderDesc.length > 128) return { ok: false, error: 'Invalid orderDesc' };
  if (fields.payerEmail!.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(fields.payerEmail!)) return { ok: false, error: 'Invalid payerEmail' };
  if (!absoluteHttpUrl(fields.confirmUrl) || !absoluteHttpUrl(fields.cancelUrl)) return { ok: false, error: 'Invalid confirmUrl or cancelUrl' };
  return {
    ok: true,
    request: {
      mid: fields.mid,
      orderid,
      orderDesc,
      orderAmount: fields.orderAmount!,
      amountCents,
      currency: fields.currency,
      lang: fields.lang === 'en' ? 'en' : 'el',
      trType,
      payerEmail: fields.payerEmail!,
      confirmUrl: fields.confirmUrl!,
      cancelUrl: fields.cancelUrl!,
      digest: fields.digest!,
    },
  };
}
