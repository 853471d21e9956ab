'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * With `frontEndRedirect` on (DESIGN §3), middleware renders a non-normalised path instead of
 * answering 308; this replaces the history entry with the normalised path (query kept).
 */
export function CanonicalUrl({ canonical }: { canonical: string }) {
  const router = useRouter();
  useEffect(() => {
    if (window.location.pathname !== canonical) router.replace(canonical + window.location.search);
  }, [canonical, router]);
  return null;
}
