import { NextResponse, type NextRequest } from 'next/server';
import { isActivePartner } from '@/lib/backend/active-partner';
import { hasCustomerAccess, ownsCustomerOrder, productOfExactCode, seesCatalogProduct } from '@/lib/backend/customer-access-gate';
import { currentDatabaseAvailability } from '@/lib/backend/db/availability';
import { RETRY_AFTER_SECONDS } from '@/lib/backend/db/backoff';
import type { Language } from '@/lib/contract/enums';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { routingConfig } from '@/lib/routing/config';
import { BENCH_BARE_SEGMENT, CANONICAL_HEADER, NOT_FOUND_SEGMENT, resolveRoute, type Resolution } from '@/lib/routing/resolve';
import { partnerWidePath } from '@/lib/routing/partner-wide';
import { exactCodeLocation, listSearchText } from '@/lib/routing/exact-code-redirect';
import { ACCESS_TOKEN_COOKIE, decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookies';
import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { staffRoleOf } from '@/lib/backend/staff-access-gate';
import { consolePathOf, isEmployeeOnlyPage } from '@/lib/routing/staff-employee-pages';
import { detectLanguage } from '@/lib/session/language-detection';
import { pageSecurityHeaders } from '@/lib/security/page-headers';
import { isAuthenticated } from '@/lib/session/rules';
import { unavailablePageHtml, unavailablePageLanguage } from '@/lib/routing/unavailable-page';
import { isWellEncodedPath } from '@/lib/utils/well-formed-text';

/**
 * Every page answer (redirects and 404s too) carries the security headers (lib/security/headers.ts).
 * The API sets its own (lib/backend/http/security-headers.ts).
 */
export async function middleware(request: NextRequest) {
  const response = await routeRequest(request);
  if (request.nextUrl.pathname.startsWith('/api/')) return response;
  for (const [name, value] of Object.entries(pageSecurityHeaders(request.headers.get('x-forwarded-proto')))) response.headers.set(name, value);
  return response;
}

/**
 * Language prefix normalisation, trailing slashes and the auth redirect (DESIGN §3). The logic
 * is the pure `resolveRoute`; this file only applies its answer.
 */
async function routeRequest(request: NextRequest) {
  // Percent-escapes that are not UTF-8 name nothing; Next would fail decoding a dynamic route's
  // params with a 500 (issue #14 item 13). The API answers 400, pages the 404 page. API paths and
  // files (a path with an extension) come here only for this check.
  const pathname = request.nextUrl.pathname;
  const isApi = pathname.startsWith('/api/');
  if (!isWellEncodedPath(pathname)) {
    if (isApi) return NextResponse.json({ error: 'invalid_path' }, { status: 400 });
    return notFound(request, routingConfig.defaultLanguage);
  }
  if (isApi) return NextResponse.next();
  if (FILE_PATH.test(pathname)) return request.method === 'GET' || request.method === 'HEAD' ? NextResponse.next() : notFound(request, routingConfig.defaultLanguage);
  if (pathname === `/${BENCH_BARE_SEGMENT}` && process.env.BENCH_BARE_PAGE === '1') {
    return NextResponse.rewrite(internal(request, `/${routingConfig.defaultLanguage}/${BENCH_BARE_SEGMENT}`));
  }
  const session = decodeSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const url = request.nextUrl;
  const detect = () =>
    detectLanguage({
      search: url.search,
      cookie: request.headers.get('cookie'),
      navigatorLanguages: (request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
    });
  if (!currentDatabaseAvailability().available) return unavailable(unavailablePageLanguage(pathname, detect(), routingConfig));
  const detectedLanguage = routingConfig.addLanguagePrefix ? undefined : detect();
  const resolution = resolveRoute(
    {
      pathname: url.pathname,
      search: url.search,
      authenticated: isAuthenticated(session ?? {}),
      sessionPartner: session?.pc,
      detectedLanguage,
      method: request.method,
      hasStaffSession: !!request.cookies.get(STAFF_TOKEN_COOKIE)?.value,
    },
    routingConfig,
  );
  const response = await answer(request, resolution);
  if ('endSession' in resolution && resolution.endSession) endSessionCookies(response);
  return response;
}

async function answer(request: NextRequest, resolution: Resolution) {
  const url = request.nextUrl;
  switch (resolution.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(resolution.location, url), resolution.status);
    case 'payment-return':
      return NextResponse.rewrite(internal(request, resolution.pathname));
    case 'not-found':
      return notFound(request, resolution.lang, resolution.partnerId);
    case 'staff': {
      // The staff console: its pages and form handlers check the staff token themselves; a page
      // only an Employee opens answers another role's 404 here, before the shell's 200.
      if (await isRefusedToStaff(request, resolution.pathname)) return notFound(request, resolution.lang);
      const response = NextResponse.rewrite(internal(request, resolution.pathname));
      response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
      return response;
    }
    case 'rewrite': {
      // Pages are read, never posted to (the shop has no server actions; a POST to a page would be
      // taken for one and fail): other methods are refused before any render.
      if (request.method !== 'GET' && request.method !== 'HEAD') return new NextResponse(null, { status: 405, headers: { allow: 'GET, HEAD' } });
      // SPEC §4: a missing or disabled partner sends the visitor to the root, before any render
      // (a render would already have sent its shell with status 200; Cache Components).
      if ((await isActivePartner(resolution.partnerId)) === false) return NextResponse.redirect(new URL('/', url), 307);
      if (await isMissingForCustomer(request, resolution)) return notFound(request, resolution.lang, resolution.partnerId);
      const exact = await exactCodeProduct(request, resolution);
      if (exact) return NextResponse.redirect(new URL(exact, url), 307);
      const target = internal(request, (await cachedRoute(request, resolution)) ?? resolution.pathname);
      const headers = new Headers(request.headers);
      headers.set(CANONICAL_HEADER, resolution.canonical);
      const response = NextResponse.rewrite(target, { request: { headers } });
      // A page behind login that Next serves from its own cache (the cart) would otherwise say
      // `s-maxage`, and a CDN in front would hand it to visitors whom middleware never saw.
      if (resolution.private) response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
      return response;
    }
  }
}

/**
 * The cached route of a catalogue page (lib/routing/partner-wide.ts), for a customer whose access
 * token lets them in under the partner: checked here, before the cache answers, by the API's own
 * rule. Anyone else (an expired token, a remote API) gets the page rendered per request, which
 * checks again and lets the browser refresh the token.
 */
async function cachedRoute(request: NextRequest, page: { lang: Language; partnerId: string; pagePath: string }): Promise<string | undefined> {
  const path = partnerWidePath({ ...page, search: request.nextUrl.search });
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  if (!path || !token) return undefined;
  return (await hasCustomerAccess(token, page.partnerId)) ? path : undefined;
}

/**
 * A page about something the customer cannot see: a product the partner's catalogue does not
 * show, or the checkout-success page of an order that is not theirs. The not-found page with its
 * 404, decided here (a page that finds out while rendering can no longer set its status with
 * Cache Components, vercel/next.js#95380). A token that cannot tell leaves it to the page.
 */
async function isMissingForCustomer(request: NextRequest, page: { partnerId: string; pagePath: string }): Promise<boolean> {
  const [first, name, ...rest] = page.pagePath.split('/');
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  if (!name || rest.length > 0 || !token) return false;
  if (first === 'products') return (await seesCatalogProduct(token, page.partnerId, decodeURIComponent(name))) === false;
  if (first === 'checkout-success') return (await ownsCustomerOrder(token, page.partnerId, decodeURIComponent(name))) === false;
  return false;
}

/**
 * A search of the list whose text is exactly a product code or SKU of the partner's range: the
 * way to that product page (decision 0051). Nothing when it cannot be told (no token, a remote API).
 */
async function exactCodeProduct(request: NextRequest, page: { lang: Language; partnerId: string; pagePath: string }): Promise<string | undefined> {
  const text = listSearchText(page.pagePath, request.nextUrl.search);
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  if (!text || !token) return undefined;
  const target = await productOfExactCode(token, page.partnerId, text);
  return target ? exactCodeLocation(page, target) : undefined;
}

/** An Employee-only console page asked for by a member of another role (lib/routing/staff-employee-pages.ts). */
async function isRefusedToStaff(request: NextRequest, pathname: string): Promise<boolean> {
  const path = consolePathOf(pathname);
  const token = request.cookies.get(STAFF_TOKEN_COOKIE)?.value;
  if (!path || !token || (request.method !== 'GET' && request.method !== 'HEAD') || !isEmployeeOnlyPage(path)) return false;
  const role = await staffRoleOf(token);
  return role !== undefined && role !== 'Employee';
}

const UNAVAILABLE_TEXTS = { el: el.errorBoundary, en: en.errorBoundary };

/**
 * While the database is unavailable every page answers 503 with Retry-After and a translated page
 * (issue #14 item 17), without rendering: no render error, so no log line per request.
 */
function unavailable(lang: Language) {
  return new NextResponse(unavailablePageHtml(lang, UNAVAILABLE_TEXTS[lang]), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * The not-found page of `lang` with status 404: inside the partner's shop (its header, search and
 * a way home) for a path under an active partner, the bare one otherwise. Only GET and HEAD get
 * the page: any other method is answered 404 here, since posting to a page would be taken for a
 * server action.
 */
async function notFound(request: NextRequest, lang: Language, partnerId?: string) {
  // (With a body: an empty 404 from middleware makes Next render its own not-found page, which a
  // multipart POST turns into a failed server-action parse.)
  if (request.method !== 'GET' && request.method !== 'HEAD') return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const inShop = partnerId !== undefined && (await isActivePartner(partnerId)) === true;
  return NextResponse.rewrite(internal(request, inShop ? `/${lang}/${partnerId}/${NOT_FOUND_SEGMENT}` : `/${lang}/${NOT_FOUND_SEGMENT}`));
}

/** Ends the session cookies the browser holds (another partner's, SPEC §4); the browser's storage follows (SessionSync). */
function endSessionCookies(response: NextResponse) {
  for (const name of [SESSION_COOKIE, ACCESS_TOKEN_COOKIE]) response.cookies.set(name, '', { path: '/', maxAge: 0, sameSite: 'lax' });
}

/** A same-origin URL for an internal rewrite (search params kept). */
function internal(request: NextRequest, pathname: string) {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return target;
}

/** What Next itself sends for a page rendered per request. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A file's path (served as it is, never a storefront page). */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

export const config = {
  // Node.js, in the server's process: middleware reads the database state the API keeps (an edge
  // sandbox would not see it).
  runtime: 'nodejs',
  // Everything but Next's assets (the API and files only for the encoding check above).
  matcher: ['/((?!_next/).*)'],
};
