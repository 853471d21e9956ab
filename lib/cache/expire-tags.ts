/**
 * Expires cache tags of this process at once (lib/cache-tags.ts), for changes this process has
 * just seen itself — e.g. the catalogue index rebuilt after an order or a stock change — without
 * waiting for the cross-instance check (lib/cache/use-cache-handler.cjs publishes the function on
 * globalThis; this module imports nothing, so the API's code can call it). A no-op where no
 * handler is loaded (tests, scripts).
 */
const EXPIRE_KEY = Symbol.for('partner-storefront.expire-cache-tags');

export function expireCacheTags(tags: string[]): void {
  const expire = (globalThis as { [EXPIRE_KEY]?: (tags: string[]) => Promise<void> })[EXPIRE_KEY];
  void expire?.(tags).catch(() => undefined);
}
