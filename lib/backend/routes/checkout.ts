import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { getCheckoutOptions, searchLockers } from '../services/checkout/checkout-options';

/** Checkout choices (DESIGN §8 checkout): options with rates and stores, and the locker search. */
export function checkoutRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.checkoutOptions, (c) =>
    getCheckoutOptions(c.get('deps'), c.get('lang'), { partnerId: c.get('partner').id, customerId: c.get('principal').customerId }),
  );

  mount(app, routes.searchLockers, async (c, { query }) => ({ items: await searchLockers(c.get('deps').db, query.q, c.get('lang')) }));
}
