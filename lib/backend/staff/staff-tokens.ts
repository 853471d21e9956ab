import { errors, jwtVerify, SignJWT } from 'jose';
import type { ApiDeps } from '../context';

/**
 * Staff tokens (issue #17): HS256 like the customers' access tokens, but for another audience,
 * so neither side's token passes the other side's check. They carry only the member's id: role,
 * partners and status are read for every call, so a disabled account or a changed role applies at
 * once. No refresh: a staff session ends after STAFF_TOKEN_MINUTES and the member logs in again.
 */
const ISSUER = 'partner-storefront';
export const STAFF_AUDIENCE = 'staff-api';

export async function signStaffToken(deps: Pick<ApiDeps, 'jwtKey' | 'now' | 'env'>, staffId: number): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const exp = now + deps.env.STAFF_TOKEN_MINUTES * 60;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(staffId))
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(deps.jwtKey);
  return { token, expiresAt: new Date(exp * 1000) };
}

export type StaffTokenResult = { ok: true; staffId: number; issuedAt: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyStaffToken(deps: Pick<ApiDeps, 'jwtKey' | 'now'>, token: string): Promise<StaffTokenResult> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, { issuer: ISSUER, audience: STAFF_AUDIENCE, algorithms: ['HS256'], currentDate: deps.now() });
    const staffId = Number(payload.sub);
    if (!Number.isSafeInteger(staffId) || staffId <= 0 || typeof payload.iat !== 'number') return { ok: false, reason: 'invalid' };
    return { ok: true, staffId, issuedAt: payload.iat };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
