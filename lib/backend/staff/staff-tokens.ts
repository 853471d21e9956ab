import { errors, jwtVerify, SignJWT } from 'jose';
import type { ApiDeps } from '../context';

/**
 * Staff tokens (issue #17): HS256 like the customers' access tokens, but for another audience,
 * so neither side's token passes the other side's check. They carry only the member's id and their
 * session's id (`sid`, issue #44): role, partners, status and the session are read for every call,
 * so a disabled account, a changed role or a logout applies at once. No refresh: a staff session
 * ends after STAFF_TOKEN_MINUTES and the member logs in again.
 */
const ISSUER = 'partner-storefront';
export const STAFF_AUDIENCE = 'staff-api';

/** When a token signed now expires (the session row keeps the same time). */
export const staffTokenExpiry = (deps: Pick<ApiDeps, 'now' | 'env'>): Date => new Date((Math.floor(deps.now().getTime() / 1000) + deps.env.STAFF_TOKEN_MINUTES * 60) * 1000);

export async function signStaffToken(deps: Pick<ApiDeps, 'jwtKey' | 'now' | 'env'>, staffId: number, sessionId: string): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const exp = now + deps.env.STAFF_TOKEN_MINUTES * 60;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(staffId))
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(deps.jwtKey);
  return { token, expiresAt: new Date(exp * 1000) };
}

export type StaffTokenResult = { ok: true; staffId: number; sessionId: string; issuedAt: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyStaffToken(deps: Pick<ApiDeps, 'jwtKey' | 'now'>, token: string): Promise<StaffTokenResult> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, { issuer: ISSUER, audience: STAFF_AUDIENCE, algorithms: ['HS256'], currentDate: deps.now() });
    const staffId = Number(payload.sub);
    // A token from before sessions (no `sid`) is refused: its member logs in again.
    if (!Number.isSafeInteger(staffId) || staffId <= 0 || typeof payload.iat !== 'number' || typeof payload.sid !== 'string' || !payload.sid) return { ok: false, reason: 'invalid' };
    return { ok: true, staffId, sessionId: payload.sid, issuedAt: payload.iat };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
