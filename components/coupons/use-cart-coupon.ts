'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCartCoupon, removeCartCoupon } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import type { Cart } from '@/lib/contract/cart';
import { useSession } from '@/lib/session/use-session';

/** Adding and removing the cart's coupon: the server's cart replaces the cached one; a failure is the form's to show. */
export function useCartCoupon(partnerCode: string) {
  const session = useSession();
  const client = useQueryClient();
  const key = queryKeys.cart(partnerCode, session.id);
  const onSuccess = (cart: Cart) => client.setQueryData(key, cart);
  const apply = useMutation({ mutationKey: [...key, 'coupon'], mutationFn: (code: string) => applyCartCoupon(code), onSuccess });
  const remove = useMutation({ mutationKey: [...key, 'coupon'], mutationFn: () => removeCartCoupon(), onSuccess });
  return { apply, remove };
}
