'use client';

import { QueryClient, QueryClientProvider, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { coalescedTimeouts } from '@/lib/api/coalesced-timeouts';
import { browserTimers } from '@/lib/ui/browser-timers';
import { zodJitless } from '@/lib/forms/zod-jitless';
import { ShopToaster } from '@/components/toast/shop-toaster';

// In the browser zod must not probe for `new Function` (its JIT): see lib/forms/zod-jitless.ts.
if (typeof window !== 'undefined') zodJitless();
// The queries' stale and garbage-collection timers on one browser timer (lib/api/coalesced-timeouts.ts),
// set before any query exists, as TanStack requires. One provider per page: a module evaluated again
// (Fast Refresh) hands TanStack the same one, which holds the timers already set.
if (typeof window !== 'undefined') {
  const page = window as Window & { __queryTimeouts?: TimeoutProvider<number> };
  page.__queryTimeouts ??= coalescedTimeouts(browserTimers());
  timeoutManager.setTimeoutProvider(page.__queryTimeouts);
}

/**
 * Client-side providers: react-query (SPEC §9 cache settings), a jotai store per page load (the
 * modal store; never shared between server requests) and sonner toasts (5 s, top-right, light, below the header).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 100_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider>
        {children}
        <ShopToaster />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
