/** Text that can be stored and URL paths that can be decoded (issue #14 items 12, 13). Pure. */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored: no U+0000 (PostgreSQL text cannot hold it) and well-formed
 * UTF-16, i.e. no lone surrogate (a JSON column refuses `\ud800`; it is no character at all).
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** String.prototype.toWellFormed (Node 20 lacks it): each lone surrogate becomes U+FFFD. */
export const toWellFormed = (text: string): string => text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/**
 * Whether a URL path's percent-escapes decode to UTF-8 (else `/api/Products/%FF` is no path at
 * all). `%00` decodes (a NUL in a path param is then an id or code that names nothing: 404).
 */
export function isWellEncodedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
