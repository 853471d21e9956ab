import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerEnv } from '@/lib/config/server-env';
import { trustsSomeProxy } from '@/lib/config/trust-proxy.cjs';
import { securityHeaders, servedOverHttps } from '@/lib/security/headers';
import { forwardedProtoAndHost } from './public-origin';
import { AUTO_POST_SCRIPT } from '../routes/sandboxes/page';

/**
 * The API's security headers (issue #14 item 2). Its answers are JSON, images and the payment
 * sandboxes' plain HTML pages: nothing loads, only the sandboxes' auto-posting script runs (allowed
 * by its hash) and their forms post to the shop itself (the API's origin or PUBLIC_URL's).
 */
export function apiContentSecurityPolicy(publicUrl: string): string {
  const scriptHash = createHash('sha256').update(AUTO_POST_SCRIPT).digest('base64');
  return [
    `default-src 'none'`,
    `script-src 'sha256-${scriptHash}'`,
    // The sandbox pages' demo-mode notice is styled inline so that it stands out.
    `style-src 'unsafe-inline'`,
    `form-action 'self' ${new URL(publicUrl).origin}`,
    `frame-ancestors 'none'`,
    `base-uri 'none'`,
  ].join('; ');
}

const policies = new Map<string, string>();

/** Sets the headers on an answer (a header a route set itself is kept). */
export function setApiSecurityHeaders(c: Context, env: Pick<ServerEnv, 'PUBLIC_URL' | 'TRUST_PROXY'>): void {
  let policy = policies.get(env.PUBLIC_URL);
  if (policy === undefined) policies.set(env.PUBLIC_URL, (policy = apiContentSecurityPolicy(env.PUBLIC_URL)));
  // The forwarded protocol counts only behind a trusted proxy (issue #44 item 7).
  const forwardedProto = trustsSomeProxy(env.TRUST_PROXY) ? forwardedProtoAndHost(c.req.raw.headers).proto : undefined;
  const https = servedOverHttps(forwardedProto, env.PUBLIC_URL);
  for (const [name, value] of Object.entries(securityHeaders(policy, https))) {
    if (!c.res.headers.has(name)) c.header(name, value);
  }
}
