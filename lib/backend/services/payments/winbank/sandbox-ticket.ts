import { safeEqual } from '../secure-text';
import type { WinbankConfig } from '@/lib/config/payment-providers';
import { centsOf } from '../provider';
import { md5Hex } from './hash-key';
import type { TicketRequestField } from './ticket-soap';

/**
 * The Winbank sandbox's ticketing rules (pure): what its IssueNewTicket answers a request, checked
 * against the sandbox's merchant profile. Bad credentials answer ResultCode 100 (the manual's
 * Annex 6 code for a wrong Username/Password, as the WebHosting4U plugin reads it); a request the
 * service cannot take (missing or malformed fields, another currency, not a sale) is a SOAP fault.
 */
export const SANDBOX_TICKET_MINUTES = 30;
export const RESULT_BAD_CREDENTIALS = '100';

export type SandboxTicketRequest = {
  merchantReference: string;
  amountCents: number;
  parameters: string;
  acquirerId: string;
  merchantId: string;
  posId: string;
  username: string;
};

export type TicketCheck = { kind: 'ok'; request: SandboxTicketRequest } | { kind: 'refused'; resultCode: string; description: string } | { kind: 'fault'; message: string };

type Profile = Pick<WinbankConfig, 'acquirerId' | 'merchantId' | 'posId' | 'username' | 'password'>;

const REQUIRED = ['Username', 'Password', 'MerchantId', 'PosId', 'AcquirerId', 'MerchantReference', 'RequestType', 'ExpirePreauth', 'Amount', 'Installments', 'CurrencyCode', 'Parameters'] as const;

export function checkTicketRequest(fields: Partial<Record<TicketRequestField, string>>, profile: Profile): TicketCheck {
  for (const name of REQUIRED) if (fields[name] === undefined) return { kind: 'fault', message: `Missing ${name}` };
  const value = (name: TicketRequestField) => (fields[name] ?? '').trim();

  const credentials =
    safeEqual(value('AcquirerId'), profile.acquirerId) &&
    safeEqual(value('MerchantId'), profile.merchantId) &&
    safeEqual(value('PosId'), profile.posId) &&
    safeEqual(value('Username'), profile.username) &&
    safeEqual(value('Password').toLowerCase(), md5Hex(profile.password));
  if (!credentials) return { kind: 'refused', resultCode: RESULT_BAD_CREDENTIALS, description: 'Invalid merchant credentials' };

  if (!/^[\p{L}\p{N} /:_().,+-]{1,50}$/u.test(value('MerchantReference'))) return { kind: 'fault', message: 'Invalid MerchantReference' };
  if (value('RequestType') !== '02') return { kind: 'fault', message: 'Unsupported RequestType (the sandbox takes sales, 02)' };
  if (value('ExpirePreauth') !== '0') return { kind: 'fault', message: 'Invalid ExpirePreauth' };
  if (value('CurrencyCode') !== '978') return { kind: 'fault', message: 'Unsupported CurrencyCode' };
  if (!/^\d{1,2}$/.test(value('Installments')) || Number(value('Installments')) > 1) return { kind: 'fault', message: 'Invalid Installments' };
  if (fields.Bnpl !== undefined && value('Bnpl') !== '0') return { kind: 'fault', message: 'Invalid Bnpl' };
  const amountCents = centsOf(value('Amount'));
  if (amountCents === undefined || amountCents <= 0) return { kind: 'fault', message: 'Invalid Amount' };
  if ((fields.Parameters ?? '').length > 512) return { kind: 'fault', message: 'Invalid Parameters' };

  return {
    kind: 'ok',
    request: {
      merchantReference: value('MerchantReference'),
      amountCents,
      parameters: fields.Parameters ?? '',
      acquirerId: profile.acquirerId,
      merchantId: profile.merchantId,
      posId: profile.posId,
      username: profile.username,
    },
  };
}
