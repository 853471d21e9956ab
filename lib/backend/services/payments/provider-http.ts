import { createHmac } from 'node:crypto';
import { paymentProvidersConfig, sandboxProvidersConfig, type PaymentProvidersConfig } from '@/lib/config/payment-providers';
import type { ApiDeps } from '../../context';
import { ApiError } from '../../http/api-error';

/**
 * How adapters reach their providers: `fetch` with a time limit. Requests to the embedded
 * sandboxes (`{PUBLIC_URL}/api/sandbox/…`) are answered by the API itself in-process (createApi
 * sets `deps.providerFetch`), so the sandbox path is real HTTP semantics without a socket.
 */
export type ProviderHttp = (request: Request) => Promise<Response>;

export const PROVIDER_TIMEOUT_MS = 20_000;

export function providerHttp(deps: ApiDeps): ProviderHttp {
  const send = deps.providerFetch ?? ((request: Request) => fetch(request));
  return (request) => send(new Request(request, { signal: request.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }));
}

/** A sandbox's shared secret: derived from the API's signing key (every instance agrees, nothing to configure). */
export function sandboxSecret(deps: Pick<ApiDeps, 'jwtKey'>, slug: string): string {
  return createHmac('sha256', deps.jwtKey).update(`payments:${slug}-sandbox:v1`).digest('base64url');
}

const configs = new WeakMap<ApiDeps, { live: PaymentProvidersConfig; sandbox: PaymentProvidersConfig }>();

function configsOf(deps: ApiDeps) {
  let found = configs.get(deps);
  if (!found) {
    const secret = (slug: string) => sandboxSecret(deps, slug);
    found = { live: paymentProvidersConfig(deps.env, secret), sandbox: sandboxProvidersConfig(deps.env, secret) };
    configs.set(deps, found);
  }
  return found;
}

/** Each provider's configuration (live or sandbox), worked out once per API instance. */
export const providersConfig = (deps: ApiDeps): PaymentProvidersConfig => configsOf(deps).live;

/** The sandboxes' own merchants, which the sandboxes check whatever the live configuration says. */
export const sandboxConfig = (deps: ApiDeps): PaymentProvidersConfig => configsOf(deps).sandbox;

/** A provider answered something the adapter cannot use (an outage, an unexpected body): 502 at the API. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** JSON of a provider's answer, or a ProviderError naming the status. */
export async function providerJson<T>(provider: string, response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ProviderError(provider, `HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError(provider, `not JSON: ${text.slice(0, 200)}`);
  }
}

/** A provider that cannot be reached or answers nonsense is 502 `payment_provider_error` (nothing is written; the call can be tried again). */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('[payments] provider error', error.message);
    throw new ApiError(502, 'payment_provider_error');
  }
}
