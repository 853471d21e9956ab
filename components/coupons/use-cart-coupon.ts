'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCartCoupon, removeCartCoupon } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import type { Cart } from '@/lib/contract/cart';
import { useSession } from '@/lib/session/use-session';

/**
 * Adding and removing the cart's coupon: the server's cart replaces the cached one; a failure is the
 * form's to show. A read of the cart still on its way (the header badge's, while the cart page shows
 * the cart of its first HTML) is cancelled first, so its older answer cannot replace this one.
 */
export function useCartCoupon(partnerCode: string) {
  const session = useSession();
  const client = useQueryClient();
  const key = queryKeys.cart(partnerCode, session.id);
  const onMutate = () => client.cancelQueries({ queryKey: key });
  const onSuccess = (cart: Cart) => client.setQueryData(key, cart);
  const apply = useMutation({ mutationKey: [...key, 'coupon'], mutationFn: (code: string) => applyCartCoupon(code), onMutate, onSuccess });
  const remove = useMutation({ mutationKey: [...key, 'coupon'], mutationFn: () => removeCartCoupon(), onMutate, onSuccess });
  return { apply, remove };
}
