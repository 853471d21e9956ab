import { mydataConfig, sandboxMydataConfig, type MydataConfig } from '@/lib/config/mydata';
import { buildDeliveryReturnRequest, parseDeliveryReturnResponse, type DeliveryReturnResult } from '@/lib/fiscal/mydata-movement';
import { mydataUserFor, parseIssuerCredentials, type MydataUser } from '@/lib/config/mydata-users';
import { onlyMark, parseCancelResponse, parseRequestedDoc, type CancelResult, type TransmittedDocument } from '@/lib/fiscal/mydata-read';
import { parseResponseDoc, type MydataResult } from '@/lib/fiscal/mydata-xml';
import type { ApiDeps } from '../../context';
import { adapterConfigs } from '../adapter-configs';
import { ProviderError, providerHttp } from '../payments/provider-http';

/**
 * The myDATA adapter (issue #47 item 3, decision 0069): AADE's REST API as its documentation
 * publishes it, `POST {api}/SendInvoices` with an `InvoicesDoc` and the `aade-user-id` and
 * `Ocp-Apim-Subscription-Key` headers, answered with a `ResponseDoc` (one result per document);
 * `GET {api}/RequestTransmittedDocs` to read a document back and `POST {api}/CancelInvoice` to
 * cancel one (decision 0080, lib/fiscal/mydata-read.ts).
 * Live with credentials (lib/config/mydata.ts), otherwise the sandbox inside the embedded API,
 * reached in-process like the payment sandboxes. A fault on the way (no answer in time, an HTTP
 * error, a body that is not a ResponseDoc) is a ProviderError: nothing is known to be registered,
 * and the transmitter tries again later (the UID makes a second send harmless).
 */
export const MYDATA_TIMEOUT_MS = 30_000;

const configsOf = adapterConfigs<MydataConfig>((env, secret) => ({ live: mydataConfig(env, secret), sandbox: sandboxMydataConfig(env, secret) }));

/** Where this API instance transmits (live or sandbox). */
export const mydataConfigOf = (deps: ApiDeps): MydataConfig => configsOf(deps).live;

/** The sandbox's own user, which the sandbox checks whatever the live configuration says. */
export const mydataSandboxConfig = (deps: ApiDeps): MydataConfig => configsOf(deps).sandbox;

function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError('mydata', `no answer within ${ms / 1000} s`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** The myDATA user of each issuing company, worked out once per API instance (decision 0079). */
const partnerUsers = new WeakMap<ApiDeps, ReadonlyMap<string, MydataUser>>();

/** The user that transmits an issuer's documents; undefined live for a company with none configured. */
export function mydataUserOf(deps: ApiDeps, issuerVat: string): MydataUser | undefined {
  let users = partnerUsers.get(deps);
  if (!users) {
    users = parseIssuerCredentials(deps.env.MYDATA_ISSUER_CREDENTIALS) ?? new Map();
    partnerUsers.set(deps, users);
  }
  return mydataUserFor(mydataConfigOf(deps), deps.env.SHOP_VAT_NUMBER, users, issuerVat);
}

/** One call to myDATA as `user`, its answer read by `read` within the time limit; any fault on the way is a ProviderError. */
async function exchange<T>(deps: ApiDeps, call: { path: string; method: 'GET' | 'POST'; user: MydataUser; body?: string; timeoutMs?: number }, read: (text: string) => T): Promise<T> {
  const ms = call.timeoutMs ?? MYDATA_TIMEOUT_MS;
  const request = new Request(`${mydataConfigOf(deps).apiUrl}${call.path}`, {
    method: call.method,
    headers: { 'aade-user-id': call.user.userId, 'ocp-apim-subscription-key': call.user.subscriptionKey, ...(call.body ? { 'content-type': 'application/xml; charset=utf-8' } : {}) },
    ...(call.body ? { body: call.body } : {}),
    signal: AbortSignal.timeout(ms),
  });
  // The in-process sandbox ignores the request's signal: the answer races the same time limit.
  const limit = timeout(ms);
  const answer = (async () => {
    const response = await providerHttp(deps)(request);
    const text = await response.text();
    if (!response.ok) throw new ProviderError('mydata', `HTTP ${response.status} ${text.slice(0, 200)}`);
    try {
      return read(text);
    } catch {
      throw new ProviderError('mydata', `not the answer expected: ${text.slice(0, 200)}`);
    }
  })();
  try {
    return await Promise.race([answer, limit.promise]);
  } finally {
    limit.cancel();
    answer.catch(() => undefined);
  }
}

type CallOptions = { timeoutMs?: number; user?: MydataUser };

/** Sends an `InvoicesDoc` of one issuing company as `user` (default: the shop's); myDATA's result for each document in it, in order. */
export function sendInvoices(deps: ApiDeps, xml: string, options: CallOptions = {}): Promise<MydataResult[]> {
  return exchange(deps, { path: '/SendInvoices', method: 'POST', user: options.user ?? mydataConfigOf(deps), body: xml, timeoutMs: options.timeoutMs }, parseResponseDoc);
}

/** Reads back the document `user` transmitted with MARK `mark` (decision 0080): its UID, QR URL and cancellation; undefined if myDATA has none. */
export async function requestTransmittedDocument(deps: ApiDeps, mark: string, options: CallOptions = {}): Promise<TransmittedDocument | undefined> {
  const query = new URLSearchParams(onlyMark(mark)).toString();
  const answer = await exchange(deps, { path: `/RequestTransmittedDocs?${query}`, method: 'GET', user: options.user ?? mydataConfigOf(deps), timeoutMs: options.timeoutMs }, parseRequestedDoc);
  const found = answer.documents.find((doc) => doc.mark === mark);
  const cancellation = answer.cancellations.find((c) => c.invoiceMark === mark);
  return found && (cancellation && !found.cancelledByMark ? { ...found, cancelledByMark: cancellation.cancellationMark } : found);
}

/** Cancels the document with MARK `mark` at myDATA (decision 0080): the cancellation's MARK, or myDATA's refusal. */
export function cancelInvoice(deps: ApiDeps, mark: string, options: CallOptions = {}): Promise<CancelResult> {
  const query = new URLSearchParams({ mark }).toString();
  return exchange(deps, { path: `/CancelInvoice?${query}`, method: 'POST', user: options.user ?? mydataConfigOf(deps), timeoutMs: options.timeoutMs }, parseCancelResponse);
}

/** Reports that the carrier brought a delivery note's goods back (decision 0089): the return's mark, or myDATA's refusal. */
export function confirmDeliveryReturn(deps: ApiDeps, qrUrl: string, options: CallOptions = {}): Promise<DeliveryReturnResult> {
  return exchange(deps, { path: '/ConfirmDeliveryReturn', method: 'POST', user: options.user ?? mydataConfigOf(deps), body: buildDeliveryReturnRequest(qrUrl), timeoutMs: options.timeoutMs }, parseDeliveryReturnResponse);
}
