/**
 * OAuth2 client-credentials tokens kept per process (Viva, PayPal): a token is reused until its
 * `expiresAt` (the caller subtracts its safety margin), concurrent callers share one token request,
 * and a token a provider refused (401) can be dropped.
 */
export type CachedToken = { token: string; expiresAt: number };

export function tokenCache() {
  const tokens = new Map<string, CachedToken>();
  const inflight = new Map<string, Promise<CachedToken>>();
  return {
    async get(key: string, now: Date, fetchToken: () => Promise<CachedToken>): Promise<string> {
      const cached = tokens.get(key);
      if (cached && cached.expiresAt > now.getTime()) return cached.token;
      let pending = inflight.get(key);
      if (!pending) {
        pending = fetchToken().finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const fresh = await pending;
      tokens.set(key, fresh);
      return fresh.token;
    },
    /** Forgets `token` if it is still the cached one. */
    drop(key: string, token: string): void {
      if (tokens.get(key)?.token === token) tokens.delete(key);
    },
    clear(): void {
      tokens.clear();
    },
  };
}
