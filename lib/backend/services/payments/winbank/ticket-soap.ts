import { elementContent, leafFields, soapEnvelope, soapFaultString, xmlElements } from './soap-xml';

/**
 * Winbank's ticketing web service (Piraeus Bank paycenter "Redirection" integration, §4 of the
 * Redirection manual): `IssueNewTicket`, a SOAP 1.1 call to
 * `https://paycenter.piraeusbank.gr/services/tickets/issuer.asmx` with SOAPAction
 * `http://piraeusbank.gr/paycenter/redirection/IssueNewTicket`. The request is
 * `<IssueNewTicket xmlns="http://piraeusbank.gr/paycenter/redirection"><Request>…</Request>` with
 * the fields below (Password is the MD5 hex of the merchant's password); the answer is
 * `<IssueNewTicketResponse><IssueNewTicketResult>` with ResultCode (0 = issued), ResultDescription,
 * TranTicket, Timestamp and MinutesToExpiration.
 *
 * Field names, order and values as in public client libraries built on the manual: the WooCommerce
 * plugins "Piraeus Bank WooCommerce Payment Gateway" (Papaki, wp-cve
 * plugins/woo-payment-gateway-for-piraeus-bank/wooshop-piraeus.php) and "Secure Card Gateway for
 * ePay Paycenter" (WebHosting4U, class Epay_Paycenter_Ticketing, "Redirection v2.9"), and the
 * CS-Cart piraeus.php payment script (raw envelope, SOAPAction header).
 */
export const WINBANK_NAMESPACE = 'http://piraeusbank.gr/paycenter/redirection';
export const ISSUE_NEW_TICKET_ACTION = `${WINBANK_NAMESPACE}/IssueNewTicket`;

/** The request's fields, in the manual's order (the 3-D Secure address fields are optional and not sent). */
export const TICKET_REQUEST_FIELDS = [
  'Username',
  'Password',
  'MerchantId',
  'PosId',
  'AcquirerId',
  'MerchantReference',
  'RequestType',
  'ExpirePreauth',
  'Amount',
  'Installments',
  'CurrencyCode',
  'Bnpl',
  'Parameters',
  'Email',
] as const;
export type TicketRequestField = (typeof TICKET_REQUEST_FIELDS)[number];
export type TicketRequest = Record<Exclude<TicketRequestField, 'Email'>, string> & { Email?: string };

export const TICKET_RESULT_FIELDS = ['ResultCode', 'ResultDescription', 'TranTicket', 'Timestamp', 'MinutesToExpiration'] as const;
export type TicketResult = { ResultCode: string; ResultDescription: string; TranTicket: string; Timestamp: string; MinutesToExpiration: string };

/** The `IssueNewTicket` SOAP envelope (every value escaped). */
export function issueNewTicketEnvelope(request: TicketRequest): string {
  const fields = TICKET_REQUEST_FIELDS.flatMap((name) => {
    const value = request[name];
    return value === undefined ? [] : [[name, value] as const];
  });
  return soapEnvelope('IssueNewTicket', WINBANK_NAMESPACE, `<Request>${xmlElements(fields)}</Request>`);
}

/**
 * What the ticketing service answered: its result, a SOAP fault, or undefined when the body is
 * neither (not XML we understand, or an `IssueNewTicketResult` without a ResultCode).
 */
export function parseIssueNewTicketResponse(xml: string): { kind: 'result'; result: TicketResult } | { kind: 'fault'; message: string } | undefined {
  const fault = soapFaultString(xml);
  if (fault !== undefined) return { kind: 'fault', message: fault };
  const content = elementContent(xml, 'IssueNewTicketResult');
  if (content === undefined) return undefined;
  const fields = leafFields(content, TICKET_RESULT_FIELDS);
  if (!fields || fields.ResultCode === undefined) return undefined;
  return {
    kind: 'result',
    result: {
      ResultCode: fields.ResultCode.trim(),
      ResultDescription: fields.ResultDescription ?? '',
      TranTicket: (fields.TranTicket ?? '').trim(),
      Timestamp: (fields.Timestamp ?? '').trim(),
      MinutesToExpiration: (fields.MinutesToExpiration ?? '').trim(),
    },
  };
}

// The service's side (the sandbox plays it).

/** The fields of an `IssueNewTicket` request (`<Request>` inside `<IssueNewTicket>`), or undefined when it is not one. */
export function parseIssueNewTicketRequest(xml: string): Partial<Record<TicketRequestField, string>> | undefined {
  const operation = elementContent(xml, 'IssueNewTicket');
  if (operation === undefined) return undefined;
  const request = elementContent(operation, 'Request');
  if (request === undefined) return undefined;
  return leafFields(request, TICKET_REQUEST_FIELDS);
}

/** The `IssueNewTicketResponse` envelope, as the ASMX service writes it. */
export function issueNewTicketResponseEnvelope(result: TicketResult): string {
  const fields = TICKET_RESULT_FIELDS.map((name) => [name, result[name]] as const);
  return soapEnvelope('IssueNewTicketResponse', WINBANK_NAMESPACE, `<IssueNewTicketResult>${xmlElements(fields)}</IssueNewTicketResult>`);
}
