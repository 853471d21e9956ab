import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getCustomerContext } from '@/lib/api/partner.server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';

// Reads the session: rendered on every request.
export const instant = false;

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

/**
 * The pages rendered per request with the customer's own data in their HTML (the landing's
 * greeting and quota, an order's confirmation): for a logged-in customer, the profile and the
 * promotion info (discount, quota left) are loaded on the server and handed to react-query on the
 * client (no second fetch). The pages whose server output is the same for every customer of the
 * partner are in `(partner-wide)`, without this per-request work: the catalogue (sent to its
 * cached routes by middleware once it verified the token), and the cart, checkout and profile
 * pages, whose personal parts load in the browser (served from the cache).
 */
export default async function ShopLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  // Lower case already (middleware): the same key as the pages' calls, so React's request cache shares them.
  const customer = await getCustomerContext(partnerId, lang as Language);
  if (!customer) return children;
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.profile(partnerId), customer.profile);
  queryClient.setQueryData(queryKeys.promotionInfo(partnerId), customer.promotion);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
