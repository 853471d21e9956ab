import { mydataConfig, sandboxMydataConfig, type MydataConfig } from '@/lib/config/mydata';
import { mydataUserFor, parseIssuerCredentials, type MydataUser } from '@/lib/config/mydata-users';
import { parseResponseDoc, type MydataResult } from '@/lib/fiscal/mydata-xml';
import type { ApiDeps } from '../../context';
import { ProviderError, providerHttp, sandboxSecret } from '../payments/provider-http';

/**
 * The myDATA adapter (issue #47 item 3, decision 0069): AADE's REST API as its documentation
 * publishes it, `POST {api}/SendInvoices` with an `InvoicesDoc` and the `aade-user-id` and
 * `Ocp-Apim-Subscription-Key` headers, answered with a `ResponseDoc` (one result per document).
 * Live with credentials (lib/config/mydata.ts), otherwise the sandbox inside the embedded API,
 * reached in-process like the payment sandboxes. A fault on the way (no answer in time, an HTTP
 * error, a body that is not a ResponseDoc) is a ProviderError: nothing is known to be registered,
 * and the transmitter tries again later (the UID makes a second send harmless).
 */
export const MYDATA_TIMEOUT_MS = 30_000;

const configs = new WeakMap<ApiDeps, { live: MydataConfig; sandbox: MydataConfig }>();

function configsOf(deps: ApiDeps) {
  let found = configs.get(deps);
  if (!found) {
    const secret = (slug: string) => sandboxSecret(deps, slug);
    found = { live: mydataConfig(deps.env, secret), sandbox: sandboxMydataConfig(deps.env, secret) };
    configs.set(deps, found);
  }
  return found;
}

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

/** Sends an `InvoicesDoc` of one issuing company as `user` (default: the shop's); myDATA's result for each document in it, in order. */
export async function sendInvoices(deps: ApiDeps, xml: string, options: { timeoutMs?: number; user?: MydataUser } = {}): Promise<MydataResult[]> {
  const config = mydataConfigOf(deps);
  const user = options.user ?? config;
  const ms = options.timeoutMs ?? MYDATA_TIMEOUT_MS;
  const request = new Request(`${config.apiUrl}/SendInvoices`, {
    method: 'POST',
    headers: { 'aade-user-id': user.userId, 'ocp-apim-subscription-key': user.subscriptionKey, 'content-type': 'application/xml; charset=utf-8' },
    body: xml,
    signal: AbortSignal.timeout(ms),
  });
  // The in-process sandbox ignores the request's signal: the answer races the same time limit.
  const limit = timeout(ms);
  const exchange = (async () => {
    const response = await providerHttp(deps)(request);
    const text = await response.text();
    if (!response.ok) throw new ProviderError('mydata', `HTTP ${response.status} ${text.slice(0, 200)}`);
    try {
      return parseResponseDoc(text);
    } catch {
      throw new ProviderError('mydata', `not a ResponseDoc: ${text.slice(0, 200)}`);
    }
  })();
  try {
    return await Promise.race([exchange, limit.promise]);
  } finally {
    limit.cancel();
    exchange.catch(() => undefined);
  }
}
