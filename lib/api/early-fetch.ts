import { Languages } from '@/lib/contract/enums';
import { CURRENT_PARTNER_KEY } from '@/lib/session/language';
import { SESSION_PREFIX } from '@/lib/session/store';

/**
 * Early API reads (issue #16, Lighthouse): the cart and checkout pages are served from the cache
 * for every customer of a partner, so their personal content is read by the browser. Read after
 * hydration, it waited for every script of the page first. An inline script in the page's HTML
 * (`earlyFetchScript`, components/layout/early-api-fetch.tsx) starts those GETs as the HTML is
 * parsed, with the very headers the ky client sends (SPEC §7: language, site, partner, the stored
 * access token); the fetchers take the answer once (`earlyOr`) when it is a success for the same
 * token, partner and language, and otherwise ask as before (an expired token: the client refreshes).
 */
export type EarlyFetchConfig = { base: string; siteCode: string; partner: string; paths: readonly string[] };

/** How long after the page load an early answer may still be used (then the fetcher asks again). */
export const EARLY_FETCH_TTL_MS = 10_000;

const store = '__earlyApi';
const lang = `(function(l){return ${JSON.stringify(Languages)}.indexOf(l)<0?"el":l})(document.documentElement.lang)`;

/**
 * The inline script: without a stored access token it does nothing. It asks for the page's partner
 * (the client sends the stored current partner, which the page sets to its own) and reads each
 * body at once, so no answer is left open when nothing takes it.
 */
export function earlyFetchScript({ base, siteCode, partner, paths }: EarlyFetchConfig): string {
  const p = JSON.stringify(partner);
  return (
    `try{var a=localStorage.getItem(${JSON.stringify(`${SESSION_PREFIX}at`)});` +
    `if(a){var h={Accept:"application/json","Accept-Language":${lang},"X-Site-Code":${JSON.stringify(siteCode)},"X-Partner-Code":${p},Authorization:"Bearer "+a};` +
    `var e=window.${store}={key:a+"|"+${p}+"|"+document.documentElement.lang,at:Date.now(),res:{}};` +
    `${JSON.stringify(paths)}.forEach(function(x){e.res[x]=fetch(${JSON.stringify(base)}+x,{headers:h})` +
    `.then(function(r){return r.text().then(function(t){return{ok:r.ok,text:t}})}).catch(function(){})})}}catch(e){}`
  );
}

type EarlyAnswer = { ok: boolean; text: string };
type EarlyStore = { key: string; at: number; res: Record<string, Promise<EarlyAnswer | undefined> | undefined> };
type EarlyWindow = { [store]?: EarlyStore; localStorage: Storage; document: Document };

/** The early answer for `path` (once), if it is a success for the session, partner and language the page has now. */
export async function takeEarly<T>(path: string, win: EarlyWindow | undefined = typeof window === 'undefined' ? undefined : (window as unknown as EarlyWindow)): Promise<T | undefined> {
  const early = win?.[store];
  const pending = early?.res[path];
  if (!win || !early || !pending) return undefined;
  early.res[path] = undefined;
  try {
    const storage = win.localStorage;
    const key = `${storage.getItem(`${SESSION_PREFIX}at`)}|${storage.getItem(CURRENT_PARTNER_KEY)}|${win.document.documentElement.lang}`;
    if (key !== early.key || Date.now() - early.at > EARLY_FETCH_TTL_MS) return undefined;
    const answer = await pending;
    return answer?.ok ? (JSON.parse(answer.text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The early answer for `path` when there is a usable one, else `load()`. */
export async function earlyOr<T>(path: string, load: () => Promise<T>): Promise<T> {
  return (await takeEarly<T>(path)) ?? load();
}
