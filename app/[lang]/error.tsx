'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';

/** Errors outside a partner's shop (its own boundary keeps the shop's header: [partnerId]/error.tsx). */
export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback reset={reset} />;
}
