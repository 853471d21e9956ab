import { trustsSomeProxy } from '@/lib/config/trust-proxy.cjs';
import { pageContentSecurityPolicy, pagePolicyInputFromEnv, securityHeaders, servedOverHttps } from '@/lib/security/headers';

/**
 * The security headers middleware.ts adds to every page answer (redirects and 404s included),
 * from the environment the server runs with. Two variants per process (http / https), computed once.
 */
const computed = new Map<boolean, Record<string, string>>();

export function pageSecurityHeaders(forwardedProto: string | null): Record<string, string> {
  // X-Forwarded-Proto counts only behind a trusted proxy (issue #44 item 7; the production server
  // also drops it from any other peer: lib/config/trust-proxy.cjs).
  const https = servedOverHttps(trustsSomeProxy(process.env.TRUST_PROXY) ? forwardedProto : null, process.env.PUBLIC_URL);
  let headers = computed.get(https);
  if (!headers) {
    // NEXT_PUBLIC_API_URL is the build's (inlined, as in the browser bundle); the rest is read at run time.
    const env = { ...process.env, NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL };
    headers = securityHeaders(pageContentSecurityPolicy(pagePolicyInputFromEnv(env, https)), https);
    computed.set(https, headers);
  }
  return headers;
}
