import { createHmac } from 'node:crypto';
import { paymentProvidersConfig, type PaymentProvidersConfig } from '@/lib/config/payment-providers';
import type { ApiDeps } from '../../context';

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

export function providersConfig(deps: ApiDeps): PaymentProvidersConfig {
  return paymentProvidersConfig(deps.env, (slug) => sandboxSecret(deps, slug));
}

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
