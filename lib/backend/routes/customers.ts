import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { isPlausibleBirthDate } from '@/lib/rules/birth-date';
import type { ApiEnv } from '../context';
import { customers } from '../db/schema';
import { badRequest, unauthorized } from '../http/api-error';
import { mount } from '../http/mount';
import { getCustomer, toProfile } from '../services/customers';
import { customerActivity } from '../services/customer-activity';

/** The customer's own profile (SPEC §2 account form). */
export function customerRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.getProfile, async (c) => {
    const customer = await getCustomer(c.get('deps').db, c.get('principal').customerId);
    if (!customer) throw unauthorized('token_invalid');
    return toProfile(customer);
  });

  // What staff did on the customer's behalf (issue #44 item 6): the token's own customer only.
  mount(app, routes.customerActivity, (c) => customerActivity(c.get('deps'), c.get('principal').customerId));

  mount(app, routes.updateProfile, async (c, { body }) => {
    const deps = c.get('deps');
    if (body.dateOfBirth && !isPlausibleBirthDate(body.dateOfBirth, deps.now())) {
      throw badRequest('validation_failed', { dateOfBirth: 'date_of_birth_range' });
    }
    const [updated] = await deps.db
      .update(customers)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
        ...(body.dateOfBirth !== undefined ? { dateOfBirth: body.dateOfBirth } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(customers.id, c.get('principal').customerId))
      .returning();
    if (!updated) throw unauthorized('token_invalid');
    return toProfile(updated);
  });
}
