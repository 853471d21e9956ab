'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollsToTop } from '@/lib/ui/scroll-on-navigation';

/** SPEC §1: the page scrolls to top on every path change (lib/ui/scroll-on-navigation). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (scrollsToTop(previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
  return null;
}
