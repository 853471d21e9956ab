import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { getLoyalty } from '../services/loyalty/ledger';

/** The logged-in customer's loyalty points under the scoped partner (issue #18 item 5). */
export function loyaltyRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.loyalty, (c) => getLoyalty(c.get('deps').db, { customerId: c.get('principal').customerId, partnerId: c.get('partner').id }));
}
