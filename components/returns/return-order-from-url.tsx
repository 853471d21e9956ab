'use client';

import { useSearchParams } from 'next/navigation';
import type { Language } from '@/lib/contract/enums';
import { ReturnOrder } from './return-order';

/**
 * The return form with the order number the URL names (`?order=`, the orders' "Return items"
 * link), read in the browser: the page itself is the same for every customer and served from the cache.
 */
export function ReturnOrderFromUrl({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const orderNumber = useSearchParams().get('order')?.trim().slice(0, 40) ?? '';
  return <ReturnOrder lang={lang} partnerId={partnerId} orderNumber={orderNumber} />;
}
