/**
 * Which sites rich text may embed in an iframe (issue #14 item 14): `RICH_TEXT_IFRAME_HOSTS`, a
 * comma-separated list of host names, each optionally with a path prefix (`www.google.com/maps`
 * allows Google's map embeds, not the rest of google.com); unset or empty (as every variable) is
 * the default list, `none` allows no iframe. Pure: the sanitiser and the Content-Security-Policy's `frame-src` both read it, so the
 * browser refuses what the sanitiser would have removed.
 */
export const DEFAULT_IFRAME_HOSTS: readonly string[] = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.google.com/maps', 'www.openstreetmap.org'];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ENTRY = new RegExp(`^${LABEL}(?:\\.${LABEL})+(?:/[a-z0-9._~!$&'()*+,;=:@%-]+)*/?$`, 'i');

const entries = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const isNone = (value: string): boolean => value.trim().toLowerCase() === 'none';

/** Why a `RICH_TEXT_IFRAME_HOSTS` value is unusable (naming the bad entry), or undefined. */
export function iframeHostListProblem(value: string): string | undefined {
  if (isNone(value)) return undefined;
  const bad = entries(value).find((entry) => !ENTRY.test(entry));
  return bad === undefined ? undefined : `"${bad}" is not a host name with an optional path (e.g. www.youtube.com or www.google.com/maps)`;
}

/** The list an environment value stands for: unset or empty → the default list; `none` → no host. Entries are lower-cased, without a trailing slash; bad entries are left out. */
export function parseIframeHosts(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_IFRAME_HOSTS;
  if (isNone(value)) return [];
  return entries(value)
    .filter((entry) => ENTRY.test(entry))
    .map((entry) => entry.toLowerCase().replace(/\/+$/, ''));
}

/** Whether an iframe may load `src`: https, no credentials, the default port, a listed host and (if the entry has one) under its path. */
export function isAllowedIframeSrc(src: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return false;
  return hosts.some((entry) => {
    const slash = entry.indexOf('/');
    const host = slash < 0 ? entry : entry.slice(0, slash);
    const path = slash < 0 ? '' : entry.slice(slash);
    if (url.hostname !== host) return false;
    return path === '' || url.pathname === path || url.pathname.startsWith(`${path}/`);
  });
}

/** The Content-Security-Policy `frame-src` sources of a list (a path entry ends in `/`, which CSP reads as a prefix). */
export const frameSources = (hosts: readonly string[]): string[] => hosts.map((entry) => (entry.includes('/') ? `https://${entry}/` : `https://${entry}`));
