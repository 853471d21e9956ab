import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { FORBIDDEN_WHILE_IMPERSONATING } from '@/lib/rules/impersonation';
import type { ApiEnv } from '../context';
import { customers } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../http/api-error';
import { mount } from '../http/mount';
import { assertPasswordChangeAllowed, recordPasswordChangeFailure } from '../services/auth-throttle';
import { getCustomer, toProfile } from '../services/customers';
import { verifyPassword } from '../services/passwords';
import { deleteAccount } from '../services/privacy/account-deletion';

/** The customer's own privacy choices (issue #49 item 2, decision 0096): deleting the account, and the marketing e-mail choice. */
export function accountPrivacyRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.deleteAccount, async (c, { body }) => {
    const deps = c.get('deps');
    const principal = c.get('principal');
    // A sales person shopping as the customer may not delete the account (as they may not change its password).
    if (principal.impersonatorId !== undefined) throw forbidden(FORBIDDEN_WHILE_IMPERSONATING);
    const customer = await getCustomer(deps.db, principal.customerId);
    if (!customer || customer.deletedAt) throw unauthorized('token_invalid');
    // The password change's own counter per customer: guessing here is throttled like there.
    await assertPasswordChangeAllowed(deps, customer.id);
    if (!(await verifyPassword(body.password, customer.passwordHash))) {
      await recordPasswordChangeFailure(deps, customer.id);
      throw badRequest('validation_failed', { password: 'current_password_incorrect' });
    }
    await deleteAccount(deps, { customerId: customer.id, customer: { partnerId: c.get('partner').id, passwordHash: customer.passwordHash } });
    return { ok: true as const };
  });

  mount(app, routes.updateMarketing, async (c, { body }) => {
    const deps = c.get('deps');
    const principal = c.get('principal');
    // Consent is the customer's own: a sales person shopping as them may withdraw it, never give it.
    if (body.email && principal.impersonatorId !== undefined) throw forbidden(FORBIDDEN_WHILE_IMPERSONATING);
    const now = deps.now();
    const mine = and(eq(customers.id, principal.customerId), isNull(customers.deletedAt));
    // Agreeing again keeps the time of the first agreement; withdrawing clears it.
    if (body.email) await deps.db.update(customers).set({ marketingOptInAt: now, updatedAt: now }).where(and(mine, isNull(customers.marketingOptInAt)));
    else await deps.db.update(customers).set({ marketingOptInAt: null, updatedAt: now }).where(mine);
    const customer = await getCustomer(deps.db, principal.customerId);
    if (!customer || customer.deletedAt) throw unauthorized('token_invalid');
    return toProfile(customer);
  });
}
