import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { isImpersonationLive, sessionMinutesLeft } from '@/lib/rules/impersonation';
import type { ApiEnv } from '../context';
import { badRequest, forbidden, unauthorized } from '../http/api-error';
import { mount } from '../http/mount';
import { readSignedAccessToken, signAccessToken } from '../services/access-tokens';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../services/auth-throttle';
import { findCustomersByEmail, getCustomer } from '../services/customers';
import { endImpersonation, exchangeHandoff, impersonationOfFamily } from '../services/impersonation';
import { findPartnerByCode } from '../services/partners';
import { dummyPasswordHash, verifyPassword } from '../services/passwords';
import { familyOfToken, revokeFamily, rotate, startFamily } from '../services/refresh-tokens';
import { sessionRecordOf } from '../services/session-record';

/** Login, token refresh, logout and the start of an impersonation session (DESIGN §4, §8; issue #17 item 4). */
export function authRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.login, async (c, { body }) => {
    const deps = c.get('deps');
    // The partner is the one the customer typed (prefilled from the path), not the header.
    const partner = await findPartnerByCode(deps.db, body.partnerCode);
    if (!partner) throw badRequest('validation_failed', { partnerCode: 'partner_not_found' });
    if (partner.status !== 'active') throw forbidden('partner_disabled');
    const ip = c.get('clientIp');
    await assertLoginAllowed(deps, partner.id, body.email, ip);

    const candidates = await findCustomersByEmail(deps.db, body.email);
    const own = candidates.find((row) => row.partnerId === partner.id);
    const fail = async (): Promise<never> => {
      await recordLoginFailure(deps, partner.id, body.email, ip);
      throw unauthorized('invalid_credentials');
    };
    if (!own) {
      // Only someone who knows the password learns that the account lives at another partner.
      for (const other of candidates) {
        if (await verifyPassword(body.password, other.passwordHash)) {
          await recordLoginFailure(deps, partner.id, body.email, ip);
          throw forbidden('wrong_partner');
        }
      }
      if (candidates.length === 0) await verifyPassword(body.password, await dummyPasswordHash(deps.env.PASSWORD_SCRYPT_COST));
      return fail();
    }
    if (!(await verifyPassword(body.password, own.passwordHash))) return fail();
    if (own.status === 'pending') throw forbidden('account_not_verified');
    if (own.status === 'disabled') throw forbidden('account_disabled');

    await clearLoginFailures(deps, partner.id, body.email, ip);
    const { token, familyId } = await startFamily(deps, { customerId: own.id, partnerId: partner.id });
    const at = await signAccessToken(deps, { customerId: own.id, partnerId: partner.id, partnerCode: partner.code, familyId });
    return sessionRecordOf(deps, own, partner, { at, rt: token, rd: deps.env.AUTH_REFRESH_TOKEN_MINUTES, impersonation: false });
  });

  mount(app, routes.refreshToken, async (c, { body }) => {
    const deps = c.get('deps');
    const partner = c.get('partner');
    const claims = await readSignedAccessToken(deps, body.at);
    if (!claims) throw unauthorized('token_invalid');
    if (claims.partnerId !== partner.id) throw forbidden('partner_mismatch');
    const result = await rotate(deps, body.rt, { customerId: claims.customerId, partnerId: claims.partnerId });
    if (!result.ok) throw unauthorized('refresh_failed');
    const customer = await getCustomer(deps.db, result.customerId);
    if (!customer || customer.status !== 'active') {
      await revokeFamily(deps, result.familyId);
      throw unauthorized('refresh_failed');
    }
    // An impersonation's session keeps its sales person and never outlives its end (issue #17 item 4).
    const impersonation = await impersonationOfFamily(deps, result.familyId);
    if (impersonation && !isImpersonationLive(impersonation, deps.now())) {
      await revokeFamily(deps, result.familyId);
      throw unauthorized('refresh_failed');
    }
    // Signed with the rotation time: a concurrent refresh in the grace window gets this very token.
    const at = await signAccessToken(
      deps,
      { customerId: result.customerId, partnerId: result.partnerId, partnerCode: partner.code, familyId: result.familyId, impersonatorId: impersonation?.staffId },
      result.issuedAt,
      impersonation?.endsAt,
    );
    const rd = impersonation ? sessionMinutesLeft(impersonation.endsAt, deps.now()) : deps.env.AUTH_REFRESH_TOKEN_MINUTES;
    return { at, rt: result.token, ad: deps.env.AUTH_ACCESS_TOKEN_MINUTES, rd };
  });

  mount(app, routes.logout, async (c, { body }) => {
    const deps = c.get('deps');
    const familyId = await familyOfToken(deps, body.rt);
    if (familyId) {
      await revokeFamily(deps, familyId);
      await endImpersonation(deps, familyId);
    }
    return c.body(null, 204);
  });

  mount(app, routes.impersonation, (c, { body }) => exchangeHandoff(c.get('deps'), c.get('partner'), body.code));
}
