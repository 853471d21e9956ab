'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/toast/toast';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { addCartItem, clearCart, removeCartItem, updateCartItem } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import { withAddedUnits, withLineQuantity, withoutLine } from '@/lib/cart/optimistic';
import type { AddCartItemRequest, Cart } from '@/lib/contract/cart';
import { useSession } from '@/lib/session/use-session';

// Apart from the cart query (use-cart.ts): the header's cart badge reads the cart but changes
// nothing, so its client tree needs none of the error messages a failed change shows.

/**
 * A cart change that shows at once (the guess), is replaced by the server's cart, and on failure
 * rolls back and says why in a toast (the API's error key, translated).
 */
function useCartChange<V>(partnerCode: string, run: (vars: V) => Promise<Cart>, guess: (cart: Cart | undefined, vars: V) => Cart | undefined) {
  const session = useSession();
  const client = useQueryClient();
  const errorText = useApiErrorText();
  const t = useTranslations('cart');
  const key = queryKeys.cart(partnerCode, session.id);
  return useMutation({
    mutationKey: key,
    mutationFn: run,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Cart>(key);
      client.setQueryData(key, guess(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      client.setQueryData(key, context?.previous);
      toast.error(errorText(error) ?? t('changeFailed'));
    },
    onSuccess: (cart) => client.setQueryData(key, cart),
  });
}

export const useAddToCart = (partnerCode: string) =>
  useCartChange(partnerCode, (input: AddCartItemRequest) => addCartItem(input), (cart, input) => withAddedUnits(cart, input.quantity));

export const useUpdateCartLine = (partnerCode: string) =>
  useCartChange(partnerCode, ({ lineId, quantity }: { lineId: number; quantity: number }) => updateCartItem(lineId, quantity), (cart, v) => withLineQuantity(cart, v.lineId, v.quantity));

export const useRemoveCartLine = (partnerCode: string) =>
  useCartChange(partnerCode, (lineId: number) => removeCartItem(lineId), (cart, lineId) => withoutLine(cart, lineId));

export const useClearCart = (partnerCode: string) =>
  useCartChange(partnerCode, () => clearCart(), (cart) => (cart ? { ...cart, lines: [], itemCount: 0 } : cart));
