import { NextResponse, type NextRequest } from 'next/server';
import { routingConfig } from '@/lib/routing/config';
import { CANONICAL_HEADER, NOT_FOUND_SEGMENT, resolveRoute } from '@/lib/routing/resolve';
import { decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookies';
import { detectLanguage } from '@/lib/session/language-detection';
import { pageSecurityHeaders } from '@/lib/security/page-headers';
import { isAuthenticated } from '@/lib/session/rules';

/** Every page answer (redirects and 404s too) carries the security headers (lib/security/headers.ts). */
export function middleware(request: NextRequest) {
  const response = routeRequest(request);
  for (const [name, value] of Object.entries(pageSecurityHeaders(request.headers.get('x-forwarded-proto')))) response.headers.set(name, value);
  return response;
}

/**
 * Language prefix normalisation, trailing slashes and the auth redirect (DESIGN §3). The logic
 * is the pure `resolveRoute`; this file only applies its answer.
 */
function routeRequest(request: NextRequest) {
  const session = decodeSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const url = request.nextUrl;
  const detectedLanguage = routingConfig.addLanguagePrefix
    ? undefined
    : detectLanguage({
        search: url.search,
        cookie: request.headers.get('cookie'),
        navigatorLanguages: (request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
      });
  const resolution = resolveRoute(
    { pathname: url.pathname, search: url.search, authenticated: isAuthenticated(session ?? {}), detectedLanguage, method: request.method },
    routingConfig,
  );
  switch (resolution.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(resolution.location, url), resolution.status);
    case 'payment-return':
      return NextResponse.rewrite(internal(request, resolution.pathname));
    case 'not-found':
      return NextResponse.rewrite(internal(request, `/${resolution.lang}/${NOT_FOUND_SEGMENT}`), { status: 404 });
    case 'rewrite': {
      const target = internal(request, resolution.pathname);
      const headers = new Headers(request.headers);
      headers.set(CANONICAL_HEADER, resolution.canonical);
      return NextResponse.rewrite(target, { request: { headers } });
    }
  }
}

/** A same-origin URL for an internal rewrite (search params kept). */
function internal(request: NextRequest, pathname: string) {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return target;
}

export const config = {
  // Everything but the API, Next's assets and files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
