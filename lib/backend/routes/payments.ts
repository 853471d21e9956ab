import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { confirmPayment } from '../services/payments/confirm-payment';
import { locatePayment } from '../services/payments/locate-payment';
import { orderPayment } from '../services/payments/order-payment';
import { startPayment } from '../services/payments/start-payment';
import { cancelAwaitingOrder, payNow } from '../services/payments/awaiting-actions';

/** Payments (DESIGN §6, §8): start an attempt, confirm a return, an order's payment state. */
export function paymentRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.startPayment, (c, { params }) => startPayment(c.get('deps'), c.get('partner'), c.get('principal'), params.uid ?? ''));
  mount(app, routes.confirmPayment, (c, { body, params }) =>
    confirmPayment(c.get('deps'), { partner: c.get('partner'), principal: c.get('principal'), clientIp: c.get('clientIp') }, params.provider ?? '', body),
  );
  mount(app, routes.locatePayment, (c, { body, params }) => locatePayment(c.get('deps'), params.provider ?? '', body.params));
  mount(app, routes.orderPayment, (c, { params }) => orderPayment(c.get('deps'), c.get('partner'), c.get('principal'), params.uid));
  mount(app, routes.retryPayment, (c, { params }) => payNow({ deps: c.get('deps'), partner: c.get('partner'), principal: c.get('principal') }, params.uid, c.get('lang')));
  mount(app, routes.cancelOrder, (c, { params }) => cancelAwaitingOrder({ deps: c.get('deps'), partner: c.get('partner'), principal: c.get('principal') }, params.uid, c.get('lang')));
}
