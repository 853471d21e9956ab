import type { ProviderVerdict, ReturnOutcome, StoredAttempt } from '../provider';
import { hashKeyMatches, isApprovedResponseCode, type MerchantIds } from './hash-key';

/**
 * What a Winbank return proves for the attempt its MerchantReference names (pure; the adapter's
 * verifyReturn). Undefined = not genuine, refused:
 *
 * - A HashKey that is present must be the one the bank computes with the attempt's TranTicket
 *   (`attempt.data.ticket`), else the return is forged or belongs to another ticket.
 * - Success (ResultCode 0, StatusFlag Success) needs a valid HashKey, an approved ResponseCode
 *   (else `failed`) and a ticket that had not expired: `paid` for the attempt's own amount (the
 *   bank does not echo the amount; the ticket it was issued for binds it).
 * - Failure (StatusFlag Failure or a non-zero ResultCode) with a valid HashKey is `failed`. The
 *   bank's failure post may carry no HashKey: then what can be checked is that it names this
 *   attempt and says failure, which is enough to answer `failed` only on the cancel return page
 *   (never `paid`, and never on the success page), marked `unsigned`: confirm-payment applies it
 *   only with the owner's session (issue #14 item 10).
 * - StatusFlag Asynchronous with a valid HashKey is `pending` (the bank settles it later).
 */
export function winbankVerdict(params: Readonly<Record<string, string>>, attempt: StoredAttempt, outcome: ReturnOutcome, ids: MerchantIds, now: Date): ProviderVerdict | undefined {
  const field = (name: string): string => params[name] ?? '';
  if (field('MerchantReference') !== attempt.providerRef || attempt.providerRef === '') return undefined;
  const ticket = attempt.data.ticket;
  if (!ticket) return undefined;

  const hashKey = field('HashKey');
  const signed = hashKey !== '' && hashKeyMatches(hashKey, ticket, ids, params);
  if (hashKey !== '' && !signed) return undefined;

  const resultCode = field('ResultCode');
  const statusFlag = field('StatusFlag');
  if (!/^-?\d{1,9}$/.test(resultCode)) return undefined;
  const transactionId = /^[\w-]{1,64}$/.test(field('TransactionId')) ? field('TransactionId') : null;
  const verdict = (result: ProviderVerdict['result'], id: string | null): ProviderVerdict => ({ result, amountCents: attempt.amountCents, currency: 'EUR', transactionId: id });

  if (resultCode === '0' && statusFlag === 'Success') {
    if (!signed) return undefined;
    if (!isApprovedResponseCode(field('ResponseCode'))) return verdict('failed', transactionId);
    const expiresAt = Date.parse(attempt.data.ticketExpiresAt ?? '');
    if (!Number.isFinite(expiresAt) || now.getTime() > expiresAt) return undefined;
    return verdict('paid', transactionId);
  }
  if (statusFlag === 'Failure' || resultCode !== '0') {
    if (signed) return verdict('failed', transactionId);
    return outcome === 'cancel' ? { ...verdict('failed', null), unsigned: true } : undefined;
  }
  if (statusFlag === 'Asynchronous' && signed) return verdict('pending', transactionId);
  return undefined;
}
