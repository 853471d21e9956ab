import 'server-only';
import { HTTPError, TimeoutError } from 'ky';
import { cookies } from 'next/headers';
import { apiPaths } from '@/lib/contract/api-paths';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookies';
import type { ServerCart } from './server-cart';
import { serverApi } from './server-client';

/**
 * The customer's cart read on the server for the cart page (issue #16: the page's largest content
 * in the first HTML, not after the scripts, the session and a browser fetch), filed under the
 * customer id of the session cookie, the id the browser's cart query is keyed by. Nothing when
 * the server cannot read it for the customer: no session or token cookie, a stale access token
 * (401: the browser refreshes it), or an API that refuses or is late; the browser then reads the
 * cart itself, as it does for every later change.
 */
export async function getServerCart(partnerCode: string, lang: Language): Promise<ServerCart | undefined> {
  const session = decodeSessionCookie((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session || !Number.isSafeInteger(session.id)) return undefined;
  const api = await serverApi({ lang, partnerCode, withToken: true });
  if (!api.hasToken) return undefined;
  try {
    const cart = await api.get(apiPaths.getCart).json<Cart>();
    return { cart, customerId: session.id, readAt: Date.now() };
  } catch (error) {
    if (error instanceof HTTPError || error instanceof TimeoutError) return undefined;
    throw error;
  }
}
