import { decodeJwt, SignJWT } from 'jose';

/**
 * Forges a validly signed but expired access token: the same claims as `token` (sub, pid, pc,
 * sid, iss, aud), signed HS256 with the e2e server's secret (playwright.config.ts sets
 * E2E_JWT_SECRET and hands it to the server as AUTH_JWT_SECRET).
 */
export async function expiredCopy(token: string): Promise<string> {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set (see playwright.config.ts)');
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ pid: claims.pid, pc: claims.pc, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string | string[])
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(secret));
}
