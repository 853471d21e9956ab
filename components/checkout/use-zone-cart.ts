'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchCartInZone } from '@/lib/api/cart';
import { queryKeys } from '@/lib/api/query-keys';
import type { Cart } from '@/lib/contract/cart';
import type { VatZone } from '@/lib/rules/vat-zone';
import { useSession } from '@/lib/session/use-session';

/**
 * The checkout's cart in the VAT zone its values make (decisions 0077, 0078): the cart itself in
 * the normal zone; in another the same cart priced by the API at that zone's rates, read again whenever
 * the cart changes (its key is under the cart's, so every change to the cart refreshes it too).
 * `pending` while that price is on its way: the summary then says so instead of a total the
 * server would not charge.
 */
export function useZoneCart(partnerId: string, cart: Cart, zone: VatZone): { cart: Cart; pending: boolean } {
  const session = useSession();
  const shape = cart.lines.map((line) => `${line.variantId}x${line.quantity}`).join(',') + `|${cart.totals.total}`;
  const query = useQuery({
    queryKey: [...queryKeys.cart(partnerId, session.id), 'zone', zone, shape],
    queryFn: () => fetchCartInZone(zone),
    enabled: zone !== 'normal',
  });
  if (zone === 'normal') return { cart, pending: false };
  return query.data ? { cart: query.data, pending: false } : { cart, pending: true };
}
