'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC §1: the page scrolls to top on every path change. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
