import { compactVerify, jwtVerify, SignJWT, errors } from 'jose';
import { LruCache } from '@/lib/utils/lru-cache';
import type { ApiDeps, CustomerPrincipal } from '../context';

/** Short-lived HS256 access tokens bound to customer, partner and session family (DESIGN §4). */
const ISSUER = 'partner-storefront';
const AUDIENCE = 'storefront-api';

/**
 * `issuedAt` (default now): a refresh signs with its rotation time, so a grace-window repeat gets the
 * same token. An impersonation's token (issue #17 item 4) carries the sales person as `imp` and
 * never outlives the impersonation's end (`endsAt`).
 */
export async function signAccessToken(
  deps: ApiDeps,
  principal: CustomerPrincipal & { partnerCode: string },
  issuedAt = deps.now(),
  endsAt?: Date,
): Promise<string> {
  const now = Math.floor(issuedAt.getTime() / 1000);
  const exp = now + deps.env.AUTH_ACCESS_TOKEN_MINUTES * 60;
  const imp = principal.impersonatorId === undefined ? {} : { imp: principal.impersonatorId };
  return new SignJWT({ pid: principal.partnerId, pc: principal.partnerCode, sid: principal.familyId, ...imp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(principal.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(endsAt ? Math.min(exp, Math.floor(endsAt.getTime() / 1000)) : exp)
    .sign(deps.jwtKey);
}

export type VerifyResult = { ok: true; principal: CustomerPrincipal } | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

/**
 * Tokens whose signature and claims were verified, per signing key: a storefront page makes
 * several API calls with one token, and an HMAC check through WebCrypto costs more than the rest
 * of a small call. Only successes are kept, until the token's `exp`; the clock is checked on every hit.
 */
const VERIFIED_CAPACITY = 5_000;
const verified = new WeakMap<Uint8Array, LruCache<string, { principal: CustomerPrincipal; expiresAtMs: number }>>();

function verifiedTokens(key: Uint8Array): LruCache<string, { principal: CustomerPrincipal; expiresAtMs: number }> {
  let cache = verified.get(key);
  if (!cache) verified.set(key, (cache = new LruCache(VERIFIED_CAPACITY)));
  return cache;
}

/**
 * Signature, claims and expiry (remembered per token), then the session family against the
 * revocation set on every call (issue #14 item 3): logout, reuse, password change and reset end
 * the family's access tokens at once, the remembered ones included.
 */
export async function verifyAccessToken(deps: ApiDeps, token: string): Promise<VerifyResult> {
  const result = await verifySignedToken(deps, token);
  if (result.ok && (await deps.revocations.isRevoked(result.principal.familyId))) return { ok: false, reason: 'revoked' };
  return result;
}

async function verifySignedToken(deps: ApiDeps, token: string): Promise<VerifyResult> {
  const cache = verifiedTokens(deps.jwtKey);
  const hit = cache.get(token);
  if (hit) return deps.now().getTime() < hit.expiresAtMs ? { ok: true, principal: hit.principal } : { ok: false, reason: 'expired' };
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    const principal = toPrincipal(payload);
    if (principal && typeof payload.exp === 'number') cache.set(token, { principal, expiresAtMs: payload.exp * 1000 });
    return principal ? { ok: true, principal } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Checks only the signature (the refresh call presents a possibly expired access token). */
export async function readSignedAccessToken(deps: ApiDeps, token: string): Promise<CustomerPrincipal | undefined> {
  try {
    const { payload } = await compactVerify(token, deps.jwtKey, { algorithms: ['HS256'] });
    return toPrincipal(JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

function toPrincipal(payload: Record<string, unknown>): CustomerPrincipal | undefined {
  const customerId = Number(payload.sub);
  const partnerId = payload.pid;
  const familyId = payload.sid;
  if (!Number.isInteger(customerId) || customerId <= 0) return undefined;
  if (typeof partnerId !== 'number' || typeof familyId !== 'string') return undefined;
  const imp = payload.imp;
  if (imp === undefined) return { customerId, partnerId, familyId };
  return Number.isSafeInteger(imp) && (imp as number) > 0 ? { customerId, partnerId, familyId, impersonatorId: imp as number } : undefined;
}
