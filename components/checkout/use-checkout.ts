'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { fetchAddresses } from '@/lib/api/addresses';
import { fetchCheckoutOptions, placeOrder, searchLockers } from '@/lib/api/checkout';
import { queryKeys } from '@/lib/api/query-keys';
import type { PlaceOrderRequest } from '@/lib/contract/checkout';
import { useSession } from '@/lib/session/use-session';

/** Shipping and payment options with the partner's rates, stores and the pairs not allowed. */
export function useCheckoutOptions(partnerCode: string) {
  const lang = useLocale();
  return useQuery({ queryKey: queryKeys.checkoutOptions(partnerCode, lang), queryFn: fetchCheckoutOptions });
}

/** The customer's saved addresses (ship to one of them). */
export function useAddresses(partnerCode: string) {
  const session = useSession();
  return useQuery({ queryKey: queryKeys.addresses(partnerCode, session.id), queryFn: fetchAddresses, enabled: session.isAuthenticated });
}

export const LOCKER_QUERY_MIN = 2;

/** Box Now lockers for a (debounced) postal code or area; the previous answer stays while typing. */
export function useLockerSearch(partnerCode: string, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: queryKeys.lockers(partnerCode, q),
    queryFn: ({ signal }) => searchLockers(q, signal),
    enabled: q.length >= LOCKER_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Places the order with the attempt's idempotency key. Once placed, the cart (now empty: the
 * header count goes to 0) and the address book (a new address may have been saved) are read again.
 */
export function usePlaceOrder(partnerCode: string) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderRequest; key: string }) => placeOrder(body, key),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.cart(partnerCode, session.id) });
      void client.invalidateQueries({ queryKey: queryKeys.addresses(partnerCode, session.id) });
    },
  });
}

/** After a refusal that depends on the cart or the rates (price_changed, quota, stock): read both again. */
export function useRefreshCheckout(partnerCode: string) {
  const client = useQueryClient();
  const session = useSession();
  const lang = useLocale();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.cart(partnerCode, session.id) });
    void client.invalidateQueries({ queryKey: queryKeys.checkoutOptions(partnerCode, lang) });
  };
}
