import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Winbank's return, as the bank posts it (form-urlencoded) to the merchant's success or failure
 * URL, and its `HashKey` (Redirection manual §5 "Hash Key verification"):
 *
 *   HashKey = uppercase hex of HMAC-SHA256(key = TranTicket,
 *     TranTicket;PosId;AcquirerId;MerchantReference;ApprovalCode;Parameters;ResponseCode;
 *     SupportReferenceID;AuthStatus;PackageNo;StatusFlag)
 *
 * Confirmed against two public implementations: the Papaki WooCommerce plugin
 * (`hash_hmac('sha256', $stconHmac, $transticket)` over the `;`-joined fields, uppercased; it also
 * still accepts the older plain SHA-256 of the unseparated fields, which we do not) and the
 * WebHosting4U plugin (class Epay_Paycenter_Hash, "Redirection v2.9 §5"). The bank may send an
 * empty HashKey with a failure.
 */
export const RETURN_FIELDS = [
  'SupportReferenceID',
  'ResultCode',
  'ResultDescription',
  'StatusFlag',
  'ResponseCode',
  'ResponseDescription',
  'LanguageCode',
  'MerchantReference',
  'TransactionDateTime',
  'TransactionId',
  'CardType',
  'PackageNo',
  'ApprovalCode',
  'RetrievalRef',
  'AuthStatus',
  'Parameters',
  'HashKey',
] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];
export type WinbankReturn = Record<ReturnField, string>;

/** The fields the HashKey covers after TranTicket, PosId and AcquirerId, in order. */
export const HASHED_FIELDS = ['MerchantReference', 'ApprovalCode', 'Parameters', 'ResponseCode', 'SupportReferenceID', 'AuthStatus', 'PackageNo', 'StatusFlag'] as const;

export type MerchantIds = { posId: string; acquirerId: string };

/** The HashKey the bank computes for a return (missing fields count as empty). */
export function winbankHashKey(ticket: string, ids: MerchantIds, fields: Readonly<Partial<Record<string, string>>>): string {
  const text = [ticket, ids.posId, ids.acquirerId, ...HASHED_FIELDS.map((name) => fields[name] ?? '')].join(';');
  return createHmac('sha256', ticket).update(text, 'utf8').digest('hex').toUpperCase();
}

/** Whether `given` is the return's HashKey (hex compared case-insensitively, in constant time). */
export function hashKeyMatches(given: string, ticket: string, ids: MerchantIds, fields: Readonly<Partial<Record<string, string>>>): boolean {
  if (!/^[0-9A-Fa-f]{64}$/.test(given) || !ticket) return false;
  const expected = Buffer.from(winbankHashKey(ticket, ids, fields), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** The ticketing service's `Password`: the MD5 hex of the merchant's password (as the manual asks). */
export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * ResponseCodes of an approved card transaction ("00, 08, 10, 11, 16" in the public plugins; 11 is
 * "already approved"). Compared as numbers: the bank has been seen to send both `00` and `0`.
 */
const APPROVED = new Set([0, 8, 10, 11, 16]);
export const isApprovedResponseCode = (code: string): boolean => /^\d{1,2}$/.test(code) && APPROVED.has(Number(code));
