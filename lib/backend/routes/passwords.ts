import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { FORBIDDEN_WHILE_IMPERSONATING } from '@/lib/rules/impersonation';
import { badRequest, forbidden } from '../http/api-error';
import { mount } from '../http/mount';
import { mailLinkAfterAnswer } from './link-mail';
import { mailCustomer } from '../mail/mail-customer';
import { assertPasswordChangeAllowed, recordPasswordChangeFailure, throttleRequest } from '../services/auth-throttle';
import { getCustomer } from '../services/customers';
import { findLinkToken, linkIsOpen, spendLinkToken, spendOpenLinks } from '../services/one-time-tokens';
import { assertPasswordAllowed, customerPasswordContext } from '../services/password-policy';
import { hashPassword, verifyPassword } from '../services/passwords';
import { revokeCustomerSessions } from '../services/refresh-tokens';

/** Forgot, reset and change password (SPEC §2, DESIGN §8). */
export function passwordRoutes(app: Hono<ApiEnv>): void {
  // The same answer, at the same time, whether or not the email exists (issue #14).
  mount(app, routes.forgotPassword, (c, { body }) =>
    mailLinkAfterAnswer(c, body.email, { action: 'forgot', label: 'forgot-password', kind: 'reset', minutes: c.get('deps').env.AUTH_RESET_TOKEN_MINUTES, page: 'resetpassword', wanted: (customer) => customer.status !== 'disabled' }),
  );

  // The reset page asks when it opens (issue #16 item 11): the same verdict as a reset would
  // reach on the link alone, and nothing is spent. Links are 256-bit random: no oracle to guess with.
  mount(app, routes.checkResetLink, async (c, { body }) => {
    const deps = c.get('deps');
    const link = await findLinkToken(deps, 'reset', body.guid);
    const customer = link && (await getCustomer(deps.db, link.customerId));
    const open = link && linkIsOpen(link, deps.now()) && customer && customer.partnerId === c.get('partner').id && customer.status !== 'disabled';
    if (!open) throw badRequest('reset_link_invalid');
    return { ok: true as const };
  });

  mount(app, routes.resetPassword, async (c, { body }) => {
    const deps = c.get('deps');
    const partner = c.get('partner');
    await throttleRequest(deps, 'reset', partner.id, body.email, c.get('clientIp'));
    const link = await findLinkToken(deps, 'reset', body.guid);
    const customer = link && (await getCustomer(deps.db, link.customerId));
    const usable = link && customer && customer.partnerId === partner.id && customer.email === body.email && customer.status !== 'disabled';
    if (!usable) throw badRequest('reset_link_invalid');
    assertPasswordAllowed(body.password, 'password', customerPasswordContext(customer.email, partner));
    const passwordHash = await hashPassword(body.password, deps.env.PASSWORD_SCRYPT_COST);
    const ended = await deps.db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx as unknown as Database };
      if (!(await spendLinkToken(txDeps, link.id))) return undefined;
      // Every other reset link of the customer dies with this one (issue #14 item 7).
      await spendOpenLinks(txDeps, 'reset', customer.id);
      // The link proves the mailbox, so it also verifies a pending account.
      await tx
        .update(customers)
        .set({ passwordHash, status: 'active', verifiedAt: customer.verifiedAt ?? deps.now(), updatedAt: deps.now() })
        .where(eq(customers.id, customer.id));
      return revokeCustomerSessions(deps, customer.id, undefined, tx);
    });
    if (!ended) throw badRequest('reset_link_invalid');
    deps.revocations.markRevoked(ended); // committed: their access tokens stop now
    return { ok: true as const };
  });

  mount(app, routes.updatePassword, async (c, { body }) => {
    const deps = c.get('deps');
    const partner = c.get('partner');
    const principal = c.get('principal');
    const lang = c.get('lang');
    // A sales person shopping as the customer may not change the customer's password (issue #17 item 4).
    if (principal.impersonatorId !== undefined) throw forbidden(FORBIDDEN_WHILE_IMPERSONATING);
    const customer = await getCustomer(deps.db, principal.customerId);
    if (!customer) throw badRequest('token_invalid');
    // Its own counter per customer: failures here never lock the login (issue #14).
    await assertPasswordChangeAllowed(deps, customer.id);
    if (!(await verifyPassword(body.currentPassword, customer.passwordHash))) {
      await recordPasswordChangeFailure(deps, customer.id);
      throw badRequest('validation_failed', { currentPassword: 'current_password_incorrect' });
    }
    assertPasswordAllowed(body.newPassword, 'newPassword', customerPasswordContext(customer.email, partner));
    const passwordHash = await hashPassword(body.newPassword, deps.env.PASSWORD_SCRYPT_COST);
    const ended = await deps.db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash, updatedAt: deps.now() }).where(eq(customers.id, customer.id));
      return revokeCustomerSessions(deps, customer.id, principal.familyId, tx);
    });
    deps.revocations.markRevoked(ended); // committed: the other sessions' access tokens stop now
    await mailCustomer(deps, { kind: 'passwordChanged', lang, partner, to: customer.email, firstName: customer.firstName, path: 'forgot-password' });
    return { ok: true as const };
  });
}
