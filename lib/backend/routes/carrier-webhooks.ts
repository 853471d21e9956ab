import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { parsedJsonBody } from '../http/validate';
import { receiveBoxnowWebhook } from '../services/carriers/boxnow/boxnow-webhook-handler';

/** The carriers' calls to the shop (decision 0092): Box Now's webhook, checked by its signature. */
export function carrierWebhookRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.boxnowWebhook, async (c, { body }) => {
    // The signature is over the data as Box Now sent it: the body's own object (its keys in their order), not the validated copy.
    const raw = parsedJsonBody(c) as { data?: unknown } | undefined;
    return receiveBoxnowWebhook(c.get('deps'), body, raw?.data);
  });
}
