import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { RouteDef } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { findPartnerByCode } from '../services/partners';
import { checkCustomerAccess } from '../services/customer-access';
import { requireStaff } from '../staff/staff-auth';
import { auditImpersonatedWrite } from './impersonation-audit';
import { ApiError, forbidden, unauthorized } from './api-error';
import { isWellEncodedPath } from '@/lib/utils/well-formed-text';
import { assertSafeRequestText, parseOrThrow, queryObject, readJsonBody } from './validate';

type Input<D extends RouteDef> = {
  body: D['body'] extends z.core.$ZodType ? z.output<D['body']> : undefined;
  query: D['query'] extends z.core.$ZodType ? z.output<D['query']> : undefined;
  params: Record<string, string>;
};

export type RouteHandler<D extends RouteDef> = (c: Context<ApiEnv>, input: Input<D>) => Promise<Response | object>;

/**
 * Mounts one contract route: partner scope, authentication, body/query validation, then the
 * handler. A plain object answer is sent as JSON with the route's first success status.
 */
export function mount<D extends RouteDef>(app: Hono<ApiEnv>, route: D, handler: RouteHandler<D>): void {
  const successStatus = Number(Object.keys(route.responses)[0] ?? 200);
  app.on(route.method.toUpperCase(), route.path, async (c) => {
    // A path whose percent-escapes are not UTF-8 (`/Products/%FF`) names nothing: 400, before any lookup.
    if (!isWellEncodedPath(new URL(c.req.url).pathname)) throw new ApiError(400, 'invalid_path');
    if (route.partner) await scopePartner(c);
    if (route.staff === 'read' || route.staff === 'write') c.set('staff', await requireStaff(c, route.staff));
    if (route.auth === true || (route.auth === 'optional' && c.req.header('authorization'))) {
      if (!isStorefrontCatalogRead(c, route)) await authenticate(c);
    }
    const deps = c.get('deps');
    const params = c.req.param() as Record<string, string>;
    const rawQuery = queryObject(c);
    assertSafeRequestText(params, rawQuery);
    const body = route.body ? await readJsonBody(c, route.body, deps.env.API_BODY_LIMIT_BYTES) : undefined;
    const query = route.query ? parseOrThrow(route.query, rawQuery) : undefined;
    const result = await handler(c, { body, query, params } as Input<D>);
    const response = result instanceof Response ? result : c.json(result, successStatus as 200);
    // A write made while a sales person shops as the customer is audited (issue #44 item 6).
    await auditImpersonatedWrite(c, route, response.status);
    return response;
  });
}

/**
 * A catalogue read by the storefront's own server, in process, for a customer it verified: the
 * answer is the partner's, the same for each of its customers, so it needs no token. Never true
 * for an HTTP request (its bindings are empty).
 */
function isStorefrontCatalogRead(c: Context<ApiEnv>, route: RouteDef): boolean {
  return c.env?.storefrontCatalogRead === true && route.tag === 'catalogue' && route.method === 'get';
}

async function scopePartner(c: Context<ApiEnv>): Promise<void> {
  const code = c.req.header('x-partner-code')?.trim().toLowerCase();
  if (!code) throw new ApiError(400, 'partner_required', { 'X-Partner-Code': 'required' });
  const partner = await findPartnerByCode(c.get('deps').db, code);
  if (!partner) throw new ApiError(404, 'partner_not_found');
  if (partner.status !== 'active') throw forbidden('partner_disabled');
  c.set('partner', partner);
}

async function authenticate(c: Context<ApiEnv>): Promise<void> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('unauthorized');
  const result = await checkCustomerAccess(c.get('deps'), match[1]!, c.get('partner'));
  // A token is bound to its partner: using it under another partner's code is refused (DESIGN §4).
  if (!result.ok && result.reason === 'partner_mismatch') throw forbidden('partner_mismatch');
  // A revoked session answers like an invalid token: the client's refresh then fails and it logs out.
  if (!result.ok) throw unauthorized(result.reason === 'expired' ? 'token_expired' : 'token_invalid');
  c.set('principal', result.principal);
}
