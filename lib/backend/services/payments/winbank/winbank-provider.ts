import { randomBytes } from 'node:crypto';
import type { ApiDeps } from '../../../context';
import { decimalAmount, type PaymentProvider } from '../provider';
import { ProviderError, providerHttp, providersConfig } from '../provider-http';
import { md5Hex } from './hash-key';
import { buildParamBackLink } from './param-back-link';
import { ISSUE_NEW_TICKET_ACTION, issueNewTicketEnvelope, parseIssueNewTicketResponse, type TicketRequest } from './ticket-soap';
import { winbankVerdict } from './verify-return';

/**
 * Winbank, Piraeus Bank's paycenter "Redirection" integration (DESIGN §6), live or against its
 * sandbox (`providersConfig(deps).winbank`):
 *
 * 1. createPayment asks the ticketing web service for a TranTicket (IssueNewTicket, see
 *    ticket-soap.ts) for a sale of the order's amount in EUR; the ticket stays private (`data`),
 *    because it is the key of the return's HashKey (the manual forbids showing it to the customer).
 * 2. The customer's browser posts the redirect form to pay.aspx (AcquirerId, MerchantId, PosId,
 *    User, LanguageCode, MerchantReference, ParamBackLink; the field names of the manual's sample
 *    form, as the public plugins send them).
 * 3. The bank posts the return to the profile's success or failure URL + `?` + ParamBackLink
 *    (param-back-link.ts), with a HashKey (hash-key.ts) that verifyReturn checks (verify-return.ts).
 *
 * queryStatus answers `pending`: the redirection manual has no status call. (Paycenter's separate
 * transaction web service, `services/paymentgateway.asmx` ProcessTransaction with RequestType
 * FOLLOW_UP, can look a MerchantReference up, but it is another contract with its own identifiers
 * and is not configured here.)
 */
export const WINBANK_PROVIDER = 'winbank';

/** How long a ticket lives when the service does not say (its answers say 30 minutes). */
export const DEFAULT_TICKET_MINUTES = 30;

/** The manual's MerchantReference: up to 50 of letters, digits, space and `/:_().,+-`. */
const MERCHANT_REFERENCE = /^[\p{L}\p{N} /:_().,+-]{1,50}$/u;

const TICKET = /^[A-Za-z0-9-]{8,128}$/;

/** The attempt's uid and a random suffix: a new reference per ticket, so two concurrent starts never share one. */
export const newMerchantReference = (attemptUid: string): string => `${attemptUid.slice(0, 41)}-${randomBytes(4).toString('hex')}`;

export function winbankProvider(deps: ApiDeps): PaymentProvider {
  const config = providersConfig(deps).winbank;
  const http = providerHttp(deps);
  const ids = { posId: config.posId, acquirerId: config.acquirerId };

  async function issueTicket(request: TicketRequest): Promise<{ ticket: string; minutes: number }> {
    let status = 0;
    let body: string;
    try {
      const response = await http(
        new Request(config.ticketUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${ISSUE_NEW_TICKET_ACTION}"` },
          body: issueNewTicketEnvelope(request),
        }),
      );
      status = response.status;
      body = await response.text();
    } catch (error) {
      throw new ProviderError(WINBANK_PROVIDER, `ticketing unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = parseIssueNewTicketResponse(body);
    if (!answer) throw new ProviderError(WINBANK_PROVIDER, `HTTP ${status}, not a ticketing answer: ${body.slice(0, 200)}`);
    if (answer.kind === 'fault') throw new ProviderError(WINBANK_PROVIDER, `HTTP ${status}, SOAP fault: ${answer.message.slice(0, 200)}`);
    const { ResultCode, ResultDescription, TranTicket, MinutesToExpiration } = answer.result;
    if (ResultCode !== '0') throw new ProviderError(WINBANK_PROVIDER, `ticket refused, ResultCode ${ResultCode}: ${ResultDescription.slice(0, 200)}`);
    if (!TICKET.test(TranTicket)) throw new ProviderError(WINBANK_PROVIDER, 'ticket issued without a usable TranTicket');
    const minutes = /^\d{1,5}$/.test(MinutesToExpiration) && Number(MinutesToExpiration) > 0 ? Number(MinutesToExpiration) : DEFAULT_TICKET_MINUTES;
    return { ticket: TranTicket, minutes };
  }

  return {
    name: 'WinBank',
    slug: 'winbank',
    signedReturns: true,

    async createPayment(order) {
      const merchantReference = newMerchantReference(order.attemptUid);
      const issuedAt = deps.now();
      const { ticket, minutes } = await issueTicket({
        Username: config.username,
        Password: md5Hex(config.password),
        MerchantId: config.merchantId,
        PosId: config.posId,
        AcquirerId: config.acquirerId,
        MerchantReference: merchantReference,
        RequestType: '02', // sale
        ExpirePreauth: '0',
        Amount: decimalAmount(order.amountCents),
        // 1 = no installments (Redirection v2.9 §4 as the WooCommerce plugins send it; older scripts sent 0).
        Installments: '1',
        CurrencyCode: '978', // EUR
        Bnpl: '0',
        Parameters: order.attemptUid,
        Email: order.email,
      });
      return {
        providerRef: merchantReference,
        start: {
          kind: 'form',
          action: config.payUrl,
          fields: {
            AcquirerId: config.acquirerId,
            MerchantId: config.merchantId,
            PosId: config.posId,
            User: config.username,
            LanguageCode: order.language === 'en' ? 'en-US' : 'el-GR',
            MerchantReference: merchantReference,
            ParamBackLink: buildParamBackLink(order.returnUrls),
          },
        },
        data: { ticket, ticketExpiresAt: new Date(issuedAt.getTime() + minutes * 60_000).toISOString() },
      };
    },

    referenceOf(params) {
      const reference = params.MerchantReference;
      return reference !== undefined && MERCHANT_REFERENCE.test(reference) ? reference : undefined;
    },

    async verifyReturn(params, attempt, outcome) {
      return winbankVerdict(params, attempt, outcome, ids, deps.now());
    },

    async queryStatus(attempt) {
      return { result: 'pending', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null };
    },
  };
}
