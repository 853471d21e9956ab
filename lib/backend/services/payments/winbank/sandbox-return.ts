import { randomDigits } from '../secure-text';
import { winbankHashKey, type MerchantIds, type WinbankReturn } from './hash-key';

/**
 * What the Winbank sandbox's payment page posts back (pure but for the random ids): the return
 * fields of the manual's §5 for the customer's choice.
 *
 * - pay: ResultCode 0, StatusFlag Success, ResponseCode 00, signed.
 * - decline: ResultCode 0, StatusFlag Failure, ResponseCode 12 (an issuer decline), signed.
 * - cancel: StatusFlag Failure with a non-zero ResultCode and an empty HashKey, the unsigned
 *   failure post the bank may send. (The manual's own Cancel button sends the customer to the
 *   profile's Backlink URL + ParamBackLink with no fields; the storefront's cancel page needs a
 *   post naming the MerchantReference, so the sandbox sends this failure post instead.)
 */
export type SandboxDecision = 'pay' | 'decline' | 'cancel';

/** ResultCode of the sandbox's cancel post (the manual has no "cancelled" code for the failure URL). */
export const SANDBOX_CANCEL_RESULT_CODE = '1';

/** `2026-11-22T10:00:00`, the bank's TransactionDateTime (no zone). */
const bankDateTime = (at: Date): string => at.toISOString().slice(0, 19);

export function sandboxReturnFields(input: {
  decision: SandboxDecision;
  ticket: string;
  ids: MerchantIds;
  merchantReference: string;
  parameters: string;
  languageCode: string;
  now: Date;
}): WinbankReturn {
  const base = {
    SupportReferenceID: randomDigits(9),
    LanguageCode: input.languageCode,
    MerchantReference: input.merchantReference,
    TransactionDateTime: bankDateTime(input.now),
    Parameters: input.parameters,
  };
  if (input.decision === 'cancel') {
    return {
      ...base,
      ResultCode: SANDBOX_CANCEL_RESULT_CODE,
      ResultDescription: 'Transaction cancelled by the customer',
      StatusFlag: 'Failure',
      ResponseCode: '',
      ResponseDescription: '',
      TransactionId: '',
      CardType: '',
      PackageNo: '',
      ApprovalCode: '',
      RetrievalRef: '',
      AuthStatus: '',
      HashKey: '',
    };
  }
  const paid = input.decision === 'pay';
  const fields: Omit<WinbankReturn, 'HashKey'> = {
    ...base,
    ResultCode: '0',
    ResultDescription: 'No Error',
    StatusFlag: paid ? 'Success' : 'Failure',
    ResponseCode: paid ? '00' : '12',
    ResponseDescription: paid ? 'APPROVED OR COMPLETED SUCCESSFULLY' : 'INVALID TRANSACTION',
    TransactionId: randomDigits(10),
    CardType: '1',
    PackageNo: paid ? '1' : '',
    ApprovalCode: paid ? randomDigits(6) : '',
    RetrievalRef: paid ? randomDigits(12) : '',
    AuthStatus: '01',
  };
  return { ...fields, HashKey: winbankHashKey(input.ticket, input.ids, fields) };
}
