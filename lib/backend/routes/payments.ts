import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { confirmPayment } from '../services/payments/confirm-payment';

/** Payment confirmation from a return page (DESIGN §6, §8 payments). */
export function paymentRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.confirmPayment, (c, { body, params }) => confirmPayment(c.get('deps'), c.get('partner'), params.provider ?? '', body.params));
}
