'use client';

import { useIsMutating, useQuery } from '@tanstack/react-query';
import { fetchCart } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import { useSession } from '@/lib/session/use-session';

/** The customer's cart (server-side, per customer and partner), once logged in. */
export function useCart(partnerCode: string, options: { fresh?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.cart(partnerCode, session.id),
    queryFn: fetchCart,
    enabled: session.isAuthenticated,
    // Once, not react-query's three times: the cart page offers its own retry within a second or so.
    retry: 1,
    // The cart page always asks again (another device may have changed the cart); the badge reuses.
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Whether a change to the cart is on its way (its totals are then the previous answer's). */
export function useCartChanging(partnerCode: string): boolean {
  const session = useSession();
  return useIsMutating({ mutationKey: queryKeys.cart(partnerCode, session.id) }) > 0;
}
