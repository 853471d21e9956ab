'use client';

import { useIsMutating, useQuery } from '@tanstack/react-query';
import { fetchCart } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import type { ServerCart } from '@/lib/api/server-cart';
import { useSession } from '@/lib/session/use-session';

type CartOptions = {
  /** Ask the API again on mount (the cart and checkout pages: another device may have changed it). */
  fresh?: boolean;
  /** The cart the server read for this page (lib/api/cart.server.ts): shown from the first render, hydration included. */
  server?: ServerCart;
};

/** The customer's cart (server-side, per customer and partner), once logged in. */
export function useCart(partnerCode: string, options: CartOptions = {}) {
  const session = useSession();
  const { server } = options;
  // Server rendering and hydration do not know the browser's session yet: the server's read stands
  // for it, under the same customer's key, so the page's first HTML and its hydration hold the cart.
  const customerId = session.isAuthenticated ? session.id : server?.customerId;
  const seeded = server !== undefined && server.customerId === customerId;
  return useQuery({
    queryKey: queryKeys.cart(partnerCode, customerId),
    queryFn: fetchCart,
    enabled: session.isAuthenticated || seeded,
    // Once, not react-query's three times: the cart page offers its own retry within a second or so.
    retry: 1,
    ...(seeded ? { initialData: server.cart, initialDataUpdatedAt: server.readAt, placeholderData: server.cart } : {}),
    // The cart page always asks again (another device may have changed the cart), unless the server
    // has just read it for this page; the badge reuses.
    ...(options.fresh && !seeded ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Whether a change to the cart is on its way (its totals are then the previous answer's). */
export function useCartChanging(partnerCode: string): boolean {
  const session = useSession();
  return useIsMutating({ mutationKey: queryKeys.cart(partnerCode, session.id) }) > 0;
}
