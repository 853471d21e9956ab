'use client';

import { useEffect, useState } from 'react';
import { lookupOrder } from '@/lib/api/orders';
import type { OrderLookup, OrderLookupRequest } from '@/lib/contract/returns';

/**
 * The order detail's "Return items" link (issue #46) leads to the return request form of that
 * order, not to the lookup: with the order number from the URL and the signed-in customer's email,
 * the order is looked up at once. `waiting` while that is under way (the page shows a status, not
 * the lookup form); when it fails (not returnable, another's order) the lookup form takes over,
 * prefilled, and says why once sent.
 */
export function useDirectLookup(orderNumber: string, email: string | undefined, profileFailed: boolean, onFound: (order: OrderLookup, input: OrderLookupRequest) => void) {
  const [done, setDone] = useState(orderNumber === '');
  useEffect(() => {
    if (done || !email) return;
    let live = true;
    const input = { orderNumber, email };
    lookupOrder(input).then(
      (order) => {
        if (!live) return;
        onFound(order, input);
        setDone(true);
      },
      () => {
        if (live) setDone(true);
      },
    );
    return () => {
      live = false;
    };
  }, [done, email, orderNumber, onFound]);
  return { waiting: !done && !profileFailed };
}
