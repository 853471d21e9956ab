'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemCartPoints } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import type { Cart } from '@/lib/contract/cart';
import { useSession } from '@/lib/session/use-session';

/**
 * Redeeming loyalty points on the cart (0 takes them off): the server's cart replaces the cached one;
 * a refusal is the form's to show. A read of the cart still on its way is cancelled first, so its
 * older answer cannot replace this one (as for the coupon).
 */
export function useCartPoints(partnerCode: string) {
  const session = useSession();
  const client = useQueryClient();
  const key = queryKeys.cart(partnerCode, session.id);
  return useMutation({
    mutationKey: [...key, 'points'],
    mutationFn: (points: number) => redeemCartPoints(points),
    onMutate: () => client.cancelQueries({ queryKey: key }),
    onSuccess: (cart: Cart) => client.setQueryData(key, cart),
  });
}
