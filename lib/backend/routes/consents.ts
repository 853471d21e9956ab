import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { recordConsent } from '../services/privacy/consent-records';

/** The consent dialog's record of a choice (issue #49 item 1): open to visitors, a customer's when signed in. */
export function consentRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.recordConsent, async (c, { body }) => {
    await recordConsent(c.get('deps'), { partnerId: c.get('partner').id, principal: c.get('principal'), clientIp: c.get('clientIp') }, body);
    return c.body(null, 204);
  });
}
