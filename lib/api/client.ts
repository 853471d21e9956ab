import ky, { HTTPError, type AfterResponseHook, type BeforeRequestHook, type KyInstance } from 'ky';
import { publicConfig } from '@/lib/config/public';
import { apiPaths } from '@/lib/contract/api-paths';
import type { TokenSet } from '@/lib/contract/auth';
import { acceptLanguageCode } from '@/lib/routing/config';
import { buildPath } from '@/lib/routing/paths';
import { clearSession, getSession, storeRefreshedTokens } from '@/lib/session/store';
import { apiBaseFromEnv } from './base-url';
import { mapErrorHook } from './errors';
import { toTokenSet } from './token-set';
import { getCurrentPartner } from '@/lib/session/language';

/**
 * The browser's API client (SPEC §7, DESIGN §4): a ky instance that sends the SPEC §7 headers on
 * every call, has no timeout and no automatic retries, refreshes the tokens once on a 401 (shared
 * by concurrent 401s) and replays the request once, and maps failures to `ApiError` (SPEC §8;
 * opt out per request with `keepRawError`, see `./errors`).
 *
 * The replay uses ky 2's `ky.retry()` from an `afterResponse` hook, so the instance runs with
 * `retry: { limit: 1, shouldRetry: () => false }`: the single retry slot is reserved for the
 * replay and nothing is retried automatically. A caller passing its own `retry` per request
 * disables the replay for that request.
 */
export type ApiClientOptions = {
  /** The API base, absolute or relative to the page (`/api`). */
  baseUrl: string;
  getSession: () => { at?: string; rt?: string };
  getLanguage: () => string;
  getPartnerCode: () => string | undefined;
  siteCode: string;
  onTokensRefreshed: (tokens: TokenSet) => void;
  onAuthFailure: () => void;
  fetch?: typeof fetch;
};

/** Calls whose 401 is an answer, not an expired token (compared case-insensitively on the path). */
export const REFRESH_SKIP_PATHS = ['Customers/Login', 'Customers/RefreshToken', 'Customers/UpdatePassword', apiPaths.refreshToken.slice(1)];

const REFRESH_PATH = apiPaths.refreshToken.slice(1); // 'account/refreshtoken'

export function isRefreshSkipped(url: string): boolean {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? url;
  }
  path = path.replace(/\/+$/, '').toLowerCase();
  return REFRESH_SKIP_PATHS.some((skip) => {
    const s = skip.toLowerCase();
    return path === s || path.endsWith(`/${s}`);
  });
}

const bearer = (token: string | undefined) => (token ? `Bearer ${token}` : undefined);

export function createApiClient(options: ApiClientOptions): KyInstance {
  const commonHeaders = (headers: Headers) => {
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', options.getLanguage() || 'el');
    headers.set('X-Site-Code', options.siteCode);
    const partner = options.getPartnerCode();
    if (partner) headers.set('X-Partner-Code', partner);
    else headers.delete('X-Partner-Code');
  };

  // The refresh call goes through a bare instance: no hooks, so it can never refresh itself.
  const bare = ky.create({ prefix: options.baseUrl, timeout: false, retry: 0, fetch: options.fetch });

  let inFlight: Promise<TokenSet | undefined> | undefined;

  /** One refresh at a time; every 401 that arrives meanwhile waits for the same answer. */
  const refresh = (): Promise<TokenSet | undefined> => {
    inFlight ??= (async () => {
      let tokens: TokenSet | undefined;
      // Only an answer ends the session: the API's refusal, or a 200 without usable tokens. A
      // refresh that got none (offline, the page reloading mid-call, a 5xx) leaves it as it is:
      // the 401 surfaces and the next call tries again (the API's grace window answers a repeat).
      let answered = true;
      try {
        const { at, rt } = options.getSession();
        if (at && rt) {
          const headers = new Headers();
          commonHeaders(headers);
          const text = await bare.post(REFRESH_PATH, { json: { at, rt }, headers }).text();
          tokens = text ? toTokenSet(JSON.parse(text)) : undefined;
        }
      } catch (error) {
        tokens = undefined;
        answered = error instanceof HTTPError && error.response.status < 500;
      }
      if (tokens) options.onTokensRefreshed(tokens);
      else if (answered) options.onAuthFailure();
      return tokens;
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const sendHeaders: BeforeRequestHook = ({ request }) => {
    commonHeaders(request.headers);
    const auth = bearer(options.getSession().at);
    if (auth) request.headers.set('Authorization', auth);
    else request.headers.delete('Authorization');
  };

  const refreshOn401: AfterResponseHook = async ({ request, response, retryCount }) => {
    if (response.status !== 401 || retryCount > 0 || isRefreshSkipped(request.url)) return;
    const sent = request.headers.get('Authorization') ?? undefined;
    const current = bearer(options.getSession().at);
    // Tokens changed since this request left (another call or tab refreshed): just replay.
    let auth = current && current !== sent && !inFlight ? current : undefined;
    if (!auth) {
      const tokens = await refresh();
      if (!tokens) return; // the 401 surfaces as the error
      auth = bearer(tokens.at);
    }
    const headers = new Headers(request.headers);
    if (auth) headers.set('Authorization', auth);
    return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
  };

  // SPEC §4: a session refused by this partner (another partner's token, 403 partner_mismatch) is
  // cleared like an expired one: the customer logs in here.
  const endOnPartnerMismatch: AfterResponseHook = async ({ response }) => {
    if (response.status !== 403) return;
    const body = (await response.clone().json().catch(() => undefined)) as { error?: unknown } | undefined;
    if (body?.error === 'partner_mismatch') options.onAuthFailure();
  };

  return ky.create({
    prefix: options.baseUrl,
    timeout: false,
    retry: { limit: 1, shouldRetry: () => false },
    fetch: options.fetch,
    headers: { Accept: 'application/json' },
    hooks: { beforeRequest: [sendHeaders], afterResponse: [refreshOn401, endOnPartnerMismatch], beforeError: [mapErrorHook] },
  });
}

function currentLanguage() {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return acceptLanguageCode(lang) ?? 'el';
}

/** The client wired to the browser session, page language and stored partner. */
export function createBrowserApiClient(): KyInstance {
  return createApiClient({
    baseUrl: apiBaseFromEnv(process.env.NEXT_PUBLIC_API_URL),
    getSession: () => getSession(),
    getLanguage: currentLanguage,
    getPartnerCode: () => getCurrentPartner(),
    siteCode: publicConfig.siteCode,
    onTokensRefreshed: (tokens) => storeRefreshedTokens(tokens, getCurrentPartner()),
    onAuthFailure: () => {
      clearSession();
      if (typeof window === 'undefined') return;
      const partnerId = getCurrentPartner();
      const target = partnerId ? `${buildPath({ lang: currentLanguage(), partnerId, path: 'login' })}?reason=expired` : '/';
      window.location.assign(target);
    },
  });
}

let shared: KyInstance | undefined;
/** One browser client per page load (so concurrent 401s share one refresh). */
export function browserApi(): KyInstance {
  shared ??= createBrowserApiClient();
  return shared;
}
