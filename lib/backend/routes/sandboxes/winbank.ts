import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { sandboxBase } from '@/lib/config/payment-providers';
import { readFormEntries } from '@/lib/utils/form-entries';
import type { ApiEnv } from '../../context';
import { sandboxConfig } from '../../services/payments/provider-http';
import { safeEqual } from '../../services/payments/secure-text';
import { createSandboxPayment, findSandboxPayment, updateSandboxPayment, type SandboxPayment } from '../../services/payments/sandbox-store';
import { bankReturnUrl, parseParamBackLink } from '../../services/payments/winbank/param-back-link';
import { sandboxReturnFields, type SandboxDecision } from '../../services/payments/winbank/sandbox-return';
import { checkTicketRequest, SANDBOX_TICKET_MINUTES } from '../../services/payments/winbank/sandbox-ticket';
import { soapFault } from '../../services/payments/winbank/soap-xml';
import { ISSUE_NEW_TICKET_ACTION, issueNewTicketResponseEnvelope, parseIssueNewTicketRequest, type TicketResult } from '../../services/payments/winbank/ticket-soap';
import { sandboxAutoPost, sandboxLanguage, sandboxMessage, sandboxPage } from './page';

/**
 * The Winbank sandbox (DESIGN §6): Piraeus Bank's paycenter played inside the API, under
 * `/api/sandbox/winbank`, with the sandbox's merchant profile (the sandbox values of
 * `paymentProvidersConfig`, whatever the live configuration):
 *
 * - `POST /services/tickets/issuer.asmx`: the ticketing web service (SOAP IssueNewTicket). Checks
 *   the merchant ids, Username and MD5(password); keeps the ticket with the amount, the
 *   MerchantReference and its expiry (30 minutes).
 * - `POST /redirection/pay.aspx`: the customer's browser posts the redirect form; the page shows
 *   the amount with Pay / Decline / Cancel.
 * - `POST /redirection/complete.aspx` (the page's buttons; the sandbox's own): posts the return
 *   fields with their HashKey to the profile's success URL (Pay) or failure URL (Decline, Cancel),
 *   `{PUBLIC_URL}` + the ParamBackLink's `s` / `f` path, + `?` + ParamBackLink as Piraeus does.
 */
const BASE = '/sandbox/winbank';
const PROVIDER = 'winbank';
const TITLE = 'Winbank (Piraeus Bank paycenter)';
const LANGUAGE_CODES = new Set(['el-GR', 'en-US', 'ru-RU', 'de-DE']);
const MAX_SOAP_BYTES = 64 * 1024;
const MAX_FORM_BYTES = 16 * 1024;

const soap = (c: Context<ApiEnv>, xml: string, status: 200 | 400 | 413 = 200) => c.body(xml, status, { 'Content-Type': 'text/xml; charset=utf-8' });
const message = (c: Context<ApiEnv>, status: 400 | 403 | 404 | 409 | 410, text: string) => c.html(sandboxMessage(TITLE, status, text), status);

function ticketAnswer(resultCode: string, description: string, ticket = '', timestamp = '', minutes = ''): string {
  const result: TicketResult = { ResultCode: resultCode, ResultDescription: description, TranTicket: ticket, Timestamp: timestamp, MinutesToExpiration: minutes };
  return issueNewTicketResponseEnvelope(result);
}

/** A posted form's fields, names case-insensitive (ASP.NET's Request.Form; the plugins post `PosID` and `PosId`). */
async function formOf(c: Context<ApiEnv>): Promise<Map<string, string>> {
  const form = new Map<string, string>();
  for (const [name, value] of (await readFormEntries(c.req.raw, MAX_FORM_BYTES)) ?? []) if (!form.has(name.toLowerCase())) form.set(name.toLowerCase(), value);
  return form;
}

const expired = (row: SandboxPayment, now: Date): boolean => !(now.getTime() <= Date.parse(row.data.expiresAt ?? ''));

async function issueTicket(c: Context<ApiEnv>) {
  const deps = c.get('deps');
  const action = (c.req.header('SOAPAction') ?? '').trim().replace(/^"(.*)"$/, '$1');
  if (action !== ISSUE_NEW_TICKET_ACTION) return soap(c, soapFault('soap:Client', `Server did not recognize the value of HTTP Header SOAPAction: ${action}.`), 400);
  if (Number(c.req.header('content-length') ?? 0) > MAX_SOAP_BYTES) return soap(c, soapFault('soap:Client', 'Request too large'), 413);
  const body = await c.req.text();
  if (body.length > MAX_SOAP_BYTES) return soap(c, soapFault('soap:Client', 'Request too large'), 413);
  const fields = parseIssueNewTicketRequest(body);
  if (!fields) return soap(c, soapFault('soap:Client', 'Server was unable to read request.'), 400);

  const check = checkTicketRequest(fields, sandboxConfig(deps).winbank);
  if (check.kind === 'fault') return soap(c, soapFault('soap:Client', check.message), 400);
  if (check.kind === 'refused') return soap(c, ticketAnswer(check.resultCode, check.description));

  const { request } = check;
  const now = deps.now();
  const ticket = randomBytes(16).toString('hex');
  const data = {
    ticket,
    expiresAt: new Date(now.getTime() + SANDBOX_TICKET_MINUTES * 60_000).toISOString(),
    parameters: request.parameters,
    acquirerId: request.acquirerId,
    merchantId: request.merchantId,
    posId: request.posId,
    username: request.username,
  };
  const key = { provider: PROVIDER, ref: request.merchantReference };
  const existing = await findSandboxPayment(deps.db, PROVIDER, request.merchantReference);
  if (existing?.status === 'paid') return soap(c, ticketAnswer('1048', 'Recharge attempt: the MerchantReference was already used for an approved transaction'));
  if (existing && existing.amountCents !== request.amountCents) return soap(c, soapFault('soap:Client', 'MerchantReference already used for another amount'), 400);
  const stored = existing
    ? await updateSandboxPayment(deps.db, key, ['issued', 'declined', 'cancelled'], { status: 'issued', data }, now)
    : await createSandboxPayment(deps.db, { ...key, status: 'issued', amountCents: request.amountCents, currency: 'EUR', data }, now).catch(() => undefined);
  if (!stored) return soap(c, ticketAnswer('1045', 'A transaction with this MerchantReference is being processed'));
  return soap(c, ticketAnswer('0', 'No Error', ticket, now.toISOString(), String(SANDBOX_TICKET_MINUTES)));
}

async function showPayPage(c: Context<ApiEnv>) {
  const deps = c.get('deps');
  const form = await formOf(c);
  const reference = form.get('merchantreference');
  const row = reference ? await findSandboxPayment(deps.db, PROVIDER, reference) : undefined;
  if (!row || !reference) return message(c, 404, 'Unknown ticket: none was issued for this MerchantReference.');
  const data = row.data;
  const ids = safeEqual(form.get('acquirerid'), data.acquirerId) && safeEqual(form.get('merchantid'), data.merchantId) && safeEqual(form.get('posid'), data.posId) && safeEqual(form.get('user'), data.username);
  if (!ids) return message(c, 400, 'The merchant ids do not match the ticket.');
  if (row.status !== 'issued') return message(c, 409, 'This transaction has already been processed.');
  const now = deps.now();
  if (expired(row, now)) return message(c, 410, 'The ticket has expired.');
  const paramBackLink = form.get('parambacklink') ?? '';
  if (!parseParamBackLink(paramBackLink)) return message(c, 400, 'Invalid ParamBackLink.');
  const languageCode = LANGUAGE_CODES.has(form.get('languagecode') ?? '') ? form.get('languagecode')! : 'el-GR';
  const pageToken = randomBytes(16).toString('base64url');
  const updated = await updateSandboxPayment(deps.db, { provider: PROVIDER, ref: reference }, ['issued'], { status: 'issued', data: { ...data, paramBackLink, languageCode, pageToken } }, now);
  if (!updated) return message(c, 409, 'This transaction has already been processed.');
  return c.html(
    sandboxPage({
      provider: TITLE,
      reference,
      amount: { cents: row.amountCents, currency: 'EUR', language: sandboxLanguage(languageCode) },
      action: `${sandboxBase(deps.env, 'winbank')}/redirection/complete.aspx`,
      fields: { MerchantReference: reference, SandboxToken: pageToken },
      choices: ['pay', 'decline', 'cancel'],
    }),
  );
}

const NEXT_STATUS: Record<SandboxDecision, string> = { pay: 'paid', decline: 'declined', cancel: 'cancelled' };

async function complete(c: Context<ApiEnv>) {
  const deps = c.get('deps');
  const form = await formOf(c);
  const reference = form.get('merchantreference');
  const decision = form.get('action');
  if (!reference || (decision !== 'pay' && decision !== 'decline' && decision !== 'cancel')) return message(c, 400, 'Choose Pay, Decline or Cancel.');
  const row = await findSandboxPayment(deps.db, PROVIDER, reference);
  if (!row) return message(c, 404, 'Unknown ticket.');
  const data = row.data;
  if (!data.pageToken || !safeEqual(form.get('sandboxtoken'), data.pageToken)) return message(c, 403, 'This payment page is not valid any more.');
  if (row.status !== 'issued') return message(c, 409, 'This transaction has already been processed.');
  const now = deps.now();
  if (expired(row, now)) return message(c, 410, 'The ticket has expired.');
  const paths = parseParamBackLink(data.paramBackLink ?? '');
  const url = paths && bankReturnUrl(deps.env.PUBLIC_URL, decision === 'pay' ? paths.success : paths.failure, data.paramBackLink!);
  if (!url) return message(c, 400, 'Invalid ParamBackLink.');
  const updated = await updateSandboxPayment(deps.db, { provider: PROVIDER, ref: reference }, ['issued'], { status: NEXT_STATUS[decision], data }, now);
  if (!updated) return message(c, 409, 'This transaction has already been processed.');
  const fields = sandboxReturnFields({
    decision,
    ticket: data.ticket ?? '',
    ids: { posId: data.posId ?? '', acquirerId: data.acquirerId ?? '' },
    merchantReference: reference,
    parameters: data.parameters ?? '',
    languageCode: data.languageCode ?? 'el-GR',
    now,
  });
  return c.html(sandboxAutoPost(TITLE, url, fields, sandboxLanguage(data.languageCode)));
}

export function winbankSandboxRoutes(app: Hono<ApiEnv>): void {
  app.post(`${BASE}/services/tickets/issuer.asmx`, issueTicket);
  app.post(`${BASE}/redirection/pay.aspx`, showPayPage);
  app.post(`${BASE}/redirection/complete.aspx`, complete);
}
