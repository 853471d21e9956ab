import 'server-only';
import { HTTPError, TimeoutError } from 'ky';
import { cookies } from 'next/headers';
import { databaseAvailability } from '@/lib/backend/db/availability';
import { isConnectionFailure } from '@/lib/backend/db/connection-faults';
import { DatabaseUnavailableError, getRuntime } from '@/lib/backend/runtime';
import { getCart } from '@/lib/backend/services/cart';
import { accessByCode } from '@/lib/backend/services/customer-access';
import { apiPaths } from '@/lib/contract/api-paths';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { ACCESS_TOKEN_COOKIE, decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookies';
import type { ServerCart } from './server-cart';
import { isEmbeddedApi, serverApi } from './server-client';

/**
 * The customer's cart read on the server for the cart page (issue #16: the page's largest content
 * in the first HTML, not after the scripts, the session and a browser fetch), filed under the
 * customer id of the session cookie, the id the browser's cart query is keyed by. Nothing when
 * the server cannot read it for the customer: no session or token cookie, a stale access token
 * (the browser refreshes it), a token of another customer than the session's, or an API that
 * refuses, is late or has lost its database; the browser then reads the cart itself, as it does
 * for every later change.
 *
 * With the embedded API the read is the API's own, in process (decision 0065): the same access
 * check as its authentication (services/customer-access.ts) and the same cart answer
 * (services/cart.ts), without building a request, routing it and encoding the answer as JSON.
 * With a remote API it is a GET of the cart with the customer's token.
 */
export async function getServerCart(partnerCode: string, lang: Language): Promise<ServerCart | undefined> {
  const jar = await cookies();
  const session = decodeSessionCookie(jar.get(SESSION_COOKIE)?.value);
  if (!session || !Number.isSafeInteger(session.id)) return undefined;
  const cart = isEmbeddedApi() ? await readInProcess(jar.get(ACCESS_TOKEN_COOKIE)?.value, partnerCode, lang, session.id) : await readRemote(partnerCode, lang);
  return cart && { cart, customerId: session.id, readAt: Date.now() };
}

async function readInProcess(token: string | undefined, partnerCode: string, lang: Language, sessionCustomerId: number): Promise<Cart | undefined> {
  if (!token) return undefined;
  try {
    const { deps } = await getRuntime();
    const access = await accessByCode(deps, token, partnerCode.trim().toLowerCase());
    if (!access || access.principal.customerId !== sessionCustomerId) return undefined;
    return await getCart(deps, { customerId: access.principal.customerId, partnerId: access.partner.id }, lang);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return undefined;
    if (!isConnectionFailure(error)) throw error;
    // the database went away: reported as the API reports it (one log line per outage), the browser reads later
    databaseAvailability().reportFault(error);
    return undefined;
  }
}

async function readRemote(partnerCode: string, lang: Language): Promise<Cart | undefined> {
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return undefined;
  try {
    return await api.get(apiPaths.getCart).json<Cart>();
  } catch (error) {
    if (error instanceof HTTPError || error instanceof TimeoutError) return undefined;
    throw error;
  }
}
