import { createHash } from 'node:crypto';
import type { PaypalConfig } from '@/lib/config/payment-providers';
import { ProviderError, type ProviderHttp } from '../provider-http';
import { tokenCache, type CachedToken } from '../token-cache';
import { zPaypalError, zPaypalToken, type PaypalError } from './paypal-types';

/**
 * PayPal's REST client (https://developer.paypal.com/api/rest/authentication/): an OAuth 2.0
 * client-credentials token (`POST /v1/oauth2/token`, HTTP Basic `clientId:clientSecret`, form
 * `grant_type=client_credentials`) sent as `Authorization: Bearer` on every call. PayPal asks
 * integrations to reuse the token until it expires, so it is cached per process, keyed by the API
 * URL and the client (with a digest of the secret, so a changed secret never reuses a token), until
 * shortly before `expires_in` runs out by the injected clock; a 401 drops it and retries once.
 */
const PROVIDER = 'paypal';

const tokens = tokenCache();

/** Refresh this long before PayPal's expiry (at most half the token's life). */
export const TOKEN_MARGIN_SECONDS = 300;

export type PaypalAnswer = { status: number; body: unknown };

/** Parses PayPal's JSON answer; a 5xx or a body that is not JSON is a ProviderError. */
export async function paypalAnswer(response: Response): Promise<PaypalAnswer> {
  const text = await response.text();
  if (response.status >= 500) throw new ProviderError(PROVIDER, `HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    throw new ProviderError(PROVIDER, `HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

/** PayPal's error body of a 4xx answer, or undefined when it is not one. */
export function paypalErrorOf(answer: PaypalAnswer): PaypalError | undefined {
  const parsed = zPaypalError.safeParse(answer.body);
  return parsed.success ? { ...parsed.data, message: parsed.data.message ?? '' } : undefined;
}

export const unexpected = (what: string, answer: PaypalAnswer): ProviderError =>
  new ProviderError(PROVIDER, `${what}: HTTP ${answer.status} ${JSON.stringify(answer.body ?? null).slice(0, 200)}`);

export type PaypalClient = {
  /** Sends an authenticated JSON request to `{apiUrl}{path}`. */
  send(method: 'GET' | 'POST', path: string, options?: { headers?: Record<string, string>; body?: unknown }): Promise<PaypalAnswer>;
};

export function paypalClient(http: ProviderHttp, config: PaypalConfig, now: () => Date): PaypalClient {
  const key = [config.apiUrl, config.clientId, createHash('sha256').update(config.clientSecret).digest('base64url')].join('\n');
  const apiUrl = config.apiUrl.replace(/\/+$/, '');

  async function fetchToken(): Promise<CachedToken> {
    const response = await http(
      new Request(`${apiUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      }),
    );
    const answer = await paypalAnswer(response);
    const token = zPaypalToken.safeParse(answer.body);
    if (answer.status !== 200 || !token.success) throw unexpected('token', answer);
    const margin = Math.min(TOKEN_MARGIN_SECONDS, token.data.expires_in / 2);
    return { token: token.data.access_token, expiresAt: now().getTime() + (token.data.expires_in - margin) * 1000 };
  }

  const accessToken = (): Promise<string> => tokens.get(key, now(), fetchToken);

  async function once(method: string, path: string, token: string, options: { headers?: Record<string, string>; body?: unknown }): Promise<Response> {
    return http(
      new Request(`${apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
  }

  return {
    async send(method, path, options = {}) {
      const token = await accessToken();
      let response = await once(method, path, token, options);
      if (response.status === 401) {
        // An expired or revoked token: drop it and try once more with a new one.
        tokens.drop(key, token);
        await response.body?.cancel();
        response = await once(method, path, await accessToken(), options);
        if (response.status === 401) throw new ProviderError(PROVIDER, `${method} ${path}: HTTP 401`);
      }
      return paypalAnswer(response);
    },
  };
}

/** Forgets cached tokens (tests). */
export function clearPaypalTokens(): void {
  tokens.clear();
}
