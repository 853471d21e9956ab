import { acceptLanguageCode, type RoutingConfig } from './config';
import { canonicalPagePath } from './pages';
import { postedReturnOf } from '@/lib/checkout/payment-pages';
import { PROFILE_HOME } from '@/lib/profile/menu';
import { buildPath } from './paths';
import { resolveStaffRoute, STAFF_SEGMENT } from './staff';
import type { Language } from '@/lib/contract/enums';
import { isWellEncodedPath } from '@/lib/utils/well-formed-text';

/**
 * What middleware does with a request path (DESIGN §3), as one pure function:
 * normalise (language prefix, case, slashes) with one redirect hop, answer not-found for paths
 * that cannot be a storefront page, send anonymous visitors of private pages to login, and
 * otherwise rewrite to the internal `/{lang}/{partnerId}/…` route.
 */
export const PUBLIC_PAGES = ['login', 'register', 'validateregistration', 'forgot-password', 'resetpassword', 'join', 'logout', 'impersonate', 'pages', 'accessibility'] as const;

/** Request header through which middleware tells the layouts the normalised path. */
export const CANONICAL_HEADER = 'x-storefront-canonical';

/** Internal route that renders the not-found page with status 404. */
export const NOT_FOUND_SEGMENT = 'missing';

/** Internal routes of the payment returns that providers POST (route handlers; never a page). */
export const PAYMENT_POST_SEGMENT = 'payment-post';
export const PAYMENT_RETURN_SEGMENT = 'payment-return';
/** First segments that are never a partner: the internal routes, and the shop-wide payment return URLs. */
/** The benchmark's yardstick page (app/[lang]/bench-bare), served only under BENCH_BARE_PAGE=1. */
export const BENCH_BARE_SEGMENT = 'bench-bare';
const RESERVED = new Set([NOT_FOUND_SEGMENT, BENCH_BARE_SEGMENT, 'payment', PAYMENT_RETURN_SEGMENT]);

/** Providers whose return URLs are fixed for the whole shop (Viva's payment source, Winbank's merchant profile). */
const SHOP_WIDE_RETURN = /^\/payment\/(viva|winbank)\/(success|cancel)\/?$/i;

/**
 * `endSession`: the session cookies belong to another partner's customer (SPEC §4: a token is the
 * partner's). They are ended with this answer, and the page is answered as for a visitor.
 */
export type Resolution =
  | { kind: 'redirect'; location: string; status: 307 | 308; endSession?: boolean }
  /** A provider's return, answered by a route handler at `pathname` whatever the session (a bank's POST carries no cookies). */
  | { kind: 'payment-return'; pathname: string }
  /** `private`: behind login, never to be kept by a shared cache (even when Next serves it from its own). */
  | { kind: 'rewrite'; pathname: string; lang: Language; partnerId: string; pagePath: string; canonical: string; private: boolean; endSession?: boolean }
  /** `partnerId`: a path under a partner, answered by the not-found page inside that partner's shop. */
  | { kind: 'not-found'; lang: Language; partnerId?: string }
  /** A page or form handler of the staff console (lib/routing/staff.ts). */
  | { kind: 'staff'; pathname: string; lang: Language };

export function isPublicPage(pagePath: string): boolean {
  const first = pagePath.split('/')[0] ?? '';
  return (PUBLIC_PAGES as readonly string[]).includes(first);
}

/** A page of the shop that needs a session (a path that names no page is the not-found page, open to anyone). */
export function isBehindLogin(pagePath: string): boolean {
  const page = canonicalPagePath(pagePath);
  return page !== undefined && !isPublicPage(page);
}

export function resolveRoute(
  request: { pathname: string; search: string; authenticated: boolean; sessionPartner?: string; detectedLanguage?: Language; method?: string; hasStaffSession?: boolean },
  config: RoutingConfig,
): Resolution {
  // Percent-escapes that are not UTF-8 (`…/resetpassword/abc%C0%AF`) name no page: the 404 page, never a decoding error.
  if (!isWellEncodedPath(request.pathname)) return { kind: 'not-found', lang: config.defaultLanguage };
  const shopWide = SHOP_WIDE_RETURN.exec(request.pathname);
  if (shopWide) return { kind: 'payment-return', pathname: `/${PAYMENT_RETURN_SEGMENT}/${shopWide[1]!.toLowerCase()}/${shopWide[2]!.toLowerCase()}` };
  const segments = request.pathname.split('/').filter(Boolean);
  // SPEC §9 detection counts only where paths carry no language (prefixes switched off);
  // otherwise a path without a prefix is the default language (DESIGN §3).
  let lang = (!config.addLanguagePrefix && request.detectedLanguage) || config.defaultLanguage;
  const first = segments[0];
  if (first && /^[a-z]{2}$/i.test(first)) {
    const accepted = acceptLanguageCode(first.toLowerCase());
    if (!accepted) return { kind: 'not-found', lang };
    lang = accepted;
    segments.shift();
  }
  const partnerSegment = segments.shift();
  if (partnerSegment?.toLowerCase() === STAFF_SEGMENT) {
    return resolveStaffRoute({ lang, segments, pathname: request.pathname, search: request.search, hasStaffSession: request.hasStaffSession === true }, config);
  }
  if (!partnerSegment || !/^[a-z0-9][a-z0-9-]{2,63}$/i.test(partnerSegment)) return { kind: 'not-found', lang };
  if (RESERVED.has(partnerSegment.toLowerCase())) return { kind: 'not-found', lang };
  const partnerId = partnerSegment.toLowerCase();
  const pagePath = canonicalPagePath(segments.join('/'));
  if (pagePath === undefined) return { kind: 'not-found', lang, partnerId };
  const pageSegments = pagePath.split('/').filter(Boolean);
  if (request.method === 'POST' && pageSegments[0] === 'payment' && postedReturnOf(pageSegments.slice(1))) {
    return { kind: 'payment-return', pathname: `/${[lang, partnerId, PAYMENT_POST_SEGMENT, ...pageSegments.slice(1)].join('/')}` };
  }
  const canonical = buildPath({ lang, partnerId, path: pagePath }, config);
  const endSession = isOtherPartnersSession(request, partnerId) ? { endSession: true } : {};
  const authenticated = request.authenticated && !endSession.endSession;

  if (!isPublicPage(pagePath) && !authenticated) {
    const login = buildPath({ lang, partnerId, path: 'login' }, config);
    return { kind: 'redirect', status: 307, location: `${login}?returnTo=${encodeURIComponent(canonical + request.search)}`, ...endSession };
  }
  // `profile` alone opens its first section: answered here, before any render (with Cache
  // Components a redirect thrown while rendering would answer 200).
  if (pagePath === 'profile') {
    return { kind: 'redirect', status: 307, location: buildPath({ lang, partnerId, path: PROFILE_HOME }, config) + request.search };
  }
  if (canonical !== request.pathname && !config.frontEndRedirect) {
    return { kind: 'redirect', status: 308, location: canonical + request.search, ...endSession };
  }
  const internal = `/${[lang, partnerId, ...pageSegments].join('/')}`;
  return { kind: 'rewrite', pathname: internal, lang, partnerId, pagePath, canonical, private: !isPublicPage(pagePath), ...endSession };
}

/**
 * A logged-in customer of one partner opening another partner's shop (SPEC §4: their token is
 * refused there): the session is cleared and the visitor sees that partner's pages as anyone
 * would — its login for a private page. A session that names no partner is left to the API.
 */
function isOtherPartnersSession(request: { authenticated: boolean; sessionPartner?: string }, partnerId: string): boolean {
  return request.authenticated && !!request.sessionPartner && request.sessionPartner.toLowerCase() !== partnerId;
}
