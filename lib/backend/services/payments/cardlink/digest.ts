import { createHash } from 'node:crypto';
import { safeEqual } from '../secure-text';

/**
 * Cardlink's redirect digest (version 2), shared by Alpha Bank (Nexi, alphaecommerce) and Eurobank
 * (Worldline, eurocommerce), both run on Cardlink's (Modirum) VPOS. From Cardlink's developer
 * portal, https://developer.cardlink.gr/api-product/digest-calculation/ and
 * https://developer.cardlink.gr/api-product/redirect/:
 *
 *   Digest = base64( sha256( utf8bytes(value1 | value2 | … | secret) ) )
 *
 * "Concatenate all the values of all the possible fields listed in the table, the same order as
 * parameters are listed in the Payment page fields table. If a parameter is omitted, empty string
 * is concatenated." ('|' is concatenation, nothing is inserted.) The same rule signs the request
 * the shop posts and the return the gateway posts back, each over its own table. The orders below
 * are those tables, as Cardlink's public client libraries also write them (cardlink-go's
 * redirect/payment.go and verify.go; Cardlink SA's OpenCart and WooCommerce modules).
 */

/** The payment request's fields, in the documented table order (`digest` is the last field, not part of it). */
export const REQUEST_FIELDS = [
  'version',
  'mid',
  'lang',
  'deviceCategory',
  'orderid',
  'orderDesc',
  'orderAmount',
  'currency',
  'payerEmail',
  'payerPhone',
  'billCountry',
  'billState',
  'billZip',
  'billCity',
  'billAddress',
  'weight',
  'dimensions',
  'shipCountry',
  'shipState',
  'shipZip',
  'shipCity',
  'shipAddress',
  'addFraudScore',
  'maxPayRetries',
  'reject3dsU',
  'payMethod',
  'trType',
  'extInstallmentoffset',
  'extInstallmentperiod',
  'extRecurringfrequency',
  'extRecurringenddate',
  'blockScore',
  'cssUrl',
  'confirmUrl',
  'cancelUrl',
  'var1',
  'var2',
  'var3',
  'var4',
  'var5',
  'var6',
  'var7',
  'var8',
  'var9',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/**
 * The return's fields (what the gateway posts to confirmUrl / cancelUrl), in the documented order;
 * the tokenization extension's three come after paymentRef. Loyalty fields (`xlsbonus…`) carry
 * their own digest and are not part of this one.
 */
export const RESPONSE_FIELDS = [
  'version',
  'mid',
  'orderid',
  'status',
  'orderAmount',
  'currency',
  'paymentTotal',
  'message',
  'riskScore',
  'payMethod',
  'txId',
  'paymentRef',
  'extToken',
  'extTokenPanEnd',
  'extTokenExp',
] as const;
export type ResponseField = (typeof RESPONSE_FIELDS)[number];

/** base64(sha256(utf8(values concatenated + secret))). */
export function cardlinkDigest(values: readonly string[], secret: string): string {
  return createHash('sha256').update(`${values.join('')}${secret}`, 'utf8').digest('base64');
}

/** The digest of `fields` over a documented field order (a field that is absent counts as ''). */
export function digestOver(order: readonly string[], fields: Readonly<Record<string, string | undefined>>, secret: string): string {
  return cardlinkDigest(
    order.map((name) => (Object.hasOwn(fields, name) ? (fields[name] ?? '') : '')),
    secret,
  );
}

/** Compares a given digest with the expected one in constant time. */
export function sameDigest(given: string | undefined, expected: string): boolean {
  return given !== '' && safeEqual(given, expected);
}
