'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendQuickOrder } from '@/lib/api/quick-order';
import { queryKeys } from '@/lib/api/query-keys';
import type { QuickOrderRequest } from '@/lib/contract/quick-order';
import { useSession } from '@/lib/session/use-session';

/** Sends a quick order; the answer's cart replaces the cart the header and the cart page show. */
export function useQuickOrder(partnerCode: string) {
  const session = useSession();
  const client = useQueryClient();
  const key = queryKeys.cart(partnerCode, session.id);
  return useMutation({
    mutationKey: key,
    mutationFn: (request: QuickOrderRequest) => sendQuickOrder(request),
    onSuccess: (result) => client.setQueryData(key, result.cart),
  });
}
