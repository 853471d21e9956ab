import 'server-only';
import { HTTPError } from 'ky';
import { cache } from 'react';
import { routePath, routes } from '@/lib/contract/api-routes';
import type { Language } from '@/lib/contract/enums';
import { zOrder, type Order } from '@/lib/contract/orders';
import type { Loaded } from './catalog.server';
import { serverApi } from './server-client';

/**
 * An order of the logged-in customer for server components (the checkout success page). Another
 * customer's uid is 404 for the API, so `not-found` here; `unauthorized` lets the client refresh
 * a stale access token (CustomerGate).
 */
export const getOrder = cache(async (partnerCode: string, lang: Language, uid: string): Promise<Loaded<Order>> => {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return { kind: 'unauthorized' };
  try {
    return { kind: 'ok', data: zOrder.parse(await api.get(routePath(routes.orderByUid.path, { uid })).json()) };
  } catch (error) {
    if (error instanceof HTTPError && [401, 403].includes(error.response.status)) return { kind: 'unauthorized' };
    if (error instanceof HTTPError && [400, 404].includes(error.response.status)) return { kind: 'not-found' };
    throw error;
  }
});
