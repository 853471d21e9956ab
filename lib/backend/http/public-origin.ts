import type { ApiDeps } from '../context';

/**
 * The protocol and host a proxy says the client used: X-Forwarded-Proto and X-Forwarded-Host
 * (their first values), else the first element of RFC 7239's Forwarded (`proto=`, `host=`,
 * quoted or not). Only for a request from a trusted proxy (requestOrigin's `trustProxy`; the
 * production server drops these headers from any other peer: lib/config/trust-proxy.cjs).
 */
export function forwardedProtoAndHost(headers: Headers): { proto?: string; host?: string } {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || undefined;
  const element = first('forwarded') ?? '';
  const pair = (key: string) => {
    for (const part of element.split(';')) {
      const [name = '', ...rest] = part.split('=');
      if (name.trim().toLowerCase() === key) return rest.join('=').trim().replace(/^"(.*)"$/, '$1') || undefined;
    }
    return undefined;
  };
  return { proto: (first('x-forwarded-proto') ?? pair('proto'))?.toLowerCase(), host: first('x-forwarded-host') ?? pair('host') };
}

/**
 * The public origin a request came in on (issue #14 §1: the demo works on whatever port or host it
 * is served from): its Host header (the URL's host without one) and the URL's scheme; behind a
 * trusted proxy, the forwarded protocol and host (forwardedProtoAndHost) instead. Undefined when
 * the host is not a plain host[:port].
 */
export function requestOrigin(request: Request, trustProxy: boolean): string | undefined {
  const url = new URL(request.url);
  const forwarded = trustProxy ? forwardedProtoAndHost(request.headers) : {};
  const proto = forwarded.proto || url.protocol.replace(/:$/, '');
  const host = forwarded.host || request.headers.get('host') || url.host;
  if (proto !== 'http' && proto !== 'https') return undefined;
  if (!/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(host)) return undefined;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The public origin to build absolute URLs with (mail links, payment return and sandbox URLs):
 * with configured origins (PUBLIC_ORIGINS / PUBLIC_URL), the request's origin when listed, else the
 * first; without any (demo mode), the request's own origin, else `fallback`.
 */
export function publicOriginOf(configured: readonly string[], request: string | undefined, fallback: string): string {
  if (configured.length > 0) return request && configured.includes(request) ? request : configured[0]!;
  return request ?? new URL(fallback).origin;
}

const MAX_CACHED_ORIGINS = 32;

/**
 * The API's dependencies for a public origin: `base` itself for its own PUBLIC_URL, otherwise
 * `make(origin)` (a copy whose env.PUBLIC_URL is that origin), kept for reuse. At most 32 are kept
 * (the Host header is the client's to choose in demo mode): beyond that they are made per request.
 */
export function depsByOrigin(base: ApiDeps, make: (origin: string) => ApiDeps): (origin: string) => ApiDeps {
  const own = new URL(base.env.PUBLIC_URL).origin;
  const cache = new Map<string, ApiDeps>();
  return (origin) => {
    if (origin === own) return base;
    let found = cache.get(origin);
    if (!found) {
      found = make(origin);
      if (cache.size < MAX_CACHED_ORIGINS) cache.set(origin, found);
    }
    return found;
  };
}
