/**
 * Winbank's `ParamBackLink`: at Piraeus the success and failure URLs are set once in the merchant's
 * profile, and the bank appends `?` + ParamBackLink (a query string the merchant chose when it
 * posted the payment form) to the URL it sends the customer back to. Our storefront's return URLs
 * are per order, so ParamBackLink carries them: `s=<success path>&f=<failure path>` (URL-encoded
 * pathname + search of the two return URLs, relative to their origin). The profile's fixed URLs are
 * routed to those paths (the sandbox's profile does exactly that). Pure.
 */
export type BackLinkPaths = { success: string; failure: string };

/** Longest path we accept (ours are well under 200 characters). */
const MAX_PATH = 512;

/**
 * A same-origin path: starts with one `/` (never `//` or `/\`, which a browser reads as another
 * host), printable ASCII without a backslash or a fragment, bounded.
 */
export function isSafeReturnPath(path: string): boolean {
  return path.length <= MAX_PATH && path.startsWith('/') && !path.startsWith('//') && !/[\\#]/.test(path) && /^[\x21-\x7e]+$/.test(path);
}

const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The ParamBackLink for an order's absolute return URLs. */
export function buildParamBackLink(returnUrls: { success: string; cancel: string }): string {
  return new URLSearchParams({ s: pathOf(returnUrls.success), f: pathOf(returnUrls.cancel) }).toString();
}

/** The two paths a ParamBackLink names, or undefined unless it names exactly two safe ones. */
export function parseParamBackLink(value: string): BackLinkPaths | undefined {
  if (value.length > 4 * MAX_PATH) return undefined;
  const params = new URLSearchParams(value);
  const success = params.getAll('s');
  const failure = params.getAll('f');
  if (success.length !== 1 || failure.length !== 1) return undefined;
  if (!isSafeReturnPath(success[0]!) || !isSafeReturnPath(failure[0]!)) return undefined;
  return { success: success[0]!, failure: failure[0]! };
}

/**
 * Where the bank posts a return: the profile's URL (`origin` + the path) with `?` + ParamBackLink
 * appended as Piraeus does (`&` when the path already has a query). Undefined for an unsafe path.
 */
export function bankReturnUrl(origin: string, path: string, paramBackLink: string): string | undefined {
  if (!isSafeReturnPath(path)) return undefined;
  const base = new URL(origin).origin;
  const url = new URL(`${base}${path}`);
  if (url.origin !== base) return undefined;
  return `${url.toString()}${url.search ? '&' : '?'}${paramBackLink}`;
}
