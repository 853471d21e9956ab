'use client';

import { useSearchParams } from 'next/navigation';
import type { Language } from '@/lib/contract/enums';
import { parseOrderListParams } from '@/lib/orders/list-params';
import { OrdersView } from './orders-view';

/**
 * The orders list at the page the URL names (`?page=`, `?pageSize=`), read in the browser: the
 * orders page itself is the same for every customer of the partner and served from the cache.
 */
export function OrdersFromUrl({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const search = useSearchParams();
  const { page, pageSize } = parseOrderListParams({ page: search.get('page') ?? undefined, pageSize: search.get('pageSize') ?? undefined });
  return <OrdersView lang={lang} partnerId={partnerId} page={page} pageSize={pageSize} />;
}
