'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { clearDraft, draftStorageKey } from '@/lib/checkout/draft';
import { useSession } from '@/lib/session/use-session';

/**
 * On an order's success page: the checkout draft is done with (also after a card payment, whose
 * draft was kept for a failed payment) and the cart is read again (the header count goes to 0).
 */
export function CheckoutDone({ partnerId }: { partnerId: string }) {
  const session = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!session.id) return;
    clearDraft(window.sessionStorage, draftStorageKey(partnerId, session.id));
    void client.invalidateQueries({ queryKey: queryKeys.cart(partnerId, session.id) });
  }, [session.id, partnerId, client]);
  return null;
}
