import { centsOf } from '../provider';
import { digestOver, RESPONSE_FIELDS, sameDigest, type ResponseField } from './digest';

/**
 * The return the gateway posts (through the customer's browser) to the shop's confirmUrl (paid) or
 * cancelUrl (refused, cancelled, error): the response table's fields in table order, then `digest`
 * over them by the same rule as the request (https://developer.cardlink.gr/api-product/redirect/).
 */
export type CardlinkStatus = 'AUTHORIZED' | 'CAPTURED' | 'CANCELED' | 'REFUSED' | 'ERROR';

/** What a status proves: CAPTURED (sale) and AUTHORIZED (pre-authorization) took the money; the others did not. */
export function resultOfStatus(status: string): 'paid' | 'failed' | 'pending' {
  if (status === 'CAPTURED' || status === 'AUTHORIZED') return 'paid';
  if (status === 'CANCELED' || status === 'REFUSED' || status === 'ERROR') return 'failed';
  return 'pending';
}

/** The return's fields as the gateway posts them: those given, in the documented order, with the digest last. */
export function signedResponse(response: Partial<Record<ResponseField, string>>, secret: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of RESPONSE_FIELDS) {
    const value = response[name];
    if (value !== undefined && value !== '') fields[name] = value;
  }
  fields.digest = digestOver(RESPONSE_FIELDS, fields, secret);
  return fields;
}

/** A return whose digest is right, read. */
export type CardlinkReturn = {
  mid: string;
  orderid: string;
  status: string;
  amountCents: number;
  /** ISO 4217 alphabetic (a numeric 978 is read as EUR). */
  currency: string;
  txId: string | null;
  paymentRef: string | null;
};

const currencyOf = (value: string): string => (value === '978' ? 'EUR' : value.toUpperCase());

/**
 * Verifies a return's digest (in constant time) and reads it; undefined when the digest is wrong
 * or a field the verdict needs is missing or malformed. Fields outside the response table (a
 * storefront's own parameters, the loyalty fields with their own digest) are not read.
 */
export function readReturn(params: Readonly<Record<string, string>>, secret: string): CardlinkReturn | undefined {
  const get = (name: string): string => (Object.hasOwn(params, name) ? (params[name] ?? '') : '');
  if (!sameDigest(get('digest'), digestOver(RESPONSE_FIELDS, params, secret))) return undefined;
  const amountCents = centsOf(get('orderAmount'));
  const [mid, orderid, status, currency] = [get('mid'), get('orderid'), get('status'), get('currency')];
  if (!mid || !orderid || !status || amountCents === undefined || !/^([A-Za-z]{3}|978)$/.test(currency)) return undefined;
  return { mid, orderid, status, amountCents, currency: currencyOf(currency), txId: get('txId') || null, paymentRef: get('paymentRef') || null };
}
