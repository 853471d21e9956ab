import { apiPaths } from '@/lib/contract/api-paths';
import { RETRY_AFTER_SECONDS } from '../db/backoff';
import type { UnavailableReason } from '../db/availability';

/** The headers of every answer given while the database is unavailable. */
export const unavailableHeaders = (): Record<string, string> => ({
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

const json = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...unavailableHeaders() } });

/**
 * The API's answer while the database has not been opened (issue #14 item 16), without the Hono
 * app (it needs the database): liveness stays 200, readiness 503 with the reason, everything
 * else 503 `service_unavailable` with Retry-After.
 */
export function unavailableApiResponse(request: Request, reason: UnavailableReason, basePath = '/api'): Response {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (pathname === basePath + apiPaths.health) {
      return new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
    }
    if (pathname === basePath + apiPaths.ready) return json({ error: 'not_ready', reason }, 503);
  }
  return json({ error: 'service_unavailable' }, 503);
}
