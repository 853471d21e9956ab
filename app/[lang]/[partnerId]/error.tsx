'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';

/** An error in a page of the shop: the fallback inside the partner layout, so the header stays (issue #16 item 9). */
export default function ShopErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback reset={reset} />;
}
