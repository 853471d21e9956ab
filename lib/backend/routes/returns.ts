import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { ApiError } from '../http/api-error';
import { mount } from '../http/mount';
import { assertLookupAllowed, recordLookupFailure } from '../services/auth-throttle';
import { mailCustomer } from '../mail/mail-customer';
import { getCustomer } from '../services/customers';
import type { OrderOwner } from '../services/orders/order-view';
import { reorder } from '../services/orders/reorder';
import { createReturn } from '../services/returns/create-return';
import { lookupOrder } from '../services/returns/lookup-order';

/**
 * The profile area's order actions (issue #7): find an order to return, ask for a return, order
 * again. Mounted before the order routes, so `POST /Orders/Lookup` is never read as an order uid.
 */
const ownerOf = (c: Context<ApiEnv>): OrderOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

export function returnRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.lookupOrder, async (c, { body }) => {
    const deps = c.get('deps');
    const owner = ownerOf(c);
    // Guessing order numbers is throttled: failed lookups count per customer and per address.
    await assertLookupAllowed(deps, owner.customerId, c.get('clientIp'));
    try {
      return await lookupOrder(deps.db, owner, body, deps.now(), c.get('lang'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) await recordLookupFailure(deps, owner.customerId, c.get('clientIp'));
      throw error;
    }
  });

  mount(app, routes.reorder, (c, { params }) => reorder(c.get('deps'), ownerOf(c), params.uid, c.get('lang')));

  mount(app, routes.createReturn, async (c, { body }) => {
    const deps = c.get('deps');
    const lang = c.get('lang');
    const created = await createReturn(deps, ownerOf(c), body, lang);
    await mailReturnRequested(c, created.record.returnNumber, created.orderNumber);
    return created.record;
  });
}

/** The customer's confirmation of a return request; a failure is logged and never undoes the request. */
async function mailReturnRequested(c: Context<ApiEnv>, number: string, order: string): Promise<void> {
  const deps = c.get('deps');
  try {
    const customer = await getCustomer(deps.db, c.get('principal').customerId);
    if (!customer) return;
    await mailCustomer(deps, {
      kind: 'returnRequested',
      lang: c.get('lang'),
      partner: c.get('partner'),
      to: customer.email,
      firstName: customer.firstName,
      path: 'profile/orders',
      values: { number, order },
    });
  } catch (error) {
    console.error('[returns] confirmation mail failed', number, error);
  }
}
